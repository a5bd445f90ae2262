// Self-registration from an invitation link: the token names the e-mail and the tenant; registering
// creates an active staff user who can sign in at the IdP straight away (same user store).
import { randomUUID } from 'node:crypto';
import { api } from '../../lib/upstream/contract';
import { fail, serve } from '../http/serve';
import { applyDraft, hashDraft } from '../lifecycle/activation-draft';
import type { AccountToken } from '../lifecycle/account-tokens';
import { ordinaryUser } from '../seed';
import type { Store } from '../store';
import { requireLiveToken } from './account-requests';
import type { ApiDeps, ApiRouter } from './types';

/** SPEC §8: every registration-token failure, expired included, is 403 TokenInvalid. */
const tokenInvalid = (message?: string) => fail(api.validateRegistrationToken, 'TokenInvalid', undefined, message);

/** A live invitation whose e-mail has not become a user since (one invitation, one account). */
function requireInvitation(store: Store, value: string): AccountToken {
  const invalid = tokenInvalid();
  const invitation = requireLiveToken(store, value, ['registration'], { expired: invalid, invalid });
  if (store.findUserByEmail(invitation.tenantCode, invitation.email)) throw tokenInvalid('this invitation has already been used');
  return invitation;
}

export function registerRegistrationRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.validateRegistrationToken, ({ body: { token } }) => {
    const invitation = requireInvitation(store, token);
    return { email: invitation.email, tenantCode: invitation.tenantCode };
  });

  serve(router, api.register, async ({ body: draft }) => {
    requireInvitation(store, draft.token);
    const hashed = await hashDraft(draft);
    // Re-checked after hashing, then spent at once: a concurrent request cannot register twice.
    const invitation = requireInvitation(store, draft.token);
    store.accountTokens.consume(draft.token);
    // Created pending (no password yet), then activated with the draft like an invited user.
    const user = await store.createUser(
      ordinaryUser(store.config, randomUUID(), invitation.email, { tenantCode: invitation.tenantCode, pendingActivation: true }),
      null,
    );
    applyDraft(store, user, draft, hashed);
    return { email: user.email };
  });
}

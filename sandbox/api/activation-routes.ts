// Activating an invited account: the link's token is checked on load (validate-token, which also
// serves reset links), the draft is applied, and an expired link can be sent again.
import { api } from '../../lib/upstream/contract';
import { fail, serve } from '../http/serve';
import { sendActivationMail } from '../lifecycle/account-mail';
import { applyDraft, hashDraft } from '../lifecycle/activation-draft';
import { requireLiveToken, resolveMailTarget } from './account-requests';
import type { ApiDeps, ApiRouter } from './types';

/** SPEC §8: activate and validate-token answer 410 TokenExpired and 409 TokenInvalid (declared). */
const tokenErrors = () => ({ expired: fail(api.activate, 'TokenExpired'), invalid: fail(api.activate, 'TokenInvalid') });

export function registerActivationRoutes(router: ApiRouter, { store, config }: ApiDeps): void {
  serve(router, api.validateToken, ({ body: { token } }) => {
    const errors = tokenErrors();
    const found = requireLiveToken(store, token, ['activation', 'reset'], errors);
    const user = store.findUserByEmail(found.tenantCode, found.email);
    if (!user) throw errors.invalid;
    return {
      email: found.email,
      purpose: found.kind === 'activation' ? ('ACTIVATE' as const) : ('RESET' as const),
      firstName: user.firstName,
      lastName: user.lastName,
    };
  });

  serve(router, api.activate, async ({ body: draft }) => {
    const errors = tokenErrors();
    const found = requireLiveToken(store, draft.token, ['activation'], errors);
    const user = store.findUserByEmail(found.tenantCode, found.email);
    if (!user?.pendingActivation) throw errors.invalid;
    // The token stays usable: the user picks another password on the same page.
    if (await store.isInPasswordHistory(user, draft.password)) throw fail(api.activate, 'PasswordHistoryError', 400);
    const hashed = await hashDraft(draft);
    // Hashing took a while: a concurrent request may have spent the token meanwhile.
    requireLiveToken(store, draft.token, ['activation'], errors);
    applyDraft(store, user, draft, hashed); // revokes every activation token of this user
    return { email: user.email };
  });

  // The same 204 whoever the e-mail belongs to: the answer must not tell which accounts exist.
  serve(router, api.resendActivation, ({ params, body }) => {
    const target = resolveMailTarget(api.resendActivation, store, config, body);
    const user = store.findUserByEmail(target.tenant.tenant.code, params.email ?? '');
    if (user?.pendingActivation) sendActivationMail(store, user, target);
  });
}

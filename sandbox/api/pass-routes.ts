// Issue 38's temporary passes, upstream side: a manager issues or cancels one for a person of a
// property they manage (after a recent sign-in), and a pass's sign-in is set up: a passkey made in
// it, or a new password (SPEC's rule, not one of the last) with, where asked, a second factor
// registered in it. Then, and only then, the sign-in serves what any other does.
import { api } from '../../lib/upstream/contract';
import { hashPassword } from '../crypto-utils';
import { fail, serve } from '../http/serve';
import { sendSecurityNotice } from '../lifecycle/security-notice';
import { managedPerson, recordAction } from '../team/acting';
import { requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

const HOUR_MS = 60 * 60 * 1000;

export function registerPassRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.issueTemporaryPass, ({ headers, params, body }) => {
    const acting = managedPerson(store, api.issueTemporaryPass, headers, params.uuid);
    const { pass, expiresAt } = store.passes.issue(acting.person.uuid, { lifetimeMs: body.lifetimeHours * HOUR_MS, reusable: body.reusable });
    recordAction(store, acting, 'temporary-pass', headers);
    return { data: { pass, expiresAt: new Date(expiresAt).toISOString() } };
  });

  serve(router, api.revokeTemporaryPass, ({ headers, params }) => {
    const acting = managedPerson(store, api.revokeTemporaryPass, headers, params.uuid);
    store.passes.revokeFor(acting.person.uuid);
    recordAction(store, acting, 'cancel-pass', headers);
  });

  serve(router, api.completeSetUp, async ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    if (grant.setUp !== 'pending') throw fail(api.completeSetUp, 'NotSettingUp');
    if (body.passkey) {
      // A passkey of this sign-in's own making: one made before it proves nothing about now.
      const made = store.passkeys.forUser(user.uuid).some((c) => Date.parse(c.createdAt) >= grant.authenticatedAt - 1000);
      if (!made) throw fail(api.completeSetUp, 'SetUpIncomplete', 422);
    } else {
      if (store.secondFactorAsked(user) && !grant.mfa.mfaSetupDone) throw fail(api.completeSetUp, 'SetUpIncomplete', 422);
      const password = body.password ?? '';
      if (await store.isInPasswordHistory(user, password)) throw fail(api.completeSetUp, 'PasswordHistoryError', 400);
      const hash = await hashPassword(password);
      // Checked again after the hash: the set-up is done once.
      if (grant.setUp !== 'pending') throw fail(api.completeSetUp, 'NotSettingUp');
      store.applyPasswordHash(user, hash);
      sendSecurityNotice(store, user, 'password-changed');
    }
    grant.setUp = 'done';
    // The pass has served: set up, the person logs in their own way, and a pass seen later (a note on
    // the desk) would otherwise replace what they just chose. One that serves several sign-ins does
    // so until one of them is set up.
    store.passes.spendFor(user.uuid);
    return { data: { state: store.outcomeState(user, grant) } };
  });
}

// Password reset: requesting a link (which, for an account never activated, sends a new activation
// link instead) and applying a new password with the link's token.
import { api } from '../../lib/upstream/contract';
import { hashPassword } from '../crypto-utils';
import { fail, serve } from '../http/serve';
import { sendActivationMail, sendResetMail } from '../lifecycle/account-mail';
import { requireLiveToken, resolveMailTarget } from './account-requests';
import type { ApiDeps, ApiRouter } from './types';

/** SPEC §8: reset PATCH answers 410 TokenExpired and 409 TokenNotFound (declared). */
const tokenErrors = () => ({ expired: fail(api.applyReset, 'TokenExpired'), invalid: fail(api.applyReset, 'TokenNotFound') });

export function registerResetRoutes(router: ApiRouter, { store, config }: ApiDeps): void {
  // Unknown e-mails (and other tenants' users) get RESET and no mail: no account enumeration.
  // Disabled accounts get a reset mail like anyone: SPEC's account-disabled page offers a reset.
  serve(router, api.resetPassword, ({ params, body }) => {
    const target = resolveMailTarget(api.resetPassword, store, config, body);
    const user = store.findUserByEmail(target.tenant.tenant.code, params.email ?? '');
    if (user?.pendingActivation) {
      sendActivationMail(store, user, target);
      return { state: 'ACTIVATE' as const };
    }
    if (user) sendResetMail(store, user, target);
    return { state: 'RESET' as const };
  });

  serve(router, api.applyReset, async ({ body: request }) => {
    const errors = tokenErrors();
    const found = requireLiveToken(store, request.token, ['reset'], errors);
    const user = store.findUserByEmail(found.tenantCode, found.email);
    if (!user) throw errors.invalid;
    // The token stays usable: the user picks another password on the same page.
    if (await store.isInPasswordHistory(user, request.password)) throw fail(api.applyReset, 'PasswordHistory');
    const passwordHash = await hashPassword(request.password);
    // Hashing took a while: a concurrent request may have spent the token meanwhile.
    requireLiveToken(store, request.token, ['reset'], errors);
    store.accountTokens.consume(request.token);
    // A fresh 90-day password also ends PASSWORD_EXPIRED and lifts the sign-in lockout.
    store.applyPasswordHash(user, passwordHash);
  });
}

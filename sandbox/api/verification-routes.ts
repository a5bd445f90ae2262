// E-mail verification: a signed-in user asks for a link (Bearer upstream token), the link's token
// is checked on load, and the user confirms by typing the address the link was sent to.
import { api } from '../../lib/upstream/contract';
import { fail, serve } from '../http/serve';
import { sendVerificationMail } from '../lifecycle/account-mail';
import type { AccountToken } from '../lifecycle/account-tokens';
import type { Store } from '../store';
import { requireLiveToken, resolveMailTarget } from './account-requests';
import { bearerToken } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

/** SPEC §8: every verification-token failure, expired included, is 403 TokenInvalid. */
function requireVerificationToken(store: Store, value: string): AccountToken {
  const invalid = fail(api.validateEmailVerificationToken, 'TokenInvalid');
  return requireLiveToken(store, value, ['verification'], { expired: invalid, invalid });
}

export function registerVerificationRoutes(router: ApiRouter, { store, config }: ApiDeps): void {
  serve(router, api.sendVerification, ({ params, headers, body }) => {
    // Only the signed-in user may have a link sent, and only to their own address.
    const bearer = bearerToken(headers.authorization);
    const grant = bearer ? store.upstreamTokens.get(bearer) : undefined;
    const user = grant && store.users.get(grant.userUuid);
    if (!grant || !user || user.email !== (params.email ?? '').trim().toLowerCase()) throw fail(api.sendVerification, 'TokenInvalid');
    const target = resolveMailTarget(api.sendVerification, store, config, body);
    if (target.tenant.tenant.code !== user.tenantCode) throw fail(api.sendVerification, 'OriginNotAllowed', 400);
    sendVerificationMail(store, user, target);
  });

  serve(router, api.validateEmailVerificationToken, ({ body: { token } }) => {
    requireVerificationToken(store, token);
    return { valid: true as const };
  });

  serve(router, api.verifyEmail, ({ body: request }) => {
    const found = requireVerificationToken(store, request.token);
    const user = store.findUserByEmail(found.tenantCode, found.email);
    if (!user) throw fail(api.verifyEmail, 'TokenInvalid');
    // A typo leaves the token usable, so the user can try again from the same link.
    if (request.email.trim().toLowerCase() !== user.email) throw fail(api.verifyEmail, 'EmailInValid');
    store.accountTokens.consume(request.token);
    user.emailVerificationRequired = false;
    return { homepageUrl: `${config.demoUrl}/` };
  });
}

// What a signed-in user's upstream token is good for: authorising a redirect to the calling
// application, a device token, logging out; plus the demo app's look-up of the token it received.
import { isAllowedRedirectUri as isAllowedRedirect } from '../../lib/flows/redirect-uri';
import { api } from '../../lib/upstream/contract';
import { randomToken } from '../crypto-utils';
import { HttpError, json } from '../http/replies';
import { fail, serve } from '../http/serve';
import { bindPartnerIdentity } from './partner-identities';
import { isFinishedSignIn, requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

const APP_TOKEN_TTL_MS = 5 * 60 * 1000;
const DEVICE_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export function registerSessionRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.authorizeRedirect, ({ body: request }) => {
    const { grant, user } = requireSession(store, request.token);
    // A sign-in with a step outstanding (MFA, an expired password, an unverified e-mail) is not
    // authorised for any application, whatever the caller asks.
    if (!isFinishedSignIn(store, user, grant)) throw fail(api.authorizeRedirect, 'StepRequired');
    if (user.emailVerificationRequired) throw fail(api.authorizeRedirect, 'StepRequired');
    const tenant = store.findTenant(grant.tenantCode);
    if (!tenant || !isAllowedRedirect(request.redirectUri, tenant.tenant.redirectUris)) throw fail(api.authorizeRedirect, 'RedirectUriNotAllowed');
    const appToken = randomToken();
    store.appTokens.set(appToken, { userUuid: grant.userUuid, tenantCode: grant.tenantCode }, APP_TOKEN_TTL_MS);
    const redirectUrl = new URL(request.redirectUri);
    redirectUrl.searchParams.set('token', appToken);
    return { redirectUrl: redirectUrl.href };
  });

  // Idempotent: an unknown or already revoked token is already logged out.
  serve(router, api.logout, ({ body: request }) => {
    const ended = store.upstreamTokens.get(request.token);
    store.upstreamTokens.delete(request.token);
    // Issue 40: the same user's sign-in that replaced it in this browser takes on its browser's IdP
    // session and device token (a passkey's sign-in has no ID token to name them), so ending it ends them.
    const successor = request.successor ? store.upstreamTokens.get(request.successor) : undefined;
    if (ended && successor && successor.userUuid === ended.userUuid) {
      successor.idpSession ??= ended.idpSession;
      successor.deviceToken ??= ended.deviceToken;
    }
  });

  serve(router, api.checkToken, ({ body: request }) => {
    requireSession(store, request.token);
  });

  serve(router, api.userDeviceTokens, ({ body: request }) => {
    const { user, grant } = requireSession(store, request.token);
    const userDeviceToken = randomToken();
    // The token remembers whether MFA was verified in this sign-in: only then does it skip MFA later.
    store.deviceTokens.set(userDeviceToken, { userUuid: user.uuid, mfaVerifiedAt: grant.mfa.mfaVerifiedAt }, DEVICE_TOKEN_TTL_MS);
    // Issue 40: ending this sign-in from another browser ends its browser's device token too.
    grant.deviceToken = userDeviceToken;
    bindPartnerIdentity(store, grant.partnerIdentity, userDeviceToken);
    return { data: { userDeviceToken } };
  });

  // Sandbox only: the demo calling application redeems the token it was sent back with.
  router.get('/demo/token-info', ({ query }) => {
    const token = query.get('token') ?? '';
    // The application's token, or a partner token (the authx redirect): each redeemed once.
    const partner = token ? store.partnerTokens.take(token) : undefined;
    const grant = partner ?? (token ? store.appTokens.take(token) : undefined);
    const user = grant && store.users.get(grant.userUuid);
    if (!grant || !user) throw new HttpError(401, 'TokenInvalid');
    return json(200, { email: user.email, tenantCode: grant.tenantCode, userUuid: user.uuid, partnerCode: partner?.partnerCode ?? null });
  });
}

// Sign-in calls: authenticate, authorise the redirect, device token, logout. Answers are reshaped
// into Keycard's `Identity`.
import 'server-only';
import { MOBILE_DEVICE_ID_HEADER, REDIRECT_URI_HEADER, api, type AuthenticateRequest, type UserIdentity } from './contract';
import { upstream } from './index';

/** The signed-in user as the upstream describes them (SPEC §3's user identity). */
export type Identity = UserIdentity;

export async function authenticate(body: AuthenticateRequest, opts: { mobileDeviceId?: string } = {}): Promise<Identity> {
  const res = await upstream().call(api.authenticate, {
    body,
    headers: { [MOBILE_DEVICE_ID_HEADER]: opts.mobileDeviceId, [REDIRECT_URI_HEADER]: body.redirectUri },
  });
  return res.data;
}

export async function authorizeRedirect(token: string, redirectUri: string): Promise<string> {
  return (await upstream().call(api.authorizeRedirect, { body: { token, redirectUri } })).redirectUrl;
}

/** Throws the upstream's TokenInvalid when the token is no longer honoured (the route wrapper then clears the session). */
export async function checkToken(token: string): Promise<void> {
  await upstream().call(api.checkToken, { body: { token } });
}

export async function createUserDeviceToken(token: string): Promise<string> {
  return (await upstream().call(api.userDeviceTokens, { body: { token } })).data.userDeviceToken;
}

/** `successor`: the same user's sign-in that replaced this one in the same browser (issue 40). */
export async function logout(body: { token: string; tenantCode: string; redirectUri?: string; successor?: string }): Promise<void> {
  await upstream().call(api.logout, { body });
}

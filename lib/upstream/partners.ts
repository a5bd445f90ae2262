// Partner calls: single sign-on, the partner token route's code (authx) and the stored identity's
// revocation, the help link at the password stage, the partner token for the authx redirect.
import 'server-only';
import type { Identity } from './auth';
import { api, type SignInContext } from './contract';
import { upstream } from './index';

export async function getPartnerHelpLink(partnerCode: string, email: string, locale: string): Promise<string | null> {
  const res = await upstream().call(api.partnerHelpLink, {
    params: { partnerCode, email },
    headers: { 'accept-language': locale },
    deadlineMs: 1500,
    maxRetries: 2,
  });
  return res.url;
}

export function generatePartnerToken(partnerCode: string, token: string): Promise<{ token: string; tenantCode: string }> {
  return upstream().call(api.partnerToken, { params: { partnerCode }, body: { token } });
}

/** SPEC §7 "partner authenticate": a partner's SSO token for the host's tenant → the identity. */
export async function partnerSso(partnerCode: string, body: SignInContext & { token: string }): Promise<Identity> {
  return (await upstream().call(api.partnerSso, { params: { partnerCode }, body })).data;
}

/**
 * The partner token route's one-time code for a stored partner identity presented with this browser's
 * device token, bound to a PKCE challenge; the identity is spent, and its successor comes back.
 */
export function partnerAuthxCode(
  partnerCode: string,
  body: { token: string; tenantCode: string; codeChallenge: string; userDeviceToken?: string },
): Promise<{ code: string; tenantCode: string; identityToken: { tenantCode: string; token: string } }> {
  return upstream().call(api.partnerCode, { params: { partnerCode }, body });
}

/** Logout: the stored partner identity, and every successor of its sign-in, stop working. */
export async function revokePartnerIdentity(partnerCode: string, token: string): Promise<void> {
  await upstream().call(api.partnerIdentityRevoke, { params: { partnerCode }, body: { token } });
}

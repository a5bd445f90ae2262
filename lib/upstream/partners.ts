// Partner calls: single sign-on, the partner token route's code (authx), the help link at the
// password stage, the partner token for the authx redirect.
import 'server-only';
import type { Identity } from './auth';
import { api, type SignInContext } from './contract';
import { upstream } from './index';

export async function getPartnerHelpLink(partnerCode: string, email: string, locale: string, traceToken: string): Promise<string | null> {
  const res = await upstream().call(api.partnerHelpLink, {
    params: { partnerCode, email },
    traceToken,
    headers: { 'accept-language': locale },
    deadlineMs: 1500,
    maxRetries: 2,
  });
  return res.url;
}

export function generatePartnerToken(partnerCode: string, token: string, traceToken: string): Promise<{ token: string; tenantCode: string }> {
  return upstream().call(api.partnerToken, { params: { partnerCode }, body: { token }, traceToken });
}

/** SPEC §7 "partner authenticate": a partner's SSO token for the host's tenant → the identity. */
export async function partnerSso(partnerCode: string, body: SignInContext & { token: string }, traceToken: string): Promise<Identity> {
  return (await upstream().call(api.partnerSso, { params: { partnerCode }, body, traceToken })).data;
}

/** The partner token route's one-time code for a stored partner identity, bound to a PKCE challenge. */
export function partnerAuthxCode(
  partnerCode: string,
  body: { token: string; tenantCode: string; codeChallenge: string },
  traceToken: string,
): Promise<{ code: string; tenantCode: string }> {
  return upstream().call(api.partnerCode, { params: { partnerCode }, body, traceToken });
}

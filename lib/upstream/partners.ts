// Partner calls: the help link at the password stage, the partner token for the authx path.
import 'server-only';
import { api } from './contract';
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

// Partner calls: the help link at the password stage, the partner token for the authx path.
import 'server-only';
import { PartnerHelpLinkResponse, PartnerTokenResponse, paths } from './contract';
import { upstream } from './index';

export async function getPartnerHelpLink(partnerCode: string, email: string, locale: string, traceToken: string): Promise<string | null> {
  const res = await upstream().call({
    method: 'GET',
    path: paths.partnerHelpLink(partnerCode, email),
    response: PartnerHelpLinkResponse,
    traceToken,
    headers: { 'accept-language': locale },
    deadlineMs: 1500,
    maxRetries: 2,
  });
  return res.url;
}

export async function generatePartnerToken(partnerCode: string, token: string, traceToken: string) {
  return upstream().call({
    method: 'POST',
    path: paths.partnerToken(partnerCode),
    body: { token },
    response: PartnerTokenResponse,
    traceToken,
    idempotent: true,
  });
}

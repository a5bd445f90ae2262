// The partner app as the MFA device (SPEC §4 mobile flow): pair it, push a sign-in to it, follow a
// challenge, cancel one. Refusals stay typed UpstreamErrors (lib/mfa/mobile.ts reads them).
import 'server-only';
import { CLIENT_IP_HEADER, api, type MobileChallenge } from './contract';
import { upstream } from './index';

export async function registerMobile(token: string): Promise<MobileChallenge> {
  return (await upstream().call(api.registerMobile, { body: { token } })).data;
}

export async function startMobileChallenge(token: string, clientIp?: string): Promise<MobileChallenge> {
  return (await upstream().call(api.startMobileChallenge, { body: { token }, headers: { [CLIENT_IP_HEADER]: clientIp } })).data;
}

export async function getMobileChallenge(token: string, challengeId: string): Promise<MobileChallenge> {
  return (await upstream().call(api.getMobileChallenge, { params: { challengeId }, bearer: token })).data;
}

export function cancelMobileChallenge(token: string, challengeId: string): Promise<void> {
  return upstream().call(api.cancelMobileChallenge, { params: { challengeId }, body: { token } });
}

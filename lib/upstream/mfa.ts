// MFA calls (SPEC §7): register an authenticator app or a phone, send and check codes, the primary
// device, reset; and recovery codes (issue 25). Refusals stay typed UpstreamErrors; `lib/mfa/errors.ts` turns them into messages.
import 'server-only';
import {
  CLIENT_IP_HEADER,
  api,
  type Challenge,
  type DeliveryType,
  type Locale,
  type MfaMethod,
  type PhoneDelivery,
  type VerifyAnswer,
  providerOf,
} from './contract';
import { upstream } from './index';

/** The page a code is sent from, and the user's address (the upstream's limits count per user and address). */
type Sender = { origin: string; locale?: Locale; clientIp?: string };

export async function registerTotp(token: string, issuer: string): Promise<{ challengeId: string; secret: string; otpauthUri: string }> {
  return (await upstream().call(api.registerTotp, { body: { token, issuer } })).data;
}

export async function registerPhone(token: string, phone: { phoneNumber: string; deliveryType: PhoneDelivery }, from: Sender): Promise<Challenge> {
  const { clientIp, ...page } = from;
  return (await upstream().call(api.registerPhone, { body: { token, ...phone, ...page }, headers: { [CLIENT_IP_HEADER]: clientIp } })).data;
}

/** A code by text or voice: again for a pending registration (`challengeId`), else to the registered phone. */
export async function sendCode(token: string, o: { deliveryType: PhoneDelivery; challengeId?: string }, from: Sender): Promise<Challenge> {
  const { clientIp, ...page } = from;
  return (await upstream().call(api.sendCode, { body: { token, ...o, ...page }, headers: { [CLIENT_IP_HEADER]: clientIp } })).data;
}

export async function verifyCode(token: string, code: string, challengeId: string | undefined, clientIp?: string): Promise<VerifyAnswer> {
  return (await upstream().call(api.verifyCode, { body: { token, code, challengeId }, headers: { [CLIENT_IP_HEADER]: clientIp } })).data;
}

/** SPEC §4: only one primary device. Answers the primary device now and the sign-in's state. */
export async function makePrimary(token: string, deliveryType: DeliveryType): Promise<{ mfaMethod: MfaMethod; state: string }> {
  return (await upstream().call(api.updateProvider, { body: { token, provider: providerOf(deliveryType), deliveryType } })).data;
}

export function resetMfa(token: string): Promise<void> {
  return upstream().call(api.resetMfa, { body: { token } });
}

/** Issue 25: ten new recovery codes (they replace any earlier ones), to show the user once. */
export async function generateRecoveryCodes(token: string): Promise<string[]> {
  return (await upstream().call(api.generateRecoveryCodes, { body: { token } })).data.codes;
}

/** Spends one recovery code (canonical form) for this sign-in's MFA: the state now, and how many are left. */
export async function verifyRecoveryCode(token: string, code: string, clientIp?: string): Promise<{ state: string; remaining: number }> {
  return (await upstream().call(api.verifyRecoveryCode, { body: { token, code }, headers: { [CLIENT_IP_HEADER]: clientIp } })).data;
}

export async function countRecoveryCodes(token: string): Promise<number> {
  return (await upstream().call(api.countRecoveryCodes, { bearer: token })).data.remaining;
}

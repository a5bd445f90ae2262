// Sending a text or voice code and keeping what the code step needs in the ceremony cookie: the
// upstream's challenge id, where it went (two digits), and when the next may be sent. Used on
// arrival at verification (SPEC: the code is sent as the screen opens), for the phone registration
// and for resends. Every send counts against Keycard's own budget per (user, address) and per address,
// and against the tenant's SMS-pumping guard (send-guard.ts).
import 'server-only';
import { reserveMfa } from '../limits/mfa';
import { mfaCountedOf, type CountedContext } from '../limits/mfa-counted';
import { logger } from '../logger';
import { ceremony, type Ceremony } from '../session/ceremony';
import type { SetCookie } from '../session/seal';
import type { SessionData } from '../session/session';
import type { Challenge, Locale, PhoneDelivery } from '../upstream/contract';
import { sendCode } from '../upstream/mfa';
import type { Tenant } from '../upstream/tenants';
import type { FormErrors, Refusal } from '../validation/form-schema';
import { mfaRefusal, refusalStatus, retryInOf } from './errors';
import { reserveSend, type PhoneSend } from './send-guard';

export type MfaCeremony = Extract<Ceremony, { kind: 'mfa' }>;
/** Where a send comes from: the tenant and page, and the request's mode (the user's address: Keycard's and the upstream's limits count by it). */
export type SendContext = CountedContext & { tenant: Tenant; origin: string; locale: Locale };

type CeremonyFields = Omit<MfaCeremony, 'kind' | 'userUuid' | 'startedAt'>;

/** An MFA ceremony for this session's user, begun now. */
export function mfaCeremony(session: SessionData, fields: CeremonyFields): MfaCeremony {
  return { kind: 'mfa', userUuid: session.identity.uuid, startedAt: Date.now(), ...fields };
}

/** The ceremony for a code that went out (to `phoneNumber`, E.164, for a phone registration). */
export function codeCeremony(
  session: SessionData,
  purpose: MfaCeremony['purpose'],
  c: Challenge,
  phoneNumber?: string,
  channels?: PhoneDelivery[],
): Promise<SetCookie> {
  return ceremony.write(
    mfaCeremony(session, {
      purpose,
      deliveryType: c.deliveryType,
      challengeId: c.challengeId,
      phoneHint: c.phoneHint ?? undefined,
      resendAt: Date.now() + c.remainingSeconds * 1000,
      phoneNumber,
      channels,
    }),
  );
}

/**
 * A send's refusal is about the resend buttons, not the code field (a code already sent stays good):
 * its message is the `resend` error, with the provider's code in its detail; the countdown is the ceremony's.
 */
export type SendResult = { ok: true; cookies: SetCookie[] } | ({ ok: false; cookies: SetCookie[]; status: 422 | 429 } & Refusal);

/**
 * Sends a code by text or voice: for a registration in progress (`pending`), again to its number;
 * otherwise to the registered phone. A refusal keeps the code in progress (its challenge stays good)
 * and carries SPEC §8's message, the provider code and the countdown.
 */
export async function sendPhoneCode(session: SessionData, deliveryType: PhoneDelivery, pending: MfaCeremony | null, ctx: SendContext): Promise<SendResult> {
  const purpose = pending?.purpose ?? 'verify';
  const who = await mfaCountedOf(session, ctx);
  const refuse = async (refused: Refusal): Promise<SendResult> => {
    const retryIn = retryInOf(refused.detail);
    // The countdown is kept for the page (with no code in progress, a verification's bare countdown).
    const base = pending ?? mfaCeremony(session, { purpose, deliveryType });
    const cookies = retryIn ? [await ceremony.write({ ...base, resendAt: Date.now() + retryIn * 1000 })] : [];
    const providerCode = refused.detail?.providerCode;
    const errors = { resend: refused.errors.form ?? refused.errors.code ?? 'generic' } as const;
    return { ok: false, errors, ...(providerCode ? { detail: { providerCode } } : {}), cookies, status: refusalStatus(refused) };
  };
  // A registration's resend goes to the number it holds; a verification's to a phone known by its hint only.
  const registered = purpose === 'register' ? pending?.phoneNumber : undefined;
  // Security review M3: a number being registered takes only the channels it can (a text to a mobile,
  // a call to a mobile or a landline), at the first send and at every resend alike.
  if (registered && !(pending?.channels ?? []).includes(deliveryType))
    return refuse({ errors: { form: deliveryType === 'sms' ? 'notAMobile' : 'invalidPhoneNumber' } });
  const send: PhoneSend = { tenant: ctx.tenant, to: registered ? { e164: registered } : { userUuid: who.userUuid, deliveryType, address: who.address } };
  const guard = await reserveSend(send);
  if ('refused' in guard) return refuse(guard.refused);
  const limited = await reserveMfa('mfaSends', who);
  if ('refused' in limited) {
    await guard.settle(false);
    return refuse(limited.refused);
  }
  try {
    const challenge = await sendCode(
      session.token,
      { deliveryType, challengeId: purpose === 'register' ? pending?.challengeId : undefined },
      { origin: ctx.origin, locale: ctx.locale, clientIp: who.address },
    );
    await Promise.all([guard.settle(true), limited.settle('counts')]);
    return { ok: true, cookies: [await codeCeremony(session, purpose, challenge, registered, pending?.channels)] };
  } catch (err) {
    await Promise.all([guard.settle(false), limited.settle('void')]);
    const refused = mfaRefusal(err);
    if (!refused) throw err;
    return refuse(refused);
  }
}

/** Is `path` (the step a sign-in is at) the verification of the registered device? */
export function isVerifyingAt(session: SessionData, path: string): boolean {
  return path === '/mfa/verification' || (path === '/mfa' && session.identity.state === 'MFA_VERIFICATION_REQUIRED');
}

/**
 * SPEC §2: arriving at verification by text or voice sends the code at once. `path` is the step the
 * sign-in is at (the MFA screen or SPEC's /mfa/verification). A refusal (sent too often, the number
 * blocked, …) goes to that page as its message, with the buttons to try again.
 */
export async function codeOnArrival(session: SessionData, path: string, ctx: SendContext): Promise<{ cookies: SetCookie[]; refused?: Refusal }> {
  const method = session.identity.mfaMethod;
  if (!isVerifyingAt(session, path) || (method?.deliveryType !== 'sms' && method?.deliveryType !== 'voice')) return { cookies: [] };
  try {
    const sent = await sendPhoneCode(session, method.deliveryType, null, ctx);
    if (sent.ok) return { cookies: sent.cookies };
    return { cookies: sent.cookies, refused: { errors: arrivalErrors(sent.errors), detail: sent.detail } };
  } catch (err) {
    // The page offers to send one: a failure here must not stop the sign-in.
    logger.warn({ err: String(err) }, 'could not send the MFA code on arrival');
    return { cookies: [], refused: { errors: { resend: 'generic' } } };
  }
}

/**
 * A send refused on arrival for its countdown (a sign-in again within the resend wait, or past the
 * sends a window allows) is no failure to report: the page says a code went out recently and when
 * another may (design review: not "Too many requests" as the page opens).
 */
export function arrivalErrors(errors: FormErrors): FormErrors {
  return errors.resend === 'rateLimited' ? { ...errors, resend: 'sentRecently' } : errors;
}

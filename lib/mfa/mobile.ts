// The partner app in a sign-in (SPEC §4 mobile flow): beginning a pairing or a sign-in request, and
// keeping its challenge id in the ceremony cookie (bound to the user, like a code in progress); what
// a page needs of it now. The handlers and pages use these; the screens are lib/mfa/mobile-screen.ts.
import 'server-only';
import { ceremony } from '../session/ceremony';
import type { SetCookie } from '../session/seal';
import type { SessionData } from '../session/session';
import type { MobileChallenge } from '../upstream/contract';
import { isUpstreamError } from '../upstream/errors';
import { getMobileChallenge, registerMobile, startMobileChallenge } from '../upstream/mobile';
import type { Refusal } from '../validation/form-schema';
import { logger } from '../logger';
import { isVerifyingAt, mfaCeremony, type MfaCeremony } from './codes';
import { mfaRefusal, refusalStatus } from './errors';

/** The partner-app challenge in progress, if the ceremony is one (for this user: openCeremony checks). */
export function mobilePending(pending: MfaCeremony | null): (MfaCeremony & { challengeId: string }) | null {
  return pending?.deliveryType === 'mobile-app' && pending.challengeId ? (pending as MfaCeremony & { challengeId: string }) : null;
}

export type StartResult = { ok: true; cookies: SetCookie[] } | ({ ok: false; status: 422 | 429 } & Refusal);

/**
 * Pairs the app (a registration) or pushes a sign-in request to it (a verification). A refusal (sent
 * too often) carries SPEC's rate-limit countdown for the page; anything else is the route's to handle.
 */
export async function startMobile(session: SessionData, purpose: MfaCeremony['purpose'], clientIp?: string): Promise<StartResult> {
  try {
    const challenge = purpose === 'register' ? await registerMobile(session.token) : await startMobileChallenge(session.token, clientIp);
    const state = mfaCeremony(session, { purpose, deliveryType: 'mobile-app', challengeId: challenge.challengeId });
    return { ok: true, cookies: [await ceremony.write(state)] };
  } catch (err) {
    const refused = mfaRefusal(err);
    if (!refused) throw err;
    return { ok: false, ...refused, status: refusalStatus(refused) };
  }
}

/** The challenge now, or null when the upstream no longer knows it (forgotten, someone else's). */
export async function readChallenge(session: SessionData, challengeId: string): Promise<MobileChallenge | null> {
  try {
    return await getMobileChallenge(session.token, challengeId);
  } catch (err) {
    if (isUpstreamError(err, 'ChallengeNotFound')) return null;
    throw err;
  }
}

/**
 * Arriving at verification with the partner app as the device sends the request at once, as a code
 * is sent on arrival. A refusal (sent too often) goes to the page as its message, with the countdown.
 */
export async function mobileOnArrival(session: SessionData, path: string, clientIp?: string): Promise<{ cookies: SetCookie[]; refused?: Refusal }> {
  if (!isVerifyingAt(session, path) || session.identity.mfaMethod?.deliveryType !== 'mobile-app') return { cookies: [] };
  try {
    const started = await startMobile(session, 'verify', clientIp);
    return started.ok ? { cookies: started.cookies } : { cookies: [], refused: { errors: started.errors, detail: started.detail } };
  } catch (err) {
    // The page offers to send one: a failure here must not stop the sign-in.
    logger.warn({ err: String(err) }, 'could not ask the partner app on arrival');
    return { cookies: [] };
  }
}

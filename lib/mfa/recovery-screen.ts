// New recovery codes on their way to the user (issue 25): made right after a registration's code
// proved the new device, held in a sealed ten-minute cookie of their own (never in a URL, never in the
// 4 KB session), shown on /mfa/recovery-codes and in its download, and gone once the user says they
// saved them. They are never shown again: the upstream keeps only their hashes.
import 'server-only';
import { z } from 'zod';
import { routeToPath, sessionStep } from '../flows/next-step';
import { logger } from '../logger';
import { gateInputOf } from '../session/page-guard';
import { sealedCookie, type SetCookie } from '../session/seal';
import type { SessionData } from '../session/session';
import { RecoveryCode } from '../upstream/contract';
import { generateRecoveryCodes } from '../upstream/mfa';
import { RECOVERY_CODE_COUNT } from './recovery-codes';
import { SETUP_METHODS, type SetupMethod } from './screen';

const Pending = z.object({
  userUuid: z.string().max(64),
  /** The sign-in that made them (issue 36): shown to it alone. */
  sid: z.string().max(32),
  codes: z.array(RecoveryCode).length(RECOVERY_CODE_COUNT),
  /** The method just registered: its success step follows the codes (none for new codes asked for later). */
  method: z.enum(SETUP_METHODS).optional(),
});
export type PendingRecoveryCodes = z.infer<typeof Pending>;

export const recoveryCodesCookie = sealedCookie('recoveryCodes', Pending);

/** Where the codes are shown. */
export const RECOVERY_CODES_PATH = '/mfa/recovery-codes';
/** Where a code is entered in place of the device's (the MFA verification's "Try another way"). */
export const RECOVERY_PATH = '/mfa/recovery';
/** Where the user hears how many codes are left after spending one. */
export const RECOVERY_LEFT_PATH = '/mfa/recovery/left';

/**
 * "Get new codes" after a recovery code left few: made only by the sign-in that just proved itself
 * with a code (a browser trusted by its device token, which skipped MFA, cannot replace them).
 */
export const recoveryOfferCookie = sealedCookie('recoveryOffer', z.object({ userUuid: z.string().max(64), sid: z.string().max(32) }));

/** Whether this sign-in may take "Get new codes" now. */
export async function mayRenewRecoveryCodes(value: string | undefined, session: SessionData): Promise<boolean> {
  const offer = await recoveryOfferCookie.read(value);
  return !!offer && isThisSignIn(offer, session);
}

/** The new codes of this session's user, if a registration made them in the last ten minutes and they are not yet saved. */
export async function pendingRecoveryCodes(value: string | undefined, session: SessionData): Promise<PendingRecoveryCodes | null> {
  const found = await recoveryCodesCookie.read(value);
  return found && isThisSignIn(found, session) ? found : null;
}

/** Whether what a cookie holds was made by this very sign-in (a session sealed before sign-ins had ids has none: nothing is). */
function isThisSignIn(made: { userUuid: string; sid: string }, session: SessionData): boolean {
  return made.userUuid === session.identity.uuid && session.sid !== undefined && made.sid === session.sid;
}

/**
 * Codes for a user whose new device was just proved. When the upstream cannot make them now, the
 * registration still stands (the codes can be made later from the security page): undefined, logged.
 */
export async function newRecoveryCodesCookie(session: SessionData, method: SetupMethod | undefined): Promise<SetCookie | undefined> {
  try {
    const codes = await generateRecoveryCodes(session.token);
    return await recoveryCodesCookie.write({ userUuid: session.identity.uuid, sid: session.sid ?? '', codes, method });
  } catch (err) {
    logger.warn({ err: String(err) }, 'no recovery codes after the registration this time');
    return undefined;
  }
}

/** The MFA verification steps a recovery code can stand in for. */
const VERIFICATION_STEPS = new Set(['/mfa', '/mfa/verification']);

/**
 * Whether a recovery code may stand in for the second factor now ('here'), else where the session
 * belongs: at a verification step (a sign-in's, or SPEC's for-mfa-verification), for a user with a
 * registered device, and at /mfa only where the sign-in asks for that device (not a setup the state
 * asks for). The form's page and its handler both ask this.
 */
export function recoveryCodeStep(session: SessionData): 'here' | string {
  const step = sessionStep(gateInputOf(session));
  if (step === 'ok') return '/authorize';
  if (!VERIFICATION_STEPS.has(step.path) || !session.identity.mfaMethod) return routeToPath(step);
  if (step.path === '/mfa' && session.identity.state !== 'MFA_VERIFICATION_REQUIRED') return '/mfa';
  return 'here';
}

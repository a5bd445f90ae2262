// What the partner-app pages show for a challenge's state (SPEC §2 partner-app screens, §4 mobile
// events and failure reasons): SPEC's events × reasons → one screen. Pure; one table-driven test.
// The browser's event stream, the page without JavaScript and the finish handler all read it.
import type { MobileChallenge, MobileFlow } from '../upstream/contract';

/** What the state machine needs of a challenge (the upstream's answer, or a refused start). */
export type MobileStatus = Pick<MobileChallenge, 'flow' | 'step' | 'event' | 'reason'>;

/** The authentication failures a user can retry, and the one they cannot (SPEC §8 partner-app messages). */
export type MobileFailureScreen = 'failed' | 'timeout' | 'rate-limited' | 'rejected' | 'cancelled';

export type MobileScreen =
  /** A setup waiting for the app to scan the page's code. */
  | { screen: 'waiting-connection' }
  /** The number is up: pick it in the app. */
  | { screen: 'number' }
  | { screen: 'success' }
  /** The app's back button in a setup: back to the choice of methods, the app still chosen, saying why. */
  | { screen: 'back' }
  | { screen: 'failed'; reason: MobileFailureScreen; retry: boolean }
  /** SPEC's mobile-app setup error: log out and sign in again. */
  | { screen: 'setup-error'; reason: 'timeout' | 'failed' };

/** The status a refused start (sent too often) stands for: SPEC's RATE_LIMITED failure. */
export function rateLimitedStatus(flow: MobileFlow): MobileStatus {
  return { flow, step: 'finished', event: 'MFA_MOBILE_VERIFICATION_FAILED', reason: 'RATE_LIMITED' };
}

export function mobileScreen(s: MobileStatus): MobileScreen {
  const setup = s.flow === 'setupMasterDevice';
  switch (s.event) {
    case null:
      if (s.step === 'waitingForConnection') return { screen: 'waiting-connection' };
      if (s.step === 'numberChallenge') return { screen: 'number' };
      // Finished without an event: nothing to wait for; a new request is the way on.
      return failed('failed');
    case 'MFA_VERIFICATION_SUCCESS':
      return { screen: 'success' };
    case 'MFA_BACK_EVENT':
      // Cancelled on the phone. A sign-in has no other method to go back to: it may ask the app again.
      return setup ? { screen: 'back' } : failed('cancelled');
    case 'MFA_MOBILE_VERIFICATION_FAILED':
      return failure(s.reason, setup);
  }
}

function failure(reason: string | null, setup: boolean): MobileScreen {
  switch (reason) {
    case 'SETUP_TIMEOUT_FAILED':
      return { screen: 'setup-error', reason: 'timeout' };
    case 'SETUP_FAILED':
      return { screen: 'setup-error', reason: 'failed' };
    case 'TIMEOUT':
      return setup ? { screen: 'setup-error', reason: 'timeout' } : failed('timeout');
    case 'REJECTED':
      // Refused in the app: only the user's organisation can say why (contact support).
      return setup ? { screen: 'setup-error', reason: 'failed' } : { screen: 'failed', reason: 'rejected', retry: false };
    case 'RATE_LIMITED':
      return failed('rate-limited');
    default:
      // FAILED (a wrong number), and any reason this version does not know.
      return failed('failed');
  }
}

const failed = (reason: Exclude<MobileFailureScreen, 'rejected'>): MobileScreen => ({ screen: 'failed', reason, retry: true });

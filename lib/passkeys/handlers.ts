// What the passkey route handlers share: whether a session may run a ceremony here, the answer for
// a ceremony whose challenge is gone, and SPEC §8's failures as JSON for the page's script.
import 'server-only';
import { isRecent, SECURITY_PATH } from '../account/security';
import { json, type Outcome } from '../http/route';
import { routeToPath, sessionStep, SET_UP_PATH } from '../flows/next-step';
import { gateInputOf } from '../session/page-guard';
import { ceremony } from '../session/ceremony';
import type { SessionData } from '../session/session';
import { errorPagePath, isUpstreamError } from '../upstream/errors';
import type { SetCookie } from '../session/seal';
import { hostedLoginPath } from './pages';
import type { PasskeySignals } from './signals';

/**
 * Enrolment and step-up need a finished sign-in (or one at this very step): else where it belongs.
 * The security page (issue 25) adds passkeys by enrolment's ceremony, and confirms it is the user by
 * the step-up's.
 */
export function passkeyStepOf(session: SessionData | null, path: '/passkey-enrollment' | '/passkey-step-up'): 'here' | string {
  if (!session) return '/';
  const step = sessionStep(gateInputOf(session));
  const at = (p: string) => step !== 'ok' && step.path === p;
  // The security page's own passkeys, and issue 38's set-up after a temporary pass, make theirs here too.
  return step === 'ok' || at(path) || at(SECURITY_PATH) || (path === '/passkey-enrollment' && at(SET_UP_PATH)) ? 'here' : routeToPath(step);
}

/** The challenge is spent or older than five minutes: the page offers to try again. */
export const ceremonyExpired = (): Outcome => ({ response: json({ ok: false, errors: { form: 'passkeyExpired' } }, 422, [ceremony.clear()]) });

/**
 * An upstream refusal of a passkey: SPEC §8 sends it to the unknown-error page with its code. An
 * unknown credential says so, so the page can tell the browser to stop offering it first.
 */
export function passkeyRefused(err: unknown): Outcome | undefined {
  if (!isUpstreamError(err) || err.isNetwork || err.code === 'TokenInvalid') return undefined;
  const next = errorPagePath(err);
  const form = err.code === 'UnknownCredential' ? 'unknownCredential' : 'passkeyRefused';
  return { response: json({ ok: false, errors: { form }, next }, err.status && err.status < 500 ? err.status : 502, [ceremony.clear()]) };
}

/** A passkey ceremony that went through: on to `next`, with what the page tells the browser about the user's passkeys. */
export const withSignals = (done: { next: string; cookies?: SetCookie[] }, signals: PasskeySignals): Outcome => ({
  response: json({ ok: true, next: done.next, signals }, 200, done.cookies),
});

/**
 * Issue 25: a new passkey needs a recent sign-in (not for the upgrade right after a password sign-in,
 * which has one by its own rule). Without one, where the enrolment goes first: the security page (which
 * asks the user to confirm it is them), or the IdP's own login that returns to enrolment.
 */
export function enrolmentNeedsSignIn(session: SessionData, o: { security?: boolean; redirectUri?: string } = {}): string | undefined {
  // A partner's (authx) users sign in through their partner, never at the IdP's own login: their
  // sign-in there is their credential, so it must be as recent as anyone's (security review L3: not a
  // session cookie ten hours old).
  const recent = session.identity.provider === 'authx' ? isRecent({ authAt: session.authAt ?? session.createdAt }) : isRecent(session);
  if (recent) return undefined;
  if (o.security ?? session.flow.purpose === 'account-security') return SECURITY_PATH;
  return hostedLoginPath('enrol', { redirectUri: o.redirectUri ?? session.flow.passkeyRedirectUri });
}

// What the passkey route handlers share: whether a session may run a ceremony here, the answer for
// a ceremony whose challenge is gone, and SPEC §8's failures as JSON for the page's script.
import 'server-only';
import { SECURITY_PATH } from '../account/security';
import { json, type Outcome } from '../http/route';
import { routeToPath, sessionStep } from '../flows/next-step';
import { gateInputOf } from '../session/page-guard';
import { ceremony } from '../session/ceremony';
import type { SessionData } from '../session/session';
import { errorPagePath, isUpstreamError } from '../upstream/errors';
import type { SetCookie } from '../session/seal';
import type { PasskeySignals } from './signals';

/**
 * Enrolment and step-up need a finished sign-in (or one at this very step): else where it belongs.
 * The security page (issue 25) adds passkeys by enrolment's ceremony.
 */
export function passkeyStepOf(session: SessionData | null, path: '/passkey-enrollment' | '/passkey-step-up'): 'here' | string {
  if (!session) return '/';
  const step = sessionStep(gateInputOf(session));
  const at = (p: string) => step !== 'ok' && step.path === p;
  return step === 'ok' || at(path) || (path === '/passkey-enrollment' && at(SECURITY_PATH)) ? 'here' : routeToPath(step);
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

// SPEC §4's decision table: where a finished code exchange goes next. Pure; one table-driven test.
import { OWN_PAGES, type Purpose } from './purposes';

export type NextStepInput = {
  /** The outcome state the upstream answered (any string: unknown states go to the error page). */
  state: string;
  purpose?: Purpose;
  /** True when the sign-in started without a redirect URI (SPEC §4). */
  applyMfa: boolean;
  /** SPEC's passkey `state` (not the OIDC state), carried to the step-up screen. */
  passkeyState?: string;
  /** Issue 39: where on the manager's page its re-authentication returns. */
  teamPath?: string;
};

export type Route = { path: string; query?: Record<string, string> };

/** Issue 38: where a temporary pass's sign-in sets up how the person will log in from now on. */
export const SET_UP_PATH = '/account/set-up';

export function nextStepAfterAuthenticate(i: NextStepInput): Route {
  switch (i.state) {
    case 'MFA_REGISTRATION_RECOMMENDED':
      return i.applyMfa ? { path: '/mfa' } : { path: '/authenticated' };
    case 'MFA_REGISTRATION_REQUIRED':
    case 'MFA_VERIFICATION_REQUIRED':
      return { path: '/mfa' };
    case 'AUTHENTICATED':
      return afterAuthenticated(i);
    case 'PASSWORD_EXPIRED':
      return { path: '/error/password-expired' };
    // Issue 38: a temporary pass's sign-in sets up how the person will sign in before anything else.
    case 'SIGN_IN_SET_UP_REQUIRED':
      return { path: SET_UP_PATH };
    default:
      return { path: '/error' };
  }
}

function afterAuthenticated(i: NextStepInput): Route {
  switch (i.purpose) {
    case 'for-mfa-reset':
      return { path: '/mfa/reset' };
    case 'for-mfa-verification':
      return { path: '/mfa/verification' };
    case 'passkey-registration':
    case 'passkey-enrollment':
      return { path: '/passkey-enrollment' };
    case 'passkey-step-up-authentication':
    case 'passkey-step-up-success':
      return { path: '/passkey-step-up', query: i.passkeyState ? { state: i.passkeyState } : {} };
    case 'account-security':
      return { path: OWN_PAGES['account-security'] };
    case 'team':
      return { path: i.teamPath ?? OWN_PAGES.team };
    default:
      return { path: '/authenticated' };
  }
}

export function routeToPath(r: Route): string {
  const q = new URLSearchParams(r.query ?? {}).toString();
  return q ? `${r.path}?${q}` : r.path;
}

/** SPEC §8: this IdP error_description is shown to the user as the error page's message. */
export const RISK_ASSESSMENT_DESCRIPTION = 'access denied due to risk assessment scores';

/** SPEC §4's Authenticated page. */
export type AuthenticatedInput = {
  hasIdentity: boolean;
  emailVerificationRequired?: boolean;
  passwordExpiryInDays?: number | null;
  passwordChangeWarningInDays?: number | null;
  provider?: 'auth0' | 'authx';
  /** Set once the user chose "later" on the password-will-expire page. */
  passwordWarningSkipped?: boolean;
};

export type AuthenticatedStep = 'root' | 'verify-email' | 'password-will-expire' | 'partner-token' | 'authorize';

export function authenticatedStep(i: AuthenticatedInput): AuthenticatedStep {
  if (!i.hasIdentity) return 'root';
  if (i.emailVerificationRequired) return 'verify-email';
  if (!i.passwordWarningSkipped && isPasswordExpiryWarned(i.passwordExpiryInDays, i.passwordChangeWarningInDays)) {
    return 'password-will-expire';
  }
  if (i.provider === 'authx') return 'partner-token';
  return 'authorize';
}

/** SPEC §9: the warning shows when the days left are at or below the user's threshold. */
export function isPasswordExpiryWarned(days: number | null | undefined, warningDays: number | null | undefined): boolean {
  return typeof days === 'number' && typeof warningDays === 'number' && days >= 0 && days <= warningDays;
}

/** What the authorisation gate needs to know of a session. */
export type GateInput = AuthenticatedInput & { state: string; purpose?: Purpose; applyMfa?: boolean; passkeyState?: string; teamPath?: string };

/**
 * Where a session is in its sign-in, by SPEC §4's two tables together: a step still to take (MFA,
 * the expired password, the verification prompt, the expiry warning, a purpose's screen), or 'ok'
 * when it may go back to the calling application. /authorize, /authenticate and the page guards all
 * ask this, so none can skip a step.
 */
export function sessionStep(s: GateInput): 'ok' | Route {
  const first = nextStepAfterAuthenticate({
    state: s.state,
    purpose: s.purpose,
    applyMfa: s.applyMfa ?? false,
    passkeyState: s.passkeyState,
    teamPath: s.teamPath,
  });
  // Keycard's own pages (the security page, the manager's page) come after the verification prompt,
  // which SPEC §4 makes a gate (no "continue"): a purpose must not be a way round it.
  const ownPage = s.purpose === 'account-security' || s.purpose === 'team';
  if (ownPage && s.state === 'AUTHENTICATED' && s.emailVerificationRequired) return { path: '/authenticated' };
  if (first.path !== '/authenticated') return first;
  switch (authenticatedStep({ ...s, hasIdentity: true })) {
    case 'verify-email':
      return { path: '/authenticated' };
    case 'password-will-expire':
      return { path: '/error/password-will-expire', query: { passwordExpiryInDays: String(s.passwordExpiryInDays ?? 0) } };
    default:
      return 'ok';
  }
}

/**
 * The authorisation gate: only a finished sign-in goes back to the calling application: none with
 * MFA, a password, a purpose's screen (an MFA reset, say) or the Authenticated page's own steps
 * outstanding. Those last two (the verification prompt, the expiry warning) show through /authenticated.
 */
export function authorizeGate(s: GateInput): 'ok' | Route {
  const step = sessionStep(s);
  if (step === 'ok') return 'ok';
  return step.path === '/error/password-will-expire' ? { path: '/authenticated' } : step;
}

/** A sign-in the user has finished: no MFA, password or other step outstanding. */
export function isSignInComplete(s: { state: string; applyMfa?: boolean }): boolean {
  return s.state === 'AUTHENTICATED' || (s.state === 'MFA_REGISTRATION_RECOMMENDED' && !s.applyMfa);
}

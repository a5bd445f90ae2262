// Sign-ins without a credential (DESIGN §3.1): a silent try (prompt=none) and SPEC §4's partner token
// route. Pure, so the rules have tests; every route that starts one asks `allowsUnattendedSignIn`.
import type { FlowParams } from '../flows/flow-state';
import type { LoginQuery } from '../flows/login-params';
import { demandsPresence, type Purpose } from '../flows/purposes';

export type SilentInput = {
  query: LoginQuery;
  /** This browser signed in here before (the sealed `__Host-sso-hint` cookie names as whom). */
  signedInBefore: boolean;
  /** Authorisation just failed, or the form has an error to show: go to the form (no loop, no lost message). */
  skipSilent: boolean;
  stage: 'email' | 'password';
  /** Issue 26: a shared computer (or one its last user said was shared): the next person gets the form. */
  sharedComputer: boolean;
};

/**
 * The one rule for a sign-in that presents no credential, whichever route starts it: never for a
 * purpose that asks for presence (a re-authentication, a passkey step-up, the MFA reset), an
 * invitation, a login hint or a new session the calling application asked for.
 */
export function allowsUnattendedSignIn(flow: FlowParams): boolean {
  if (flow.newSession || flow.iid || flow.email) return false;
  return !demandsPresence(flow.purpose);
}

/** Whether /login should first try a sign-in without the form. */
export function shouldTrySilentSignIn({ query, signedInBefore, skipSilent, stage, sharedComputer }: SilentInput): boolean {
  if (!signedInBefore || sharedComputer || skipSilent || stage !== 'email') return false;
  if (query.loggedOut || query.resetPassword || query.activateSuccess) return false;
  return allowsUnattendedSignIn(query);
}

/**
 * The callback's side of the rule: an attempt that presented no credential can never finish a
 * purpose that asks for presence, even if one reached its transaction.
 */
export function mayFinishAttempt(tx: { unattended?: true; flow: { purpose?: Purpose } }): boolean {
  return !(tx.unattended && demandsPresence(tx.flow.purpose));
}

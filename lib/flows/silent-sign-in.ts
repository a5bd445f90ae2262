// Whether /login should first try a silent sign-in (DESIGN §3.1). Pure, so the rule has a test.
import type { LoginQuery } from './login-params';
import { forbidsSilentSignIn } from './purposes';

export type SilentInput = {
  query: LoginQuery;
  /** This browser signed in here before (the sealed `__Host-sso-hint` cookie names as whom). */
  signedInBefore: boolean;
  /** Authorisation just failed, or the form has an error to show: go to the form (no loop, no lost message). */
  skipSilent: boolean;
  stage: 'email' | 'password';
};

export function shouldTrySilentSignIn({ query, signedInBefore, skipSilent, stage }: SilentInput): boolean {
  if (!signedInBefore || skipSilent || stage !== 'email') return false;
  if (query.newSession || query.loggedOut || query.iid || query.email) return false;
  if (query.resetPassword || query.activateSuccess) return false;
  return !forbidsSilentSignIn(query.purpose);
}

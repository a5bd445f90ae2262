// Whether /login should first try a silent sign-in (DESIGN §3.1). Pure, so the rule has a test.
import type { LoginQuery } from './login-params';
import { forbidsSilentSignIn } from './purposes';

export type SilentInput = {
  query: LoginQuery;
  /** This browser signed in here before (the `__Host-sso-hint` cookie). */
  signedInBefore: boolean;
  /** Authorisation just failed: go to the form, or Root → login → silent → authorize would loop. */
  skipSilent: boolean;
  stage: 'email' | 'password';
};

export function shouldTrySilentSignIn({ query, signedInBefore, skipSilent, stage }: SilentInput): boolean {
  if (!signedInBefore || skipSilent || stage !== 'email') return false;
  if (query.newSession || query.loggedOut || query.iid || query.email || query.error) return false;
  if (query.resetPassword || query.activateSuccess) return false;
  return !forbidsSilentSignIn(query.purpose);
}

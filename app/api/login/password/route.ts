// POST /api/login/password: credentials to the IdP's credential endpoint for a login ticket, then the
// browser goes to the IdP's authorize URL with it (DESIGN §3.2). The password goes nowhere else.
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { signInWithPassword } from '@/lib/sign-in/with-password';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { CREDENTIAL_WAIT_MESSAGES, PasswordStageForm } from '@/lib/validation/login';

export const POST = route({
  body: PasswordStageForm,
  // A bad e-mail can only be fixed at the e-mail stage; anything else shows on the password stage.
  formPage: (fields, errors) => withQuery(errors.email ? '/login/email' : '/login/password', flowQuery(parseFlowParams(fields))),
  async handle({ body: { email, password }, fields, tenant, request, origin, traceToken, mode, knownAccounts }) {
    const signedIn = await signInWithPassword(tenant, parseFlowParams(fields), { email, password }, { request, origin, traceToken, mode, knownAccounts });
    if (signedIn.ok) return { next: signedIn.url, cookies: signedIn.cookies };
    logger.info({ reason: signedIn.reason }, 'credentials refused');
    // SPEC §8: too_many_attempts and password_leaked → account disabled; no response → the network
    // message; anything else → "Invalid e-mail or password". Keycard's own limits: 429, saying which
    // wait applies and how long it is (issue 26).
    if (signedIn.reason === 'account-disabled') return { next: '/error/account-disabled' };
    if (signedIn.reason === 'rate-limited')
      return { errors: { form: CREDENTIAL_WAIT_MESSAGES[signedIn.wait.limit] }, detail: { retryIn: signedIn.wait.retryIn }, status: 429 };
    return { errors: { form: signedIn.reason === 'network' ? 'network' : 'invalidCredentials' } };
  },
});

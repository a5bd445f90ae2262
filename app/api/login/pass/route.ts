// POST /api/login/pass: issue 38's temporary pass in the password's place, to the IdP's credential
// endpoint (its pass realm) for a login ticket, then the IdP's authorize URL with it. Counted by
// Keycard's budgets as a password is. A pass that was the account's but no longer works says which
// (used, expired, cancelled); anything else is one answer that never tells whether the account exists.
import { readCode } from '@/lib/badges/codes';
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { signInWithPassword } from '@/lib/sign-in/with-password';
import { PassStageForm } from '@/lib/validation/badges';
import { CREDENTIAL_WAIT_MESSAGES } from '@/lib/validation/login';

const SPENT = { 'pass-used': 'passUsed', 'pass-expired': 'passExpired', 'pass-revoked': 'passRevoked' } as const;

export const POST = route({
  body: PassStageForm,
  formPage: (fields, errors) => withQuery(errors.email ? '/login/email' : '/login/pass', flowQuery(parseFlowParams(fields))),
  async handle({ body: { email, pass }, fields, tenant, request, origin, traceToken, mode, knownAccounts }) {
    const code = readCode('pass', pass) ?? '';
    const signedIn = await signInWithPassword(
      tenant,
      parseFlowParams(fields),
      { email, password: code, pass: true },
      { request, origin, traceToken, mode, knownAccounts },
    );
    if (signedIn.ok) return { next: signedIn.url, cookies: signedIn.cookies };
    logger.info({ reason: signedIn.reason }, 'temporary pass refused');
    if (signedIn.reason === 'account-disabled') return { next: '/error/account-disabled' };
    if (signedIn.reason === 'rate-limited')
      return { errors: { form: CREDENTIAL_WAIT_MESSAGES[signedIn.wait.limit] }, detail: { retryIn: signedIn.wait.retryIn }, status: 429 };
    if (signedIn.reason === 'network') return { errors: { form: 'network' } };
    return { errors: { form: signedIn.reason === 'invalid-credentials' ? 'invalidPass' : SPENT[signedIn.reason] } };
  },
});

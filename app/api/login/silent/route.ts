// GET /api/login/silent: a silent sign-in (prompt=none), only for a browser that signed in here
// before, and only as the subject it signed in as (the sealed hint names it; DESIGN §3.1). With an
// IdP session the user comes back to /authenticate with a code and never sees the form.
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { startSignIn, transactionFor } from '@/lib/flows/start-sign-in';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { ssoHint } from '@/lib/session/session';
import { surplusTransactionCookies, transactionCookie } from '@/lib/session/transaction';

export const GET = route({
  async handle({ request, tenant, origin, traceToken }) {
    const flow = parseFlowParams(request.nextUrl.searchParams);
    const form = withQuery('/login/email', flowQuery(flow));
    const hint = await ssoHint.read(request.cookies.get(ssoHint.name)?.value);
    if (!hint) return { next: form, cookies: [ssoHint.clear()] };
    try {
      const { tx, url } = await startSignIn(tenant, origin, transactionFor(tenant, flow, { silent: true, expectedSub: hint.sub }), { prompt: 'none' });
      return { next: url, cookies: [...(await surplusTransactionCookies(request.cookies.getAll())), await transactionCookie(tx)] };
    } catch (err) {
      // The IdP cannot be reached: show the form (its own errors will tell), and stop trying silently.
      logger.warn({ traceToken, err: String(err) }, 'silent sign-in could not start');
      return { next: form, cookies: [ssoHint.clear()] };
    }
  },
});

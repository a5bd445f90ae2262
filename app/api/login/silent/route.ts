// GET /api/login/silent: a silent sign-in (prompt=none), only for a browser that signed in here
// before, only as the subject it signed in as (the sealed hint names it; DESIGN §3.1), and never for
// a purpose that asks for presence, whoever links here. With an IdP session the user comes back to
// /authenticate with a code and never sees the form.
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { allowsUnattendedSignIn } from '@/lib/sign-in/silent';
import { flashCookie } from '@/lib/session/flash';
import { startSignIn, transactionFor } from '@/lib/sign-in/start';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { ssoHint } from '@/lib/sign-in/notes';
import { surplusTransactionCookies, transactionCookie } from '@/lib/session/transaction';

export const GET = route({
  async handle({ request, tenant, origin, mode }) {
    const flow = parseFlowParams(request.nextUrl.searchParams);
    const form = withQuery('/login/email', flowQuery(flow));
    // Issue 26: on a shared computer the next person gets the form, whoever links here.
    if (!allowsUnattendedSignIn(flow) || mode.shared) return { next: form, cookies: [await flashCookie({ to: '/login/email', skipSilent: true })] };
    const hint = await ssoHint.read(request.cookies.get(ssoHint.name)?.value);
    if (!hint) return { next: form, cookies: [ssoHint.clear()] };
    try {
      const { tx, url } = await startSignIn(tenant, origin, transactionFor(tenant, flow, { kind: 'silent', expectedSub: hint.sub }), { prompt: 'none' });
      return { next: url, cookies: [...(await surplusTransactionCookies(request.cookies.getAll())), await transactionCookie(tx)] };
    } catch (err) {
      // The IdP cannot be reached: show the form (its own errors will tell), and stop trying silently.
      logger.warn({ err: String(err) }, 'silent sign-in could not start');
      return { next: form, cookies: [ssoHint.clear()] };
    }
  },
});

// One wrapper for every form's route handler (STYLE habit 4): same-origin check, body parsing, the
// shared schema, then the flow's logic; answers JSON for fetch and 303s for a plain form post, and
// carries a refused form's errors and values (never passwords) back through the flash cookie.
import 'server-only';
import type { NextRequest } from 'next/server';
import { getRequestContext, type RequestContext } from '../request-context';
import { flashCookie, type Flash } from '../session/flash';
import { COOKIE } from '../session/cookies';
import { openSession, type SessionData, type SetCookie } from '../session/session';
import { formSchema, type FormErrors, type FormSchema } from '../validation/form-schema';
import { isSameOrigin, publicOrigin } from './origin';
import { badRequest, forbidden, formFailure, formSuccess, readFields } from './respond';
import { logger } from '../logger';
import { errorPagePath, isUpstreamError } from '../upstream/errors';
import type { LoginDomainResponse } from '../upstream/contract';

export type FormContext = RequestContext & { tenant: LoginDomainResponse; request: NextRequest; origin: string; fields: Record<string, string> };

export type FormOutcome = { next: string; cookies?: SetCookie[] } | { errors: FormErrors; cookies?: SetCookie[] };

/** Field names whose values never travel back to the page. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'secretAnswer']);

export function formRoute<T>(opts: {
  schema: FormSchema<T>;
  /** The form's page, for a plain post that was refused (query from the posted fields). */
  formPage: (fields: Record<string, string>) => string;
  handle: (data: T, ctx: FormContext) => Promise<FormOutcome>;
  /** SPEC §8 shows the network message on some forms; on others any failure is the error page. */
  networkMessage?: boolean;
}) {
  return async function POST(request: NextRequest) {
    if (!isSameOrigin(request)) return forbidden(request);
    const rc = await getRequestContext();
    if (!rc.tenant) return badRequest(request);
    const fields = await readFields(request);
    if (!fields) return badRequest(request);
    const refuse = async (errors: FormErrors, cookies: SetCookie[] = []) => {
      const values = Object.fromEntries(Object.entries(fields).filter(([k, v]) => !SECRET_FIELDS.has(k) && v.length <= 512));
      const page = opts.formPage(fields);
      const flash: Flash = { form: page.split('?')[0], errors, values };
      const firstError = Object.values(errors)[0];
      const back = firstError ? `${page}${page.includes('?') ? '&' : '?'}error=${encodeURIComponent(firstError)}` : page;
      return formFailure(request, errors, back, [...cookies, await flashCookie(flash)]);
    };
    const parsed = opts.schema.safeParse(fields);
    if (!parsed.success) return refuse(parsed.errors);
    try {
      const outcome = await opts.handle(parsed.data, { ...rc, tenant: rc.tenant, request, origin: publicOrigin(request), fields });
      if ('errors' in outcome) return refuse(outcome.errors, outcome.cookies);
      return formSuccess(request, outcome.next, outcome.cookies);
    } catch (err) {
      // SPEC §8: a network error is shown on the form; anything else is the unknown-error page.
      if (isUpstreamError(err) && err.isNetwork && opts.networkMessage !== false) return refuse({ form: 'network' });
      logger.error({ traceToken: rc.traceToken, err: String(err) }, 'form handler failed');
      return formSuccess(request, errorPagePath(err));
    }
  };
}

/**
 * A form that acts for the signed-in user (a button with no fields of its own). Without a session
 * the user goes to Root, which signs them in again.
 */
export function sessionFormRoute(opts: { formPage: string; handle: (session: SessionData, ctx: FormContext) => Promise<FormOutcome> }) {
  return formRoute({
    schema: formSchema({}),
    formPage: () => opts.formPage,
    async handle(_data, ctx) {
      const session = await openSession(ctx.request.cookies.get(COOKIE.session)?.value);
      return session ? opts.handle(session, ctx) : { next: '/' };
    },
  });
}

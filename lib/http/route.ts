// The one wrapper for every route handler (STYLE habit 4). A handler states what it requires (a
// tenant, a session), what body it parses, and returns an outcome; the wrapper does the rest once:
// same-origin check and body-size limit for POSTs, parsing, the answer (303 or JSON for a form, a
// redirect for a GET, or a response the handler built, e.g. an event stream), error mapping, the
// session cleared when the upstream refuses its token, a shared computer's cookies kept to the
// browser session, and Server-Timing on every answer.
import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { logger } from '../logger';
import { contextFrom, type RequestContext } from '../request-context';
import { flashCookie, MAX_FLASH_FIELDS, MAX_FLASH_VALUE, type Flash } from '../session/flash';
import type { SetCookie } from '../session/seal';
import { clearSessionCookie, openSession, type SessionData } from '../session/session';
import { routeToPath, sessionStep } from '../flows/next-step';
import { openCeremony, type Ceremony } from '../session/ceremony';
import { COOKIE, deletionOf, neverOnSharedComputer, setCookieLine, sharedComputerWrite } from '../sign-in/cookies';
import { readDeviceToken, type DeviceToken } from '../sign-in/device';
import { knownAccountsOf, NOBODY, type KnownHere } from '../sign-in/known-browser';
import { isShared, modeOf, sharedChoiceOf, type SignInMode } from '../sign-in/mode';
import { gateInputOf } from '../session/page-guard';
import { CONTEXT_HEADER, PROXY_TIMING_HEADER } from '../tenant/context-header';
import type { Tenant } from '../upstream/tenants';
import { errorPagePath, isUpstreamError } from '../upstream/errors';
import type { FormDetail, FormErrors, FormResult, FormSchema, WrapperError } from '../validation/form-schema';
import { isSameOrigin } from './origin';
import { readFields, readJson } from './read-fields';
import { serverTiming, withTimings } from './timing';

export type Outcome =
  /** On to this path or URL (a form: JSON `{ok, next}` or 303; a GET: a redirect). */
  | { next: string; cookies?: SetCookie[]; status?: 302 | 303 }
  /** A refused form: back to its page with these errors (message keys by field) and detail; JSON answers 422 or the status given. */
  | { errors: FormErrors; detail?: FormDetail; cookies?: SetCookie[]; status?: 422 | 429 }
  /** A response the handler built itself (JSON for a script, an event stream). */
  | { response: Response }
  /**
   * Nothing there for this user (issue 39: a person a manager may not act on, as a forged post would
   * name): 404, whose page takes a person on to this path, where SPEC's not-found page says so.
   */
  | { missing: string };

export type HandlerContext<B, S extends 'required' | undefined = undefined> = RequestContext & {
  tenant: Tenant;
  origin: string;
  request: NextRequest;
  /** The parsed body (forms), else undefined. */
  body: B;
  /** The posted fields that may be reflected: each at most MAX_FLASH_VALUE long (longer ones dropped). */
  fields: Record<string, string>;
  /** The session of this tenant (always there when the handler requires one). */
  session: S extends 'required' ? SessionData : SessionData | null;
  /** What this sign-in is (issue 36): a shared computer or not, its front-desk network, the client's address. */
  mode: SignInMode;
  /** This browser's device token (SPEC §9: it remembers an MFA for 60 days) and its user; never on a shared computer. */
  device: DeviceToken | undefined;
  /** The device token alone, for what a sign-in tells the upstream (which checks its owner itself). */
  deviceToken: string | undefined;
  /** The accounts (digests) this browser's device cookie knows (the limits', issue 40's alert); none on a shared computer. Read when first asked. */
  knownAccounts: () => Promise<KnownHere>;
  /**
   * The ceremony in progress of this kind (an MFA code, a WebAuthn challenge), only if it was begun for
   * this user: the session's by default, `null` for one begun before anyone signed in (a passkey sign-in).
   */
  ceremony: <K extends Ceremony['kind']>(kind: K, user?: string | null) => Promise<Extract<Ceremony, { kind: K }> | null>;
};

type Spec<B, S extends 'required' | undefined> = {
  /** The form's schema: the handler is then a POST that answers like a form (DESIGN §7). */
  body?: FormSchema<B>;
  /** A script's JSON body and its zod schema (WebAuthn, MFA): the handler answers JSON only. */
  json?: z.ZodType<B>;
  /** Where a refused plain form post goes back to (path and query, built from the posted fields). */
  formPage?: (fields: Record<string, string>, errors: FormErrors) => string;
  /**
   * The words of a refusal that the form in the browser does not carry (issue 42: the upstream's
   * refusals, which the page need not ship in case): sent with a refusal answered as JSON, in its
   * detail. A refused plain post's page puts them into the form's words itself.
   */
  words?: (errors: FormErrors) => Promise<Readonly<Record<string, string>>>;
  /** `required`: without a session of this tenant the user goes to Root, which signs them in again. */
  session?: S;
  /**
   * The sign-in step the session must be at (a path of SPEC §4's tables, as the page guard uses):
   * a session elsewhere is sent where it belongs instead (several: any of them). Implies `session: 'required'`.
   */
  step?: string | readonly string[];
  /** SPEC §8 shows the network message on some forms; on others any failure is the error page. */
  networkMessage?: boolean;
  /** Issue 26: the handler also sees a shared computer's spent session (the logout that ends it; /authorize). */
  spentSession?: 'include';
  handle: (ctx: HandlerContext<B, S>) => Promise<Outcome>;
};

/** Fields whose values never travel back to the page. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'secretAnswer', 'pin', 'confirmPin', 'pass']);

export function route<B = undefined, S extends 'required' | undefined = undefined>(spec: Spec<B, S>) {
  return (request: NextRequest): Promise<Response> => {
    const rc = contextFrom(request.headers.get(CONTEXT_HEADER));
    return withTimings(async () => {
      // What the sign-in is, resolved once: the handler is given it, and its answer is held to it.
      const mode = rc.tenant ? modeOf(request, rc.tenant) : undefined;
      const response = await answer(spec, request, rc, mode);
      if (mode) keepToSharedComputer(response, request, mode);
      response.headers.set('Server-Timing', serverTiming(request.headers.get(PROXY_TIMING_HEADER)));
      return response;
    }, rc.traceToken);
  };
}

async function answer<B, S extends 'required' | undefined>(
  spec: Spec<B, S>,
  request: NextRequest,
  rc: RequestContext,
  mode: SignInMode | undefined,
): Promise<Response> {
  const isForm = spec.body !== undefined;
  const isScript = spec.json !== undefined;
  // Every write comes from our own pages (DESIGN §9), whatever it posts.
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request, rc.origin)) return forbidden(request);
  if (!rc.tenant || !rc.origin || !mode) return isForm || isScript ? badRequest(request, 400) : redirect(request, '/error', [], 302);
  const ctxBase = { ...rc, tenant: rc.tenant, origin: rc.origin, request };

  // The schema parses what was posted; only short values may travel back into a URL or the flash.
  let posted: Record<string, string> = {};
  let fields: Record<string, string> = {};
  if (isForm) {
    const read = await readFields(request);
    if (!read.ok) return badRequest(request, read.status, spec.formPage?.({}, {}));
    posted = read.fields;
    fields = Object.fromEntries(Object.entries(posted).filter(([, v]) => v.length <= MAX_FLASH_VALUE));
  }
  const session = await openSession(request.cookies.get(COOKIE.session)?.value, rc.tenant.code, { spent: spec.spentSession });
  if ((spec.session === 'required' || spec.step) && !session) return reply(request, rc.origin, { next: '/' }, isForm, isScript);
  if (spec.step && session) {
    const at = sessionStep(gateInputOf(session));
    const steps: readonly string[] = typeof spec.step === 'string' ? [spec.step] : spec.step;
    if (at === 'ok' || !steps.includes(at.path)) return reply(request, rc.origin, { next: at === 'ok' ? '/authorize' : routeToPath(at) }, isForm, isScript);
  }

  const refuse = async (errors: FormErrors, cookies: SetCookie[] = [], status: 422 | 429 = 422, detail?: FormDetail): Promise<Response> => {
    if (isScript || wantsJson(request)) {
      const words = spec.words ? await spec.words(errors) : {};
      const told = Object.keys(words).length ? { ...detail, words } : detail;
      return json({ ok: false, errors, detail: told } satisfies FormResult, status, cookies);
    }
    const page = spec.formPage?.(fields, errors) ?? '/';
    const keep = spec.body?.fields ?? [];
    const values = Object.fromEntries(
      keep
        .filter((k) => !SECRET_FIELDS.has(k) && fields[k] !== undefined)
        .slice(0, MAX_FLASH_FIELDS)
        .map((k) => [k, fields[k]!]),
    );
    const flash: Flash = { to: page.split('?')[0]!, errors, detail, values };
    return redirect(request, page, [...cookies, await flashCookie(flash)], 303, rc.origin ?? undefined);
  };

  let body = undefined as B;
  if (spec.json) {
    const read = await readJson(request, spec.json);
    if (!read.ok) return json({ ok: false, errors: { form: refusedInput(read.status) } } satisfies FormResult, read.status);
    body = read.data;
  }
  if (spec.body) {
    const parsed = spec.body.safeParse(posted);
    if (!parsed.success) return refuse(parsed.errors);
    body = parsed.data;
  }
  try {
    // A shared computer's browser holds no device token (the wrapper deletes one it finds): none is used.
    const device = mode.shared ? undefined : await readDeviceToken(request.cookies.get(COOKIE.device)?.value);
    let known: Promise<KnownHere> | undefined;
    const knownAccounts = () => (known ??= mode.shared ? Promise.resolve(NOBODY) : knownAccountsOf(request.cookies.get(COOKIE.knownAccounts)?.value));
    const ceremony: HandlerContext<B, S>['ceremony'] = (kind, user = session?.identity.uuid ?? null) =>
      openCeremony(request.cookies.get(COOKIE.ceremony)?.value, kind, user ?? undefined);
    const outcome = await spec.handle({
      ...ctxBase,
      body,
      fields,
      session,
      mode,
      device,
      deviceToken: device?.token,
      knownAccounts,
      ceremony,
    } as HandlerContext<B, S>);
    if ('response' in outcome) return outcome.response;
    if ('missing' in outcome) {
      if (isScript || wantsJson(request)) return json({ ok: false, errors: { form: 'badRequest' satisfies WrapperError } } satisfies FormResult, 404);
      // Only ever a path of ours, as redirect() holds every Location to.
      return metaRefresh(/^\/(?![/\\])/.test(outcome.missing) ? outcome.missing : '/', 404);
    }
    // Awaited here, so a failure while building the refusal is caught below, never a bare 500.
    if ('errors' in outcome) return await refuse(outcome.errors, outcome.cookies, outcome.status, outcome.detail);
    return reply(request, rc.origin, outcome, isForm, isScript);
  } catch (err) {
    // A token the upstream no longer honours (logged out, expired, revoked): the session goes too.
    if (session && isUpstreamError(err, 'TokenInvalid')) {
      logger.info('the upstream refused the session token; session cleared');
      return reply(request, rc.origin, { next: '/', cookies: [clearSessionCookie()] }, isForm, isScript);
    }
    // SPEC §8: a network error is shown on the form; anything else is the unknown-error page.
    if ((isForm || isScript) && isUpstreamError(err) && err.isNetwork && spec.networkMessage !== false)
      return refuse({ form: 'network' satisfies WrapperError });
    logger.error({ err: String(err) }, 'route handler failed');
    return reply(request, rc.origin, { next: errorPagePath(err) }, isForm, isScript);
  }
}

/**
 * Issue 26, 36: a shared computer's answer follows the cookie table, whatever its handler wrote: no
 * cookie of a person's lasting trace (a device token, a remembered e-mail) is written or left behind,
 * and the rest lives for the browser session only. The answer's own choice counts, so the e-mail
 * stage's answer already follows the box just ticked. Read from the answer's Set-Cookie lines
 * themselves: NextResponse's parsed cookies drop an empty value and a Max-Age of 0, so a deletion
 * written back from them would no longer delete.
 */
function keepToSharedComputer(response: Response, request: NextRequest, mode: SignInMode): void {
  const lines = response.headers.getSetCookie();
  const nameOf = (line: string) => line.slice(0, line.indexOf('='));
  const sharedLine = lines.find((l) => nameOf(l) === COOKIE.shared);
  const chosen = sharedChoiceOf(sharedLine?.slice(COOKIE.shared.length + 1).split(';')[0]);
  if (!(chosen ? isShared(chosen, mode.frontDesk !== undefined) : mode.shared)) return;
  const kept = lines.map((line) => {
    const maxAge = /;\s*Max-Age=(-?\d+)/i.exec(line)?.[1];
    const fate = sharedComputerWrite(nameOf(line), maxAge === undefined ? undefined : Number(maxAge));
    // Neither Max-Age nor the Expires beside it: a cookie with neither is the browser session's.
    if (fate === 'browser-session') return line.replace(/;\s*(Max-Age|Expires)=[^;]*/gi, '');
    const gone = fate === 'delete' ? deletionOf(nameOf(line)) : undefined;
    return gone ? setCookieLine(gone) : line;
  });
  const written = new Set(lines.map(nameOf));
  for (const c of neverOnSharedComputer(request.cookies.getAll())) if (!written.has(c.name)) kept.push(setCookieLine(c));
  response.headers.delete('Set-Cookie');
  for (const line of kept) response.headers.append('Set-Cookie', line);
}

function reply(
  request: NextRequest,
  origin: string,
  o: { next: string; cookies?: SetCookie[]; status?: 302 | 303 },
  isForm: boolean,
  isScript = false,
): Response {
  if (isScript || (isForm && wantsJson(request))) return json({ ok: true, next: o.next } satisfies FormResult, 200, o.cookies);
  return redirect(request, o.next, o.cookies, o.status ?? (isForm ? 303 : 302), origin);
}

/** Fetch submissions ask for JSON; a plain form post gets redirects. */
export function wantsJson(request: NextRequest): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/**
 * An answer's headers: no caching, and its cookies, one Set-Cookie line each (the last of a name wins,
 * as `cookies.set` would have it). Written before the response is made: NextResponse's `cookies.set`
 * writes every line again, and copies every header, for each cookie set (issue 42: a sign-in's
 * callback sets seven or eight), where a response made with them reads them once. The answers are
 * plain `Response`s: a `NextResponse` parses every Set-Cookie line again into its cookie jar as it
 * is made, which no handler reads (issue 42's tenth step: 230 µs against 55 for the callback's seven).
 */
function answerHeaders(cookies: SetCookie[] = [], headers: Record<string, string> = {}): Headers {
  const h = new Headers(headers);
  h.set('Cache-Control', 'no-store');
  for (const c of new Map(cookies.map((c) => [c.name, c])).values()) h.append('Set-Cookie', setCookieLine(c));
  return h;
}

/** A JSON answer for a script, with cookies and no caching. */
export function json(body: unknown, status: number, cookies?: SetCookie[]): Response {
  return Response.json(body, { status, headers: answerHeaders(cookies) });
}

/** A redirect: our own paths are resolved against the public origin, external URLs kept. */
function redirect(request: NextRequest, location: string, cookies: SetCookie[] = [], status: 302 | 303 = 303, origin?: string): Response {
  const base = origin ?? request.nextUrl.origin;
  // A path of our own ("/x"), never a scheme-relative "//host" or "/\\host" that leaves the site.
  const url = /^\/(?![/\\])/.test(location) ? new URL(location, base) : new URL(location);
  return new Response(null, { status, headers: answerHeaders(cookies, { Location: url.href }) });
}

/**
 * Input we refuse outright (too large, not a form): JSON for a script; for a person, the status with
 * a page that takes them back to the form with the error shown there (or to the error page).
 */
async function badRequest(request: NextRequest, status: 400 | 413, formPage?: string): Promise<Response> {
  const key = refusedInput(status);
  if (wantsJson(request)) return json({ ok: false, errors: { form: key } } satisfies FormResult, status);
  const to = formPage ?? '/error';
  const cookies = formPage ? [await flashCookie({ to: to.split('?')[0]!, errors: { form: key } })] : [];
  return metaRefresh(to, status, cookies);
}

/** The message of input refused before any handler runs (one of WRAPPER_ERRORS, which every form can show). */
function refusedInput(status: number): WrapperError {
  return status === 413 ? 'tooLarge' : 'badRequest';
}

/**
 * A post from another site (or with no Origin): refused with a 403, whose page takes a person
 * straight on to the translated error page (it has no words of its own to translate).
 */
function forbidden(request: NextRequest): Response {
  if (wantsJson(request)) return json({ ok: false, errors: { form: 'badRequest' satisfies WrapperError } } satisfies FormResult, 403);
  return metaRefresh('/error', 403);
}

function metaRefresh(to: string, status: number, cookies?: SetCookie[]): Response {
  const escaped = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return new Response(`<!doctype html><meta http-equiv="refresh" content="0;url=${escaped}">`, {
    status,
    headers: answerHeaders(cookies, { 'Content-Type': 'text/html; charset=utf-8' }),
  });
}

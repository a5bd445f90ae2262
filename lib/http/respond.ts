// Answers of the BFF's route handlers: 303 for forms, JSON for fetch (DESIGN §7).
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { SetCookie } from '../session/session';
import type { FormErrors, FormResult } from '../validation/form-schema';
import { publicOrigin } from './origin';


/** Fetch submissions ask for JSON; a plain form post gets redirects. */
export function wantsJson(request: NextRequest): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

export function withCookies<R extends NextResponse>(response: R, cookies: SetCookie[]): R {
  for (const c of cookies) response.cookies.set(c.name, c.value, c.options);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** A redirect: same-site paths are resolved against the public origin, external URLs kept. */
export function redirectTo(request: NextRequest, location: string, cookies: SetCookie[] = [], status: 302 | 303 = 303): NextResponse {
  // A path of our own ("/x"), never a scheme-relative "//host" or "/\\host" that leaves the site.
  const url = /^\/(?![/\\])/.test(location) ? new URL(location, publicOrigin(request)) : new URL(location);
  return withCookies(NextResponse.redirect(url, status), cookies);
}

/** The end of a form submission: JSON `{ok, next}` for fetch, or a 303 to `next`. */
export function formSuccess(request: NextRequest, next: string, cookies: SetCookie[] = []): NextResponse {
  if (wantsJson(request)) return withCookies(NextResponse.json({ ok: true, next } satisfies FormResult), cookies);
  return redirectTo(request, next, cookies);
}

/**
 * A refused submission: JSON errors (422) for fetch, or a 303 back to the form with an error code
 * in the query (never a message or a secret).
 */
export function formFailure(request: NextRequest, errors: FormErrors, backTo: string, cookies: SetCookie[] = []): NextResponse {
  if (wantsJson(request)) return withCookies(NextResponse.json({ ok: false, errors } satisfies FormResult, { status: 422 }), cookies);
  return redirectTo(request, backTo, cookies);
}

/** Bad input we cannot send back to a form: a translated page, never a stack trace. */
export function badRequest(request: NextRequest): NextResponse {
  if (wantsJson(request)) return NextResponse.json({ ok: false, errors: { form: 'badRequest' } } satisfies FormResult, { status: 400 });
  return new NextResponse(null, { status: 303, headers: { Location: new URL('/error', publicOrigin(request)).href, 'Cache-Control': 'no-store' } });
}

/**
 * A post from another site (or with no Origin): refused with a 403, whose page takes a person
 * straight on to the translated error page (it has no words of its own to translate).
 */
export function forbidden(request: NextRequest): NextResponse {
  if (wantsJson(request)) return NextResponse.json({ ok: false, errors: { form: 'badRequest' } } satisfies FormResult, { status: 403 });
  return new NextResponse('<!doctype html><meta http-equiv="refresh" content="0;url=/error">', {
    status: 403,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Fields of a urlencoded/multipart form or a JSON body, as strings. */
export async function readFields(request: NextRequest): Promise<Record<string, string> | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.json();
      if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
      return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : typeof v === 'boolean' ? String(v) : '']));
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await request.formData();
      const out: Record<string, string> = {};
      for (const [k, v] of form.entries()) if (typeof v === 'string' && !(k in out)) out[k] = v;
      return out;
    }
  } catch {
    return null;
  }
  return null;
}

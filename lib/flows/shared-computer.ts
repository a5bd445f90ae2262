// Shared computers (issue 26): a hotel's front desk, where several people use one browser across
// shifts. On one, Keycard remembers no e-mail, keeps no IdP session after a sign-in, writes no
// signed-in-before hint, offers no passkey for the computer itself, keeps its cookies (the device
// token's too) for the browser session only, never signs anyone in silently, and at logout forgets
// everything but the language. A browser is a shared computer when its last sign-in said so at the
// e-mail stage, and always on one of the tenant's front-desk networks.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import type { Configuration } from 'openid-client';
import { z } from 'zod';
import { clientIp } from '../http/origin';
import { endSessionUrl } from '../idp/exchange';
import { COOKIE, cookieOptions, expiredCookieOptions } from '../session/cookies';
import { sealedCookie, type SetCookie } from '../session/seal';
import { inFrontDeskNetwork } from '../tenant/front-desk';
import type { Tenant } from '../upstream/tenants';

/** What this browser's last sign-in chose: a shared computer, someone's own, or nothing yet. */
export type SharedChoice = 'on' | 'off' | undefined;

export function sharedChoiceOf(value: string | undefined): SharedChoice {
  return value === 'on' || value === 'off' ? value : undefined;
}

/**
 * Whether a browser is a shared computer: always on one of the tenant's front-desk networks (the
 * tenant declared its computers shared: the box is ticked there and cannot be unticked), elsewhere as
 * its last sign-in chose. One rule for the e-mail stage's box, the silent sign-in, and every way in
 * that has no box (a passkey, a partner's link).
 */
export function isShared(choice: SharedChoice, frontDesk: boolean): boolean {
  return frontDesk || choice === 'on';
}

/** Whether this request's browser may be signed in without the form at all: never on a shared computer (or a front desk). */
export function mayGoUnattended(request: NextRequest, tenant: Tenant): boolean {
  return !isSharedRequest(request, tenant);
}

/** The choice, remembered on this browser until someone changes it. */
export function sharedChoiceCookie(shared: boolean): SetCookie {
  return { name: COOKIE.shared, value: shared ? 'on' : 'off', options: cookieOptions('shared') };
}

/** Whether the browser of this request is a shared computer. */
export function isSharedRequest(request: NextRequest, tenant: Tenant): boolean {
  return isShared(sharedChoiceOf(request.cookies.get(COOKIE.shared)?.value), inFrontDeskNetwork(tenant, clientIp(request)));
}

/** Cookies that outlive the browser session on a shared computer too: settings of the browser, no one's data. */
const BROWSER_SETTINGS = new Set<string>([COOKIE.locale, COOKIE.scheme, COOKIE.shared]);

/**
 * On a shared computer every cookie this response sets lives for the browser session only (each
 * sealed one still dies at its own time inside): the route wrapper applies it to every answer. The
 * response's own choice counts, so the e-mail stage's answer already follows the box just ticked.
 */
export function keepToBrowserSession(response: NextResponse, request: NextRequest, tenant: Tenant): void {
  const set = response.cookies.getAll();
  const chosen = set.find((c) => c.name === COOKIE.shared)?.value ?? request.cookies.get(COOKIE.shared)?.value;
  if (!isShared(sharedChoiceOf(chosen), inFrontDeskNetwork(tenant, clientIp(request)))) return;
  for (const c of set) {
    // Neither Max-Age nor the Expires the response derived from it: a cookie with neither is the browser session's.
    if (c.maxAge !== undefined && c.maxAge > 0 && !BROWSER_SETTINGS.has(c.name)) response.cookies.set({ ...c, maxAge: undefined, expires: undefined });
  }
}

/** Logging out on a shared computer: every Keycard cookie the browser sent goes, but its settings. */
export function forgetEverything(request: NextRequest): SetCookie[] {
  return request.cookies
    .getAll()
    .filter(({ name }) => name.startsWith('__Host-') && !BROWSER_SETTINGS.has(name))
    .map(({ name }) => ({ name, value: '', options: expiredCookieOptions('session') }));
}

/**
 * Where a shared computer's sign-in goes on after the IdP has ended its session: a path of ours (the
 * step, or /authorize for a finished sign-in: never a token), and the `state` the IdP's logout was
 * sent with. Only the IdP's return with that state goes on: anyone else who opens /login meanwhile
 * (the hop broke, the tab was closed) gets the form.
 */
export const continueTo = sealedCookie('continueTo', z.object({ next: z.string().min(1).max(2048), state: z.string().min(16).max(64) }));

/** Only ever a path of ours: no scheme, no other host, no control characters. */
export function isSafeContinuation(next: string | undefined): next is string {
  return !!next && /^\/(?![/\\])[^\s\\]*$/.test(next);
}

/**
 * A sign-in on a shared computer ends the IdP session it started at once (issue 26), through the
 * IdP's own logout with the sign-in's ID token, so that no one after this person is signed in by it.
 * The IdP returns to its registered /login?loggedOut=true with the state, which goes on to `next`
 * (/api/return).
 * Without an end-session endpoint there is nothing to end: straight on.
 */
export async function endIdpSessionFirst(
  idp: Configuration,
  origin: string,
  idToken: string,
  next: { next: string; cookies: SetCookie[] },
): Promise<{ next: string; cookies: SetCookie[] }> {
  const state = randomBytes(16).toString('base64url');
  const logout = endSessionUrl(idp, `${origin}/login?loggedOut=true`, idToken, state);
  if (!logout || !isSafeContinuation(next.next)) return next;
  return { next: logout, cookies: [...next.cookies, await continueTo.write({ next: next.next, state })] };
}

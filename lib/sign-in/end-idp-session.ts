// A sign-in on a shared computer ends the IdP session it started at once (issue 26), so that no one
// after this person is signed in by it: through the IdP's own logout, then on by a path of ours that
// waits, bound to the logout's state, in a one-minute cookie.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Configuration } from 'openid-client';
import { z } from 'zod';
import { endSessionUrl } from '../idp/exchange';
import { sealedCookie, type SetCookie } from '../session/seal';

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
 * (/api/after-logout).
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

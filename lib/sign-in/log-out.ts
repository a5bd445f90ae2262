// SPEC §4's logout, the one way a sign-in ends: the upstream forgets the token and the stored partner
// identity, our cookies go, and the browser leaves through the IdP's end-session endpoint — with the
// ID token as `id_token_hint`, so the IdP ends its session without a confirmation page — back to
// /login?loggedOut=true. /logout uses it, and so does an MFA screen's "Not you? Sign in as someone
// else", which must end the IdP session too, or /login's silent sign-in would bring the same user back.
import 'server-only';
import type { NextRequest } from 'next/server';
import type { HandlerContext, Outcome } from '../http/route';
import { idpConfiguration } from '../idp/client';
import { endSessionUrl } from '../idp/exchange';
import { logger } from '../logger';
import { ceremony } from '../session/ceremony';
import { clearedCookie, cookiesGoneAt, NAMED_COOKIES } from './cookies';
import { flash, flashCookie } from '../session/flash';
import type { SetCookie } from '../session/seal';
import { idTokenCookie, partnerIdentity } from './notes';
import { logout } from '../upstream/auth';
import { revokePartnerIdentity } from '../upstream/partners';

/** The flash notice that makes the logged-out login page the e-mail stage for someone else (login-context.ts). */
export const SOMEONE_ELSE = 'someoneElse';

type LogOutContext = Pick<HandlerContext<unknown>, 'request' | 'tenant' | 'session' | 'origin' | 'mode'>;

export type LogOutOptions = {
  /** The application the next sign-in returns to (an allowed URI). */
  redirectUri?: string;
  status: 302 | 303;
  /**
   * "Not you?": the next page is the e-mail stage, empty and without the logged-out banner, and this
   * browser forgets the remembered e-mail, which was the other person's.
   */
  someoneElse?: boolean;
};

export async function logOut({ request, tenant, session, origin, mode }: LogOutContext, o: LogOutOptions): Promise<Outcome> {
  const { redirectUri, status, someoneElse = false } = o;
  const idToken = (await idTokenCookie.read(request.cookies.get(idTokenCookie.name)?.value))?.idToken;
  // What goes is the cookie table's: the sign-in's own state (new recovery codes not yet saved are
  // the user's secrets: they go with the session); on a shared computer (issue 26) everything of the
  // person who leaves, but the browser's settings. Decided by the session too, whatever the browser says now.
  const shared = mode.shared || session?.sharedComputer === true;
  const cookies: SetCookie[] = cookiesGoneAt('logout', [...NAMED_COOKIES, ...request.cookies.getAll()], { shared });
  if (someoneElse) cookies.push(ceremony.clear(), clearedCookie('lastEmail'));
  // Its sign-ins ended their IdP sessions at once: without an ID token there is none to end, and the
  // browser goes straight to the e-mail stage.
  // The next sign-in returns to the application that logged the user out.
  if (redirectUri || someoneElse) cookies.push(await flashCookie({ to: '/login', redirectUri, ...(someoneElse ? { notice: SOMEONE_ELSE } : {}) }));
  // The stored partner identity is revoked too: a copy of the cookie must not outlive the logout.
  const stored = await partnerIdentity.read(request.cookies.get(partnerIdentity.name)?.value);
  try {
    await Promise.all([
      session && logout({ token: session.token, tenantCode: session.tenantCode, redirectUri }),
      stored && revokePartnerIdentity(stored.partnerCode, stored.token),
    ]);
  } catch (err) {
    logger.error({ err: String(err) }, 'upstream logout failed');
    return { next: '/error', cookies, status };
  }
  // The IdP's registered return address (post_logout_redirect_uris) is this one, for both kinds.
  const loggedOut = `${origin}/login?loggedOut=true`;
  try {
    if (shared && !idToken) return { next: loggedOut, cookies, status };
    const idp = await idpConfiguration(tenant);
    return { next: endSessionUrl(idp, loggedOut, idToken) ?? loggedOut, cookies, status };
  } catch (err) {
    logger.error({ err: String(err) }, 'IdP logout unavailable');
    return { next: '/error', cookies, status };
  }
}

/** Is this the request a flash cookie addressed to /logout came with (Keycard's own redirect there)? */
export async function sentByKeycard(request: NextRequest): Promise<boolean> {
  return (await flash.read(request.cookies.get(flash.name)?.value))?.to === '/logout';
}

// GET /logout?redirectUri: SPEC §4's logout. The upstream forgets the token and the stored partner
// identity, our cookies go, and the browser leaves through the IdP's end-session endpoint — with the
// ID token as `id_token_hint`, so the IdP ends its session without a confirmation page (JavaScript or
// not) — back to /login?loggedOut=true. A calling application with an allowed redirectUri logs out
// in one hop, as does the user on our own pages or by typing the URL; any other site's GET gets
// /logout/confirm, whose button is the POST here (security review L5).
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { isOwnNavigation } from '@/lib/http/fetch-site';
import { idpConfiguration } from '@/lib/idp/client';
import { endSessionUrl } from '@/lib/idp/exchange';
import { route, type HandlerContext, type Outcome } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { flash, flashCookie } from '@/lib/session/flash';
import type { NextRequest } from 'next/server';
import type { SetCookie } from '@/lib/session/seal';
import { clearSessionCookie, idTokenCookie, partnerIdentity, pendingEmail, ssoHint } from '@/lib/session/session';
import { logout } from '@/lib/upstream/auth';
import { revokePartnerIdentity } from '@/lib/upstream/partners';

export const GET = route({
  async handle(ctx) {
    const redirectUri = allowedRedirectUri(ctx.request.nextUrl.searchParams.get('redirectUri'), ctx.tenant.redirectUris);
    if (!redirectUri && !isOwnNavigation(ctx.request) && !(await sentByKeycard(ctx.request))) return { next: '/logout/confirm', status: 302 };
    return logOut(ctx, redirectUri, 302);
  },
});

/** Keycard's own redirect here (the step-up's forced logout): a sealed flash addressed to /logout says so. */
async function sentByKeycard(request: NextRequest): Promise<boolean> {
  return (await flash.read(request.cookies.get(flash.name)?.value))?.to === '/logout';
}

/** The confirmation's button: the wrapper admits only a post from our own pages. */
export const POST = route({ handle: (ctx) => logOut(ctx, undefined, 303) });

async function logOut(
  { request, tenant, session, origin, traceToken }: HandlerContext<undefined>,
  redirectUri: string | undefined,
  status: 302 | 303,
): Promise<Outcome> {
  const idToken = (await idTokenCookie.read(request.cookies.get(idTokenCookie.name)?.value))?.idToken;
  const cookies: SetCookie[] = [clearSessionCookie(), ssoHint.clear(), idTokenCookie.clear(), pendingEmail.clear(), partnerIdentity.clear(), flash.clear()];
  // The next sign-in returns to the application that logged the user out.
  if (redirectUri) cookies.push(await flashCookie({ to: '/login', redirectUri }));
  // The stored partner identity is revoked too: a copy of the cookie must not outlive the logout.
  const stored = await partnerIdentity.read(request.cookies.get(partnerIdentity.name)?.value);
  try {
    await Promise.all([
      session && logout({ token: session.token, tenantCode: session.tenantCode, redirectUri }),
      stored && revokePartnerIdentity(stored.partnerCode, stored.token),
    ]);
  } catch (err) {
    logger.error({ traceToken, err: String(err) }, 'upstream logout failed');
    return { next: '/error', cookies, status };
  }
  const loggedOut = `${origin}/login?loggedOut=true`;
  try {
    const idp = await idpConfiguration(tenant);
    return { next: endSessionUrl(idp, loggedOut, idToken) ?? loggedOut, cookies, status };
  } catch (err) {
    logger.error({ traceToken, err: String(err) }, 'IdP logout unavailable');
    return { next: '/error', cookies, status };
  }
}

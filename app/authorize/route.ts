// GET /authorize?redirectUri: back to the calling application with its token and the device token,
// only to a URI the tenant allows and the upstream authorises, and only for a finished sign-in
// (DESIGN §5, SPEC §4).
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { authorizeGate, routeToPath } from '@/lib/flows/next-step';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { failedReturnCookies, returnToApp } from '@/lib/flows/return-to-app';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { PASSKEY_UPGRADE_PATH, upgradePending } from '@/lib/passkeys/upgrade';
import { gateInputOf } from '@/lib/session/page-guard';
import { logOut } from '@/lib/flows/log-out';
import { isSpent, sessionCookie } from '@/lib/session/session';

export const GET = route({
  // Issue 26: a shared computer's spent session is ended here for whoever asks next.
  spentSession: 'include',
  async handle(ctx) {
    const { request, tenant, session, deviceToken, traceToken } = ctx;
    const requested = allowedRedirectUri(request.nextUrl.searchParams.get('redirectUri'), tenant.redirectUris);
    if (!session) return { next: withQuery('/login', flowQuery({ redirectUri: requested })), status: 302 };
    // Issue 26: on a shared computer, a sign-in that went back to its application (or is past its
    // time) serves no one after: whoever asks now signs in themselves (the one before is logged out,
    // the e-mail stage empty). Decided by the session, whatever the browser says it is now.
    if (isSpent(session)) {
      return logOut(ctx, { redirectUri: requested ?? session.flow.redirectUri, status: 302, someoneElse: true });
    }
    // An application asking for its user back ends a visit to the security page (issue 25) the user
    // left without "Done": its purpose holds only Keycard's own returns to the page.
    if (request.nextUrl.searchParams.has('redirectUri') && session.flow.purpose === 'account-security') {
      const { purpose: _left, temporaryMfaSetup: _setup, ...flow } = session.flow;
      return { next: withQuery('/authorize', flowQuery({ redirectUri: requested })), cookies: [await sessionCookie({ ...session, flow })], status: 302 };
    }
    // Only a finished sign-in goes back to the calling application (SPEC §4): not one with MFA, an
    // expired password, an unverified e-mail or an unanswered expiry warning outstanding. A finished
    // password sign-in is offered a passkey first (issue 24). Either page keeps the URI asked for here.
    const gate = authorizeGate(gateInputOf(session));
    // A finished sign-in on the security page's errand (its MFA only recommended, say) goes back to the page.
    const onPage = session.flow.purpose === 'account-security' ? SECURITY_PATH : undefined;
    const held = gate !== 'ok' ? routeToPath(gate) : upgradePending(session) ? PASSKEY_UPGRADE_PATH : onPage;
    if (held) {
      const cookies = requested ? [await sessionCookie({ ...session, flow: { ...session.flow, redirectUri: requested } })] : [];
      return { next: held, cookies, status: 302 };
    }
    const back = await returnToApp(session, tenant, { requested, deviceToken, traceToken });
    if (back.ok) return { next: back.url, cookies: back.cookies, status: 303 };
    return { next: '/', cookies: await failedReturnCookies(session, back.tokenRefused), status: 303 };
  },
});

// GET /authorize?redirectUri: back to the calling application with its token and the device token,
// only to a URI the tenant allows and the upstream authorises, and only for a finished sign-in
// (DESIGN §5, SPEC §4).
import { ownPageOf } from '@/lib/flows/purposes';
import { flowQuery, withoutErrand, withQuery } from '@/lib/flows/flow-state';
import { authorizeGate, routeToPath } from '@/lib/flows/next-step';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { route } from '@/lib/http/route';
import { gateInputOf } from '@/lib/session/page-guard';
import { logOut } from '@/lib/sign-in/log-out';
import { afterSignIn, backContextOf, backToApp } from '@/lib/sign-in/after';
import { isSpent, sessionCookie } from '@/lib/session/session';

export const GET = route({
  // Issue 26: a shared computer's spent session is ended here for whoever asks next.
  spentSession: 'include',
  async handle(ctx) {
    const { request, session } = ctx;
    const requested = allowedRedirectUri(request.nextUrl.searchParams.get('redirectUri'), ctx.tenant.redirectUris);
    if (!session) return { next: withQuery('/login', flowQuery({ redirectUri: requested })), status: 302 };
    // Issue 26: on a shared computer, a sign-in that went back to its application (or is past its
    // time) serves no one after: whoever asks now signs in themselves (the one before is logged out,
    // the e-mail stage empty). Decided by the session, whatever the browser says it is now.
    if (isSpent(session)) {
      return logOut(ctx, { redirectUri: requested ?? session.flow.redirectUri, status: 302, someoneElse: true });
    }
    // An application asking for its user back ends a visit to the security page (issue 25) or the
    // manager's page (issue 39) the user left without "Done": its purpose holds only Keycard's own
    // returns to the page.
    if (request.nextUrl.searchParams.has('redirectUri') && ownPageOf(session.flow.purpose)) {
      const flow = withoutErrand(session.flow);
      return { next: withQuery('/authorize', flowQuery({ redirectUri: requested })), cookies: [await sessionCookie({ ...session, flow })], status: 302 };
    }
    // Only a finished sign-in goes back to the calling application (SPEC §4): not one with MFA, an
    // expired password, an unverified e-mail or an unanswered expiry warning outstanding (those last
    // two show through /authenticated), nor one held by the passkey offer or the security page's
    // errand. Either keeps the URI asked for here.
    const after = afterSignIn(session);
    if (after !== 'back') {
      const gate = authorizeGate(gateInputOf(session));
      const held = gate !== 'ok' ? routeToPath(gate) : 'page' in after ? after.page : '/';
      const cookies = requested ? [await sessionCookie({ ...session, flow: { ...session.flow, redirectUri: requested } })] : [];
      return { next: held, cookies, status: 302 };
    }
    const back = await backToApp(session, backContextOf(ctx), requested);
    return { ...back, status: 303 };
  },
});

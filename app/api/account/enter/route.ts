// GET /api/account/enter?redirectUri: the way onto the security page (issue 25) for a finished
// sign-in. The session takes the page's purpose, so every flow it starts (a re-authentication, a new
// second factor, new recovery codes) comes back to it, and the calling application's address, checked
// against the tenant's list like every entry point's (a foreign one is dropped, the stored one kept).
// The purpose ends with "Done", or when an application asks /authorize for the user back.
// `check`: the page found the upstream refusing the session's token (signed out everywhere from
// another browser, say): asked again here, a refused token ends the session and the user signs in
// again, back to the page.
import { securityStep, isTokenRefused } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { route } from '@/lib/http/route';
import { clearSessionCookie, sessionCookie } from '@/lib/session/session';

export const GET = route({
  session: 'required',
  async handle({ request, session, tenant }) {
    const q = request.nextUrl.searchParams;
    const asked = allowedRedirectUri(q.get('redirectUri'), tenant.redirectUris);
    const redirectUri = asked ?? session.flow.redirectUri;
    if (q.has('check')) {
      const refused = await isTokenRefused(session.token);
      if (refused) return { next: withQuery('/login', flowQuery({ purpose: 'account-security', redirectUri })), cookies: [clearSessionCookie()] };
    }
    // Back to the page, which does not send a token the check found good here again.
    const page = q.has('check') ? withQuery(SECURITY_PATH, 'checked=1') : SECURITY_PATH;
    const at = securityStep(session);
    if (at !== 'here' && at !== 'enter') return { next: at };
    const flow = { ...session.flow, purpose: 'account-security' as const, redirectUri };
    return { next: page, cookies: [await sessionCookie({ ...session, flow })] };
  },
});

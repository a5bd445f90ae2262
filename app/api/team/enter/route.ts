// GET /api/team/enter?to&redirectUri&check: the way onto the manager's page (issue 39) for a finished sign-in. The
// session takes the page's purpose, so its re-authentication comes back to it, and the calling
// application's address stays the one stored. `to`: the page's path it came from (only a path of the
// manager's page; anything else is its start).
import { ownPageStep, isTokenRefused } from '@/lib/account/changes';
import { route } from '@/lib/http/route';
import { clearSessionCookie, sessionCookie } from '@/lib/session/session';
import { TEAM_PATH } from '@/lib/team/paths';
import { flowQuery, parseFlowParams, withoutErrand, withQuery } from '@/lib/flows/flow-state';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';

export const GET = route({
  session: 'required',
  async handle({ request, session, tenant }) {
    const q = request.nextUrl.searchParams;
    const to = parseFlowParams(new URLSearchParams({ teamPath: q.get('to') ?? '' })).teamPath ?? TEAM_PATH;
    // Checked against the tenant's list like every entry point's: a foreign one is dropped, the stored one kept.
    const redirectUri = allowedRedirectUri(q.get('redirectUri'), tenant.redirectUris) ?? session.flow.redirectUri;
    // `check`: a read of the page found the session's token refused. Asked again here: refused, the
    // session ends and the manager signs in again, back to the page; honoured after all, the error page
    // (the two answers disagree, and going back would ask again and again).
    if (q.has('check')) {
      const refused = await isTokenRefused(session.token);
      if (!refused) return { next: '/error' };
      return {
        next: withQuery('/login', flowQuery({ purpose: 'team', teamPath: to === TEAM_PATH ? undefined : to, redirectUri })),
        cookies: [clearSessionCookie()],
      };
    }
    const at = ownPageStep(session, 'team');
    if (at !== 'here' && at !== 'enter') return { next: at };
    // Another errand (the security page's, a new second factor's set-up) ends as this one begins.
    return { next: to, cookies: [await sessionCookie({ ...session, flow: { ...withoutErrand(session.flow), purpose: 'team', redirectUri } })] };
  },
});

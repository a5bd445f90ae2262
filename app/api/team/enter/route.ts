// GET /api/team/enter?to&redirectUri: the way onto the manager's page (issue 39) for a finished sign-in. The
// session takes the page's purpose, so its re-authentication comes back to it, and the calling
// application's address stays the one stored. `to`: the page's path it came from (only a path of the
// manager's page; anything else is its start).
import { ownPageStep } from '@/lib/account/changes';
import { route } from '@/lib/http/route';
import { sessionCookie } from '@/lib/session/session';
import { TEAM_PATH } from '@/lib/team/paths';
import { parseFlowParams } from '@/lib/flows/flow-state';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';

export const GET = route({
  session: 'required',
  async handle({ request, session, tenant }) {
    const q = request.nextUrl.searchParams;
    const to = parseFlowParams(new URLSearchParams({ teamPath: q.get('to') ?? '' })).teamPath ?? TEAM_PATH;
    // Checked against the tenant's list like every entry point's: a foreign one is dropped, the stored one kept.
    const redirectUri = allowedRedirectUri(q.get('redirectUri'), tenant.redirectUris) ?? session.flow.redirectUri;
    const at = ownPageStep(session, 'team');
    if (at !== 'here' && at !== 'enter') return { next: at };
    // A new second factor's set-up (the security page's) is not this page's errand.
    const { teamPath: _old, temporaryMfaSetup: _setup, ...rest } = session.flow;
    return { next: to, cookies: [await sessionCookie({ ...session, flow: { ...rest, purpose: 'team', redirectUri } })] };
  },
});

// GET /api/team/leave: "Done" on the manager's page (issue 39). The page's purpose ends and the
// sign-in goes back to the calling application as any finished one does (/authorize).
import { withoutErrand } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { sessionCookie } from '@/lib/session/session';
import { onTeamPage } from '@/lib/team/changes';

export const GET = route({
  handle: ({ session }) =>
    onTeamPage(session, async (s) => {
      return { next: '/authorize', cookies: [await sessionCookie({ ...s, flow: withoutErrand(s.flow) })] };
    }),
});

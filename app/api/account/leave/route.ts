// GET /api/account/leave: "Done" on the security page (issue 25). The page's purpose ends and the
// sign-in goes back to the calling application as any finished one does (/authorize: the stored
// address, else the user's default).
import { onSecurityPage } from '@/lib/account/changes';
import { withoutErrand } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { sessionCookie } from '@/lib/session/session';

export const GET = route({
  handle: ({ session }) =>
    onSecurityPage(session, async (s) => {
      return { next: '/authorize', cookies: [await sessionCookie({ ...s, flow: withoutErrand(s.flow) })] };
    }),
});

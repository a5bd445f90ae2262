// GET /api/account/leave: "Done" on the security page (issue 25). The page's purpose ends and the
// sign-in goes back to the calling application as any finished one does (/authorize: the stored
// address, else the user's default).
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { sessionCookie } from '@/lib/session/session';

export const GET = route({
  step: SECURITY_PATH,
  async handle({ session }) {
    const { purpose: _purpose, temporaryMfaSetup: _setup, ...flow } = session!.flow;
    return { next: '/authorize', cookies: [await sessionCookie({ ...session!, flow })] };
  },
});

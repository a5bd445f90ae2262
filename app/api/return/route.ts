// GET /api/return: the end of the must-log-out round trip. Reads the link kept at logout, forgets
// it, and goes back to it (only /activate or /reset-password/update).
import { isSafeReturnTo } from '@/lib/flows/return-to';
import { route } from '@/lib/http/route';
import { returnTo } from '@/lib/session/flash';

export const GET = route({
  async handle({ request }) {
    const path = (await returnTo.read(request.cookies.get(returnTo.name)?.value))?.path;
    return { next: isSafeReturnTo(path) ? path : '/login?loggedOut=true', cookies: [returnTo.clear()] };
  },
});

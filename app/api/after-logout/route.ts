// GET /api/after-logout: back from the IdP's logout (its registered /login?loggedOut=true sends here). Either
// the end of the must-log-out round trip, to the link kept at logout (only /activate or
// /reset-password/update), or a shared computer's sign-in going on once its IdP session has ended
// (issue 26): to the step or the application it was going to. Each is read once and forgotten.
import { isLinkBack, linkAfterLogout } from '@/lib/sign-in/after-logout';
import { continueTo, isSafeContinuation } from '@/lib/sign-in/end-idp-session';
import { route } from '@/lib/http/route';

export const GET = route({
  async handle({ request }) {
    const cookies = [linkAfterLogout.clear(), continueTo.clear()];
    const onward = await continueTo.read(request.cookies.get(continueTo.name)?.value);
    const state = request.nextUrl.searchParams.get('state');
    if (onward && state === onward.state && isSafeContinuation(onward.next)) return { next: onward.next, cookies };
    const path = (await linkAfterLogout.read(request.cookies.get(linkAfterLogout.name)?.value))?.path;
    return { next: isLinkBack(path) ? path : '/login?loggedOut=true', cookies };
  },
});

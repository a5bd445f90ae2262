// GET /api/return: back from the IdP's logout (its registered /login?loggedOut=true sends here). Either
// the end of the must-log-out round trip, to the link kept at logout (only /activate or
// /reset-password/update), or a shared computer's sign-in going on once its IdP session has ended
// (issue 26): to the step or the application it was going to. Each is read once and forgotten.
import { isSafeReturnTo } from '@/lib/flows/return-to';
import { continueTo, isSafeContinuation } from '@/lib/sign-in/end-idp-session';
import { route } from '@/lib/http/route';
import { returnTo } from '@/lib/session/flash';

export const GET = route({
  async handle({ request }) {
    const cookies = [returnTo.clear(), continueTo.clear()];
    const onward = await continueTo.read(request.cookies.get(continueTo.name)?.value);
    const state = request.nextUrl.searchParams.get('state');
    if (onward && state === onward.state && isSafeContinuation(onward.next)) return { next: onward.next, cookies };
    const path = (await returnTo.read(request.cookies.get(returnTo.name)?.value))?.path;
    return { next: isSafeReturnTo(path) ? path : '/login?loggedOut=true', cookies };
  },
});

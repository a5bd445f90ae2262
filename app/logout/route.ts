// GET /logout?redirectUri: SPEC §4's logout (lib/sign-in/log-out.ts). A calling application with an
// allowed redirectUri logs out in one hop, as does the user on our own pages or by typing the URL;
// any other site's GET gets /logout/confirm, whose button is the POST here (security review L5).
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { logOut, sentByKeycard } from '@/lib/sign-in/log-out';
import { isOwnNavigation } from '@/lib/http/fetch-site';
import { route } from '@/lib/http/route';

export const GET = route({
  // A shared computer's spent session (issue 26) still ends here: its token is revoked upstream.
  spentSession: 'include',
  async handle(ctx) {
    const redirectUri = allowedRedirectUri(ctx.request.nextUrl.searchParams.get('redirectUri'), ctx.tenant.redirectUris);
    // Keycard's own redirect here (the step-up's forced logout) carries a sealed flash addressed to /logout.
    if (!redirectUri && !isOwnNavigation(ctx.request) && !(await sentByKeycard(ctx.request))) return { next: '/logout/confirm', status: 302 };
    return logOut(ctx, { redirectUri, status: 302 });
  },
});

/** The confirmation's button: the wrapper admits only a post from our own pages. */
export const POST = route({ spentSession: 'include', handle: (ctx) => logOut(ctx, { status: 303 }) });

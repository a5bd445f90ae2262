// POST /api/mfa/not-you: an MFA verification screen's "Not you? Sign in as someone else". It ends
// this sign-in as /logout does (the upstream token revoked, our cookies cleared, the IdP session
// ended, so no silent sign-in brings this user back) and lands on an empty e-mail stage that returns
// to the same calling application. A form post from our own pages only (the route wrapper checks).
import { logOut } from '@/lib/sign-in/log-out';
import { route } from '@/lib/http/route';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  spentSession: 'include',
  formPage: () => '/mfa',
  handle: (ctx) => logOut(ctx, { redirectUri: ctx.session?.flow.redirectUri, status: 303, someoneElse: true }),
});

// POST /api/password-warning/skip: "later" on the password-will-expire page continues the sign-in.
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { formRoute } from '@/lib/http/form-route';
import { COOKIE } from '@/lib/session/cookies';
import { openSession, sessionCookie } from '@/lib/session/session';
import { formSchema } from '@/lib/validation/form-schema';

export const POST = formRoute({
  schema: formSchema({}),
  formPage: () => '/authenticated',
  async handle(_data, ctx) {
    const session = await openSession(ctx.request.cookies.get(COOKIE.session)?.value);
    if (!session) return { next: '/' };
    // An entry point that stores a redirect URI: only one the tenant allows (DESIGN §5).
    const redirectUri = allowedRedirectUri(ctx.fields.redirectUri, ctx.tenant.tenant.redirectUris) ?? session.redirectUri;
    return { next: '/authorize', cookies: [await sessionCookie({ ...session, redirectUri, passwordWarningSkipped: true })] };
  },
});

// POST /api/password-warning/skip: "later" on the password-will-expire page continues the sign-in.
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { sessionFormRoute } from '@/lib/http/form-route';
import { sessionCookie } from '@/lib/session/session';

export const POST = sessionFormRoute({
  formPage: '/authenticated',
  async handle(session, ctx) {
    // An entry point that stores a redirect URI: only one the tenant allows (DESIGN §5).
    const redirectUri = allowedRedirectUri(ctx.fields.redirectUri, ctx.tenant.tenant.redirectUris) ?? session.redirectUri;
    return { next: '/authorize', cookies: [await sessionCookie({ ...session, redirectUri, passwordWarningSkipped: true })] };
  },
});

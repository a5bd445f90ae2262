// POST /api/password-warning/skip: "later" on the password-will-expire page continues the sign-in.
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { route } from '@/lib/http/route';
import { sessionCookie } from '@/lib/session/session';
import { formSchema } from '@/lib/validation/form-schema';

export const POST = route({
  body: formSchema({}),
  formPage: () => '/error/password-will-expire',
  session: 'required',
  step: '/error/password-will-expire',
  async handle({ session, fields, tenant }) {
    const s = session;
    // An entry point that stores a redirect URI: only one the tenant allows (DESIGN §5).
    const redirectUri = allowedRedirectUri(fields.redirectUri, tenant.redirectUris) ?? s.flow.redirectUri;
    return { next: '/authorize', cookies: [await sessionCookie({ ...s, flow: { ...s.flow, redirectUri }, passwordWarningSkipped: true })] };
  },
});

// POST /api/register: registers with the invitation, then signs the new user in automatically
// (SPEC §4): the same credential step as the password form, so the user lands on the calling app.
import { flowQuery, withQuery } from '@/lib/flows/login-params';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { signInWithPassword } from '@/lib/flows/sign-in-with-password';
import { formRoute } from '@/lib/http/form-route';
import { registerUser } from '@/lib/upstream/account';
import type { SecretQuestion } from '@/lib/upstream/contract';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ActivationForm } from '@/lib/validation/account';

export const POST = formRoute({
  schema: ActivationForm,
  formPage: (f) => withQuery('/register', new URLSearchParams({ token: f.token ?? '', ...(f.redirectUri ? { redirectUri: f.redirectUri } : {}) }).toString()),
  async handle(d, ctx) {
    const redirectUri = allowedRedirectUri(ctx.fields.redirectUri, ctx.tenant.tenant.redirectUris);
    let email: string;
    try {
      ({ email } = await registerUser(
        { token: d.token, password: d.password, secretQuestion: d.secretQuestion as SecretQuestion, secretAnswer: d.secretAnswer },
        ctx.traceToken,
      ));
    } catch (err) {
      if (isUpstreamError(err, 'TokenInvalid')) return { next: '/register?invalid=true' };
      throw err;
    }
    const signedIn = await signInWithPassword(ctx.tenant, { redirectUri }, { email, password: d.password }, ctx);
    // Registered all the same: if the automatic sign-in cannot happen, the user signs in by hand.
    if (!signedIn.ok) return { next: withQuery('/login', flowQuery({ redirectUri, email })) };
    return { next: signedIn.url, cookies: signedIn.cookies };
  },
});

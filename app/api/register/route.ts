// POST /api/register: registers with the invitation (its token from the link's sealed cookie), then
// signs the new user in automatically (SPEC §4): the same credential step as the password form, so the
// user lands on the calling app.
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { signInWithPassword } from '@/lib/sign-in/with-password';
import { route } from '@/lib/http/route';
import { clearLinkToken, readLinkToken } from '@/lib/links/link-cookie';
import { pendingEmail } from '@/lib/sign-in/notes';
import { refuseNewPassword } from '@/lib/passwords/new-password';
import { invitationOwner, registerUser } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ActivationForm } from '@/lib/validation/account';

export const POST = route({
  body: ActivationForm,
  formPage: (f) => withQuery('/register', new URLSearchParams(f.redirectUri ? { redirectUri: f.redirectUri } : {}).toString()),
  async handle({ body: d, fields, tenant, request, origin, traceToken, mode, knownAccounts, locale }) {
    const redirectUri = allowedRedirectUri(fields.redirectUri, tenant.redirectUris);
    // No invitation in the last ten minutes: the page says the invitation is not valid.
    const link = await readLinkToken('register', request.cookies);
    if (!link) return { next: '/register' };
    // Issue 41: the password is checked for the invitation's own address, before it is spent.
    const owner = await invitationOwner(link.token, tenant.code);
    if (!owner) return { next: '/register', cookies: [clearLinkToken('register')] };
    const refused = await refuseNewPassword(d.password, { owner, tenant, locale, mode, knownAccounts });
    if (refused) return refused;
    let email: string;
    try {
      ({ email } = await registerUser({ token: link.token, password: d.password, secretQuestion: d.secretQuestion, secretAnswer: d.secretAnswer }));
    } catch (err) {
      if (isUpstreamError(err, 'TokenInvalid')) return { next: '/register', cookies: [clearLinkToken('register')] };
      throw err;
    }
    const used = clearLinkToken('register');
    const signedIn = await signInWithPassword(tenant, { redirectUri }, { email, password: d.password }, { request, origin, traceToken, mode, knownAccounts });
    // Registered all the same: if the automatic sign-in cannot happen, the user signs in by hand.
    if (!signedIn.ok) return { next: withQuery('/login/password', flowQuery({ redirectUri })), cookies: [used, await pendingEmail.write({ email })] };
    return { next: signedIn.url, cookies: [used, ...signedIn.cookies] };
  },
});

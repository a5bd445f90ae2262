// POST /api/activate: the activation form (SPEC §4, §8), with the link's token from its sealed cookie.
// Success → login with activateSuccess, the e-mail stage holding the account's e-mail (as after a reset).
import { route } from '@/lib/http/route';
import { clearLinkToken, readLinkToken } from '@/lib/links/link-cookie';
import { pendingEmail } from '@/lib/sign-in/notes';
import { refuseNewPassword } from '@/lib/passwords/new-password';
import { activateUser, activationOwner } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ActivationForm } from '@/lib/validation/account';

const EXPIRED = '/error/activate-expired';

export const POST = route({
  body: ActivationForm,
  formPage: () => '/activate',
  // SPEC §8: for activation, anything but the two cases below is the unknown-error page.
  networkMessage: false,
  async handle({ body: d, request, tenant, locale, mode, knownAccounts }) {
    // No link in the last ten minutes: the activation-expired page offers a new one.
    const link = await readLinkToken('activate', request.cookies);
    if (!link) return { next: EXPIRED };
    // Issue 41: the password is checked for the link's own account, before anything is spent.
    const owner = await activationOwner(link.token);
    if (!owner) return { next: EXPIRED, cookies: [clearLinkToken('activate')] };
    const refused = await refuseNewPassword(d.password, { owner, tenant, locale, mode, knownAccounts });
    if (refused) return refused;
    try {
      const { email } = await activateUser({ token: link.token, password: d.password, secretQuestion: d.secretQuestion, secretAnswer: d.secretAnswer });
      return { next: '/login?activateSuccess=true', cookies: [clearLinkToken('activate'), await pendingEmail.write({ email })] };
    } catch (err) {
      if (isUpstreamError(err, 'PasswordHistoryError')) return { errors: { form: 'passwordHistory' } };
      if (isUpstreamError(err, 'TokenInvalid') || isUpstreamError(err, 'TokenExpired')) return { next: EXPIRED, cookies: [clearLinkToken('activate')] };
      throw err;
    }
  },
});

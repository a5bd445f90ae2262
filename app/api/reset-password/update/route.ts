// POST /api/reset-password/update: the new password with the link's token and e-mail, both from the
// link's sealed cookie (SPEC §8's reset update).
import { route } from '@/lib/http/route';
import { clearLinkToken, readLinkToken } from '@/lib/session/link-token';
import { pendingEmail } from '@/lib/session/session';
import { applyResetPassword } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ResetUpdateForm } from '@/lib/validation/account';

const EXPIRED = '/reset-password?tokenExpired=true';

export const POST = route({
  body: ResetUpdateForm,
  formPage: () => '/reset-password/update',
  async handle({ body: d, request }) {
    // No link in the last ten minutes: as SPEC's expired token, back to the request for a new one.
    const link = await readLinkToken('reset', request.cookies);
    if (!link) return { next: EXPIRED };
    try {
      await applyResetPassword(link.token, d.password);
      // The e-mail stage then holds the account's e-mail, even where the link was opened in another
      // browser than the one that asked for it.
      const email = link.email ? [await pendingEmail.write({ email: link.email })] : [];
      return { next: '/login?resetPassword=true', cookies: [clearLinkToken('reset'), ...email] };
    } catch (err) {
      if (isUpstreamError(err, 'PasswordHistory')) return { errors: { form: 'passwordHistory' } };
      if (isUpstreamError(err, 'TokenExpired') || isUpstreamError(err, 'TokenNotFound')) {
        const email = link.email ? [await pendingEmail.write({ email: link.email })] : [];
        return { next: EXPIRED, cookies: [clearLinkToken('reset'), ...email] };
      }
      throw err;
    }
  },
});

// POST /api/reset-password/update: the new password with the link's token (SPEC §8's reset update).
import { withQuery } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { pendingEmail } from '@/lib/session/session';
import { applyResetPassword } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ResetUpdateForm } from '@/lib/validation/account';

export const POST = route({
  body: ResetUpdateForm,
  // The page's own link (token and e-mail are SPEC's query of the e-mailed link, which the user opened).
  formPage: (f) => withQuery('/reset-password/update', new URLSearchParams({ token: f.token ?? '', email: f.email ?? '' }).toString()),
  async handle({ body: d, traceToken }) {
    try {
      await applyResetPassword(d.token, d.password, traceToken);
      return { next: '/login?resetPassword=true' };
    } catch (err) {
      if (isUpstreamError(err, 'PasswordHistory')) return { errors: { form: 'passwordHistory' } };
      if (isUpstreamError(err, 'TokenExpired') || isUpstreamError(err, 'TokenNotFound')) {
        return { next: '/reset-password?tokenExpired=true', cookies: [await pendingEmail.write({ email: d.email })] };
      }
      throw err;
    }
  },
});

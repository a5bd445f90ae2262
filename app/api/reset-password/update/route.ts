// POST /api/reset-password/update: the new password with the link's token (SPEC §8's reset update).
import { withQuery } from '@/lib/flows/login-params';
import { formRoute } from '@/lib/http/form-route';
import { applyResetPassword } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ResetUpdateForm } from '@/lib/validation/account';

export const POST = formRoute({
  schema: ResetUpdateForm,
  formPage: (f) => withQuery('/reset-password/update', new URLSearchParams({ token: f.token ?? '', email: f.email ?? '' }).toString()),
  async handle(d, ctx) {
    try {
      await applyResetPassword(d.token, d.password, ctx.traceToken);
      return { next: '/login?resetPassword=true' };
    } catch (err) {
      if (isUpstreamError(err, 'PasswordHistory')) return { errors: { form: 'passwordHistory' } };
      if (isUpstreamError(err, 'TokenExpired') || isUpstreamError(err, 'TokenNotFound')) {
        return { next: withQuery('/reset-password', new URLSearchParams({ tokenExpired: 'true', email: d.email }).toString()) };
      }
      throw err;
    }
  },
});

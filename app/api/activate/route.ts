// POST /api/activate: the activation form (SPEC §4, §8). Success → login with activateSuccess.
import { withQuery } from '@/lib/flows/login-params';
import { formRoute } from '@/lib/http/form-route';
import { activateUser } from '@/lib/upstream/account';
import type { SecretQuestion } from '@/lib/upstream/contract';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ActivationForm } from '@/lib/validation/account';

export const POST = formRoute({
  schema: ActivationForm,
  formPage: (f) => withQuery('/activate', new URLSearchParams({ token: f.token ?? '' }).toString()),
  // SPEC §8: for activation, anything but the two cases below is the unknown-error page.
  networkMessage: false,
  async handle(d, ctx) {
    try {
      await activateUser({ token: d.token, password: d.password, secretQuestion: d.secretQuestion as SecretQuestion, secretAnswer: d.secretAnswer }, ctx.traceToken);
      return { next: '/login?activateSuccess=true' };
    } catch (err) {
      if (isUpstreamError(err, 'PasswordHistoryError')) return { errors: { form: 'passwordHistory' } };
      if (isUpstreamError(err, 'TokenInvalid') || isUpstreamError(err, 'TokenExpired')) return { next: '/error/activate-expired' };
      throw err;
    }
  },
});

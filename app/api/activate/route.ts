// POST /api/activate: the activation form (SPEC §4, §8). Success → login with activateSuccess.
import { withQuery } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { activateUser } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ActivationForm } from '@/lib/validation/account';

export const POST = route({
  body: ActivationForm,
  formPage: (f) => withQuery('/activate', new URLSearchParams({ token: f.token ?? '' }).toString()),
  // SPEC §8: for activation, anything but the two cases below is the unknown-error page.
  networkMessage: false,
  async handle({ body: d, traceToken }) {
    try {
      await activateUser({ token: d.token, password: d.password, secretQuestion: d.secretQuestion, secretAnswer: d.secretAnswer }, traceToken);
      return { next: '/login?activateSuccess=true' };
    } catch (err) {
      if (isUpstreamError(err, 'PasswordHistoryError')) return { errors: { form: 'passwordHistory' } };
      if (isUpstreamError(err, 'TokenInvalid') || isUpstreamError(err, 'TokenExpired')) return { next: '/error/activate-expired' };
      throw err;
    }
  },
});

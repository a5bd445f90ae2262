// POST /api/verify-email: confirm the e-mail with the link's token (SPEC §4, §8). Success shows a
// message, then goes on to the homepage URL the upstream answered (kept in the flash, never a URL).
import { withQuery } from '@/lib/flows/login-params';
import { formRoute } from '@/lib/http/form-route';
import { flashCookie } from '@/lib/session/flash';
import { verifyEmail } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { VerifyEmailForm } from '@/lib/validation/account';

export const POST = formRoute({
  schema: VerifyEmailForm,
  formPage: (f) => withQuery('/verify-email', new URLSearchParams({ token: f.token ?? '' }).toString()),
  async handle(d, ctx) {
    try {
      const homepageUrl = await verifyEmail(d.email, d.token, ctx.traceToken);
      return { next: '/verify-email/verified', cookies: [await flashCookie({ homepageUrl })] };
    } catch (err) {
      if (isUpstreamError(err, 'EmailInValid')) return { errors: { email: 'emailMismatch' } };
      if (isUpstreamError(err, 'TokenInvalid')) return { next: '/error/verify-expired' };
      throw err;
    }
  },
});

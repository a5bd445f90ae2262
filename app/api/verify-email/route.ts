// POST /api/verify-email: confirm the e-mail with the link's token (SPEC §4, §8). Success shows a
// message, then goes on to the homepage URL the upstream answered (kept in the flash, never a URL).
import { withQuery } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { flashCookie } from '@/lib/session/flash';
import { verifyEmail } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { VerifyEmailForm } from '@/lib/validation/account';

export const POST = route({
  body: VerifyEmailForm,
  formPage: (f) => withQuery('/verify-email', new URLSearchParams({ token: f.token ?? '' }).toString()),
  async handle({ body: d, traceToken }) {
    try {
      const homepageUrl = await verifyEmail(d.email, d.token, traceToken);
      return { next: '/verify-email/verified', cookies: [await flashCookie({ to: '/verify-email/verified', homepageUrl })] };
    } catch (err) {
      if (isUpstreamError(err, 'EmailInValid')) return { errors: { email: 'emailMismatch' } };
      if (isUpstreamError(err, 'TokenInvalid')) return { next: '/error/verify-expired' };
      throw err;
    }
  },
});

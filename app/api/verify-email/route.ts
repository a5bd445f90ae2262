// POST /api/verify-email: confirm the e-mail with the link's token, from its sealed cookie (SPEC §4,
// §8). Success shows a message, then goes on to the homepage URL the upstream answered (kept in the
// flash, never a URL).
import { route } from '@/lib/http/route';
import { flashCookie } from '@/lib/session/flash';
import { clearLinkToken, readLinkToken } from '@/lib/links/link-cookie';
import { verifyEmail } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { EmailOnlyForm } from '@/lib/validation/account';

const EXPIRED = '/error/verify-expired';

export const POST = route({
  body: EmailOnlyForm,
  formPage: () => '/verify-email',
  async handle({ body: d, request }) {
    const link = await readLinkToken('verify', request.cookies);
    if (!link) return { next: EXPIRED };
    try {
      const homepageUrl = await verifyEmail(d.email, link.token);
      return { next: '/verify-email/verified', cookies: [clearLinkToken('verify'), await flashCookie({ to: '/verify-email/verified', homepageUrl })] };
    } catch (err) {
      if (isUpstreamError(err, 'EmailInValid')) return { errors: { email: 'emailMismatch' } };
      if (isUpstreamError(err, 'TokenInvalid')) return { next: EXPIRED, cookies: [clearLinkToken('verify')] };
      throw err;
    }
  },
});

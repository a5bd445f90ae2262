// POST /api/account/not-me: "This wasn't me" confirmed (issue 40). The upstream ends every sign-in,
// device token, partner identity and IdP session of the account and asks for a new password at its
// next sign-in; the link is spent. This browser's own session goes too if it was that account's (the
// upstream now refuses its token). A link that serves nothing any more goes back to the page, which says why.
import { isTokenRefused } from '@/lib/account/changes';
import { NOT_ME_PATH, SECURED } from '@/lib/account/not-me';
import { route } from '@/lib/http/route';
import { clearLinkToken, readLinkToken } from '@/lib/links/link-cookie';
import { flashCookie } from '@/lib/session/flash';
import { clearSessionCookie } from '@/lib/session/session';
import { isUpstreamError } from '@/lib/upstream/errors';
import { confirmSecurityAlert } from '@/lib/upstream/sessions';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  formPage: () => NOT_ME_PATH,
  async handle({ request, session, tenant }) {
    const link = await readLinkToken('not-me', request.cookies);
    if (!link) return { next: NOT_ME_PATH };
    try {
      await confirmSecurityAlert(link.token, tenant.code);
    } catch (err) {
      if (isUpstreamError(err, 'TokenInvalid')) return { next: NOT_ME_PATH, cookies: [clearLinkToken('not-me')] };
      if (isUpstreamError(err, 'TokenExpired')) return { next: NOT_ME_PATH };
      throw err;
    }
    const ended = session && (await isTokenRefused(session.token).catch(() => false)) ? [clearSessionCookie()] : [];
    return { next: NOT_ME_PATH, cookies: [clearLinkToken('not-me'), ...ended, await flashCookie({ to: NOT_ME_PATH, notice: SECURED })] };
  },
});

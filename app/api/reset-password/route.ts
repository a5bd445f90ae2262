// POST /api/reset-password: request a reset link. ACTIVATE (never activated) → activation sent,
// anything else → reset sent (SPEC §7). The same answer whether or not the e-mail has an account.
// The e-mail travels on in a sealed cookie, never in a URL (access logs would keep it).
import { linkContext } from '@/lib/http/link-context';
import { route } from '@/lib/http/route';
import { flashCookie } from '@/lib/session/flash';
import { pendingEmail } from '@/lib/sign-in/notes';
import { requestResetPassword } from '@/lib/upstream/account';
import { EmailOnlyForm } from '@/lib/validation/account';

export const POST = route({
  body: EmailOnlyForm,
  formPage: (f) => (f.resend ? '/reset-password/sent' : '/reset-password'),
  async handle(ctx) {
    const { email } = ctx.body;
    const state = await requestResetPassword(email, linkContext(ctx));
    if (state === 'ACTIVATE') return { next: '/activate/sent' };
    const cookies = [await pendingEmail.write({ email })];
    if (ctx.fields.resend) cookies.push(await flashCookie({ to: '/reset-password/sent', notice: 'resent' }));
    return { next: '/reset-password/sent', cookies };
  },
});

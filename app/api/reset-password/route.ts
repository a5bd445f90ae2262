// POST /api/reset-password: request a reset link. ACTIVATE (never activated) → activation sent,
// anything else → reset sent (SPEC §7). The same answer whether or not the e-mail has an account.
import { withQuery } from '@/lib/flows/login-params';
import { formRoute } from '@/lib/http/form-route';
import { linkContext } from '@/lib/http/link-context';
import { flashCookie } from '@/lib/session/flash';
import { requestResetPassword } from '@/lib/upstream/account';
import { EmailOnlyForm } from '@/lib/validation/account';

export const POST = formRoute({
  schema: EmailOnlyForm,
  formPage: (f) => (f.resend ? withQuery('/reset-password/sent', new URLSearchParams({ email: f.email ?? '' }).toString()) : '/reset-password'),
  async handle({ email }, ctx) {
    const state = await requestResetPassword(email, linkContext(ctx), ctx.traceToken);
    if (state === 'ACTIVATE') return { next: '/activate/sent' };
    const notice = ctx.fields.resend ? [await flashCookie({ notice: 'resent' })] : [];
    return { next: withQuery('/reset-password/sent', new URLSearchParams({ email }).toString()), cookies: notice };
  },
});

// POST /api/activate/resend: a new activation link from the activation-expired page.
import { formRoute } from '@/lib/http/form-route';
import { linkContext } from '@/lib/http/link-context';
import { resendActivation } from '@/lib/upstream/account';
import { EmailOnlyForm } from '@/lib/validation/account';

export const POST = formRoute({
  schema: EmailOnlyForm,
  formPage: () => '/error/activate-expired',
  async handle({ email }, ctx) {
    await resendActivation(email, linkContext(ctx), ctx.traceToken);
    return { next: '/activate/sent' };
  },
});

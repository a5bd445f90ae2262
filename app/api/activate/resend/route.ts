// POST /api/activate/resend: a new activation link from the activation-expired page.
import { linkContext } from '@/lib/http/link-context';
import { route } from '@/lib/http/route';
import { resendActivation } from '@/lib/upstream/account';
import { EmailOnlyForm } from '@/lib/validation/account';

export const POST = route({
  body: EmailOnlyForm,
  formPage: () => '/error/activate-expired',
  async handle(ctx) {
    await resendActivation(ctx.body.email, linkContext(ctx));
    return { next: '/activate/sent' };
  },
});

// POST /api/must-log-out: SPEC §4's must-log-out dialog. Keeps the link the user opened (activation
// or reset, with its token and e-mail) in a sealed cookie rather than a URL, then logs out; after
// logout the user comes back to it.
import { isSafeReturnTo } from '@/lib/flows/return-to';
import { route } from '@/lib/http/route';
import { returnTo } from '@/lib/session/flash';
import { formSchema, text } from '@/lib/validation/form-schema';

export const POST = route({
  body: formSchema({ returnTo: text([]) }),
  formPage: () => '/logout',
  async handle({ body }) {
    return { next: '/logout', cookies: isSafeReturnTo(body.returnTo) ? [await returnTo.write({ path: body.returnTo })] : [] };
  },
});

// POST /api/must-log-out: SPEC §4's must-log-out dialog. Keeps the link the user opened (activation
// or reset, with its token and e-mail) in a sealed cookie rather than a URL, then logs out; after
// logout the user comes back to it.
import { isLinkBack, linkAfterLogout } from '@/lib/sign-in/after-logout';
import { route } from '@/lib/http/route';
import { formSchema, text } from '@/lib/validation/form-schema';

export const POST = route({
  body: formSchema({ returnTo: text([]) }),
  formPage: () => '/logout',
  async handle({ body }) {
    return { next: '/logout', cookies: isLinkBack(body.returnTo) ? [await linkAfterLogout.write({ path: body.returnTo })] : [] };
  },
});

// POST /api/login/badge/not-you: the PIN page's "Not you?" (issue 38). The badge read is forgotten and
// the badge stage opens empty, for the same application.
import { route } from '@/lib/http/route';
import { BADGE_PATH, badgeStage } from '@/lib/sign-in/badge-stage';
import { pendingBadge } from '@/lib/sign-in/notes';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  formPage: (fields) => badgeStage(BADGE_PATH, fields),
  async handle({ fields }) {
    return { next: badgeStage(BADGE_PATH, fields), cookies: [pendingBadge.clear()] };
  },
});

// POST /api/login/badge: the badge stage (issue 38). The code however it came (typed, a scanner's
// keystrokes, the camera) is read, and the upstream says whose it is; the PIN page follows (or, at
// first use, the new PIN's). A badge sign-in is a shared computer's: the browser becomes one, and
// what the person before left goes (issue 36), as at the e-mail stage of a shared computer.
import { readCode } from '@/lib/badges/codes';
import { route } from '@/lib/http/route';
import { countFunnel } from '@/lib/metrics';
import { BADGE_NEW_PIN_PATH, BADGE_PATH, BADGE_PIN_PATH, badgeStage } from '@/lib/sign-in/badge-stage';
import { sharedChoiceCookie } from '@/lib/sign-in/mode';
import { pendingBadge, pendingEmail } from '@/lib/sign-in/notes';
import { forgetPersonBefore } from '@/lib/sign-in/someone-new';
import { lookupBadge } from '@/lib/upstream/badges';
import { BadgeCodeForm } from '@/lib/validation/badges';

export const POST = route({
  body: BadgeCodeForm,
  formPage: (fields) => badgeStage(BADGE_PATH, fields),
  async handle({ body, fields, tenant, request, session }) {
    // A tenant without badges has no badge stage: its page answers SPEC's not-found page.
    if (!tenant.badgeSignIn) return { next: BADGE_PATH };
    // The schema has read it already: this cannot fail.
    const code = readCode('badge', body.badgeCode) ?? '';
    const holder = await lookupBadge(tenant.code, code);
    if (holder === 'unknown' || holder === 'revoked') return { errors: { badgeCode: holder === 'revoked' ? 'badgeRevoked' : 'badgeUnknown' } };
    countFunnel(tenant.code, 'started');
    const forgotten = await forgetPersonBefore(request.cookies.getAll(), session);
    // The deletions first: what this answer writes wins over them.
    return {
      next: badgeStage(holder.pinSet ? BADGE_PIN_PATH : BADGE_NEW_PIN_PATH, fields),
      cookies: [...forgotten, pendingEmail.clear(), await pendingBadge.write({ code, ...holder }), sharedChoiceCookie(true)],
    };
  },
});

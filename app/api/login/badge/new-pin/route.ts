// POST /api/login/badge/new-pin: the badge's first PIN (or the first after a manager's reset), chosen
// twice (issue 38): issue 38's rule here and again upstream (which alone knows the last PIN), then the
// sign-in with it at once, so the person does not type it a third time.
import { pinProblem } from '@/lib/badges/pin';
import { parseFlowParams } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { flashCookie } from '@/lib/session/flash';
import { logger } from '@/lib/logger';
import { BADGE_NEW_PIN_PATH, BADGE_PATH, BADGE_PIN_PATH, backToBadgeStage, badgeStage, pinRefusal } from '@/lib/sign-in/badge-stage';
import { sharedChoiceCookie } from '@/lib/sign-in/mode';
import { pendingBadge } from '@/lib/sign-in/notes';
import { signInWithBadge } from '@/lib/sign-in/with-badge';
import { setBadgePin } from '@/lib/upstream/badges';
import { NewPinForm } from '@/lib/validation/badges';

export const POST = route({
  body: NewPinForm,
  formPage: (fields) => badgeStage(BADGE_NEW_PIN_PATH, fields),
  async handle({ body: { pin }, fields, tenant, request, origin, traceToken, mode }) {
    const badge = await pendingBadge.read(request.cookies.get(pendingBadge.name)?.value);
    if (!tenant.badgeSignIn || !badge) return { next: badgeStage(BADGE_PATH, fields) };
    const problem = pinProblem(pin, { badgeCode: badge.code });
    if (problem) return { errors: { pin: problem } };
    const chosen = await setBadgePin(tenant.code, badge.code, pin);
    if (chosen === 'reused') return { errors: { pin: 'pinReused' } };
    // The upstream's rule may be stricter than ours: its refusal is the rule's message.
    if (chosen === 'refused') return { errors: { pin: 'pinSequence' } };
    if (chosen === 'unknown' || chosen === 'revoked') return backToBadgeStage(fields, chosen === 'revoked' ? 'badgeRevoked' : 'badgeUnknown');
    // Someone chose it meanwhile (another tab): the PIN page asks for it.
    if (chosen === 'already-set') return { next: badgeStage(BADGE_PIN_PATH, fields), cookies: [await pendingBadge.write({ ...badge, pinSet: true })] };
    const signedIn = await signInWithBadge(tenant, parseFlowParams(fields), { badgeCode: badge.code, pin }, { request, origin, traceToken, mode });
    // Still a shared computer's, whatever another tab chose meanwhile.
    if (signedIn.ok) return { next: signedIn.url, cookies: [...signedIn.cookies, sharedChoiceCookie(true)] };
    logger.info({ reason: signedIn.reason }, 'badge sign-in refused after its new PIN');
    if (signedIn.reason === 'account-disabled') return { next: '/error/account-disabled', cookies: [pendingBadge.clear()] };
    // The PIN is chosen: the PIN page asks for it again, saying what went wrong.
    const shown = pinRefusal(signedIn) ?? { errors: { form: 'network' as const }, detail: undefined };
    const flash = await flashCookie({ to: BADGE_PIN_PATH, errors: shown.errors, detail: shown.detail });
    return { next: badgeStage(BADGE_PIN_PATH, fields), cookies: [await pendingBadge.write({ ...badge, pinSet: true }), flash] };
  },
});

// POST /api/login/badge/pin: the badge's PIN to the IdP's credential endpoint for a login ticket, then
// the IdP's authorize URL with it (issue 38), as a password's. A wrong PIN, a wait or a locked badge
// show on the PIN page; a badge revoked meanwhile goes back to the badge stage; a PIN reset meanwhile,
// to choosing a new one; a disabled account, to SPEC's account-disabled page.
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { BADGE_NEW_PIN_PATH, BADGE_PATH, BADGE_PIN_PATH, backToBadgeStage, badgeStage, pinRefusal } from '@/lib/sign-in/badge-stage';
import { sharedChoiceCookie } from '@/lib/sign-in/mode';
import { pendingBadge } from '@/lib/sign-in/notes';
import { parseFlowParams } from '@/lib/flows/flow-state';
import { signInWithBadge } from '@/lib/sign-in/with-badge';
import { BadgePinForm } from '@/lib/validation/badges';

export const POST = route({
  body: BadgePinForm,
  formPage: (fields) => badgeStage(BADGE_PIN_PATH, fields),
  async handle({ body: { pin }, fields, tenant, request, origin, traceToken, mode }) {
    const badge = await pendingBadge.read(request.cookies.get(pendingBadge.name)?.value);
    if (!tenant.badgeSignIn || !badge) return { next: badgeStage(BADGE_PATH, fields) };
    const signedIn = await signInWithBadge(tenant, parseFlowParams(fields), { badgeCode: badge.code, pin }, { request, origin, traceToken, mode });
    // Still a shared computer's, whatever another tab chose meanwhile.
    if (signedIn.ok) return { next: signedIn.url, cookies: [...signedIn.cookies, sharedChoiceCookie(true)] };
    logger.info({ reason: signedIn.reason }, 'badge PIN refused');
    const shown = pinRefusal(signedIn);
    if (shown) return shown;
    if (signedIn.reason === 'revoked') return backToBadgeStage(fields, 'badgeRevoked');
    if (signedIn.reason === 'pin-not-set')
      return { next: badgeStage(BADGE_NEW_PIN_PATH, fields), cookies: [await pendingBadge.write({ ...badge, pinSet: false })] };
    if (signedIn.reason === 'account-disabled') return { next: '/error/account-disabled', cookies: [pendingBadge.clear()] };
    return { errors: { form: 'network' } };
  },
});

// What the badge routes share (issue 38): where each stage is, and what a PIN refused by the IdP
// shows. A tenant that does not allow badges has no badge pages (SPEC's not-found page).
import 'server-only';
import { flowQuery, parseFlowParams, withQuery } from '../flows/flow-state';
import type { BadgeRefusal } from '../idp/credentials';
import type { Outcome } from '../http/route';
import { flashCookie } from '../session/flash';
import type { FormDetail, FormErrors } from '../validation/form-schema';
import { pendingBadge } from './notes';

export const BADGE_PATH = '/login/badge';
export const BADGE_PIN_PATH = '/login/badge/pin';
export const BADGE_NEW_PIN_PATH = '/login/badge/new-pin';

/** A stage's address with the flow's parameters (the calling application's), from posted fields. */
export function badgeStage(path: string, fields: Record<string, string>): string {
  return withQuery(path, flowQuery(parseFlowParams(fields)));
}

/** The badge stage again, the badge forgotten, saying why it signs no one in (revoked since it was read). */
export async function backToBadgeStage(fields: Record<string, string>, error: 'badgeRevoked' | 'badgeUnknown'): Promise<Outcome> {
  return { next: badgeStage(BADGE_PATH, fields), cookies: [pendingBadge.clear(), await flashCookie({ to: BADGE_PATH, errors: { badgeCode: error } })] };
}

/**
 * What the PIN form shows for a refusal it can be tried again after: a wrong PIN (saying when the
 * next one is the last before a wait), a wait with its countdown (saying when the next wrong one
 * locks the badge). Null: a refusal the PIN page does not show (locked, revoked, no PIN, disabled, network).
 */
export function pinRefusal(refusal: BadgeRefusal): { errors: FormErrors; detail?: FormDetail; status: 422 | 429 } | null {
  if (refusal.reason === 'wrong-pin') return { errors: { form: refusal.attemptsLeft === 1 ? 'wrongPinLastTry' : 'wrongPin' }, status: 422 };
  if (refusal.reason === 'wait')
    return { errors: { form: refusal.attemptsLeft === 1 ? 'pinWaitLockNear' : 'pinWait' }, detail: { retryIn: refusal.retryAfter }, status: 429 };
  if (refusal.reason === 'locked') return { errors: { form: 'badgeLocked' }, status: 422 };
  return null;
}

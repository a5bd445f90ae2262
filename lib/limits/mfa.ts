// Keycard's MFA budgets where codes are checked and sent (issue 26, 36): each code or send reserves its
// place first, per (user, address), per user and per address (lib/limits/budgets.ts); past one, the
// answer is what the upstream's own 429 reads as, SPEC §8's rate-limit message with the time left.
import 'server-only';
import type { Refusal } from '../validation/form-schema';
import type { LimitKind } from './budgets';
import { noteRefusal, reserveAttempt, type Settlement } from './reserve';

/** Refused codes, or text and voice sends. */
export type MfaLimit = Extract<LimitKind, 'mfaCodes' | 'mfaSends'>;

/** Whose MFA is counted: the user of a tenant, at the client's address (and its front-desk network), from a browser known to them or not. */
export type MfaCounted = { tenantCode: string; userUuid: string; address: string | undefined; frontDesk: string | undefined; known: boolean };

/** The attempt's reservation: refused now (a 429 to show), or to be settled once the upstream has answered. */
export async function reserveMfa(limit: MfaLimit, who: MfaCounted): Promise<{ refused: Refusal } | { settle: (outcome: Settlement) => Promise<void> }> {
  const reserved = await reserveAttempt(limit, {
    tenantCode: who.tenantCode,
    subject: who.userUuid,
    address: who.address,
    frontDesk: who.frontDesk,
    known: who.known,
  });
  if (!reserved.refused) return { settle: reserved.settle };
  noteRefusal(limit, reserved.refused.tier, 'MFA');
  return { refused: { errors: { form: 'rateLimited' }, detail: { retryIn: reserved.refused.retryIn } } };
}

// Keycard's own MFA budgets (lib/http/rate-limit.ts) where codes are checked and sent: past one, the
// answer is what the upstream's own 429 reads as, SPEC §8's rate-limit message with the time left.
import 'server-only';
import { MFA_LIMIT_NAMES, mfaRetryAfter, type MfaCounted, type MfaLimit } from '../http/rate-limit';
import { logger } from '../logger';
import { metrics } from '../metrics';
import type { Refusal } from '../validation/form-schema';

/** Null while the budget allows one more; else the refusal to show (a 429). */
export async function mfaLimited(limit: MfaLimit, who: MfaCounted, traceToken: string): Promise<Refusal | null> {
  const wait = await mfaRetryAfter(limit, who);
  if (wait === 0) return null;
  logger.warn({ traceToken, limit: MFA_LIMIT_NAMES[limit] }, "refused by Keycard's MFA limit for this user and address");
  metrics().rateLimited.inc({ limit: MFA_LIMIT_NAMES[limit] });
  return { errors: { form: 'rateLimited' }, detail: { retryIn: wait } };
}

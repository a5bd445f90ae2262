// Keycard's own limits, beside the IdP's and the upstream's per-(user, address) ones:
// - the credential POST, per address: an address that keeps failing is refused before its guesses
//   reach the IdP, so no one can spray passwords across many accounts from one place. Only refused
//   credentials count, so a hotel's staff behind one NAT address can all sign in at the start of a shift;
// - MFA codes and sends, per (user, address) and per address (`MFA_BUDGETS`): keyed by address, so
//   someone with a user's password elsewhere can neither lock the user out nor spend their sends.
//
// The count lives in Redis when REDIS_URL is set, so that every replica spends one budget (ten
// replicas must not mean ten times the guesses), and in the process otherwise. When Redis fails or is
// slow, the in-process limiter stands in (rate-limiter-flexible's insurance limiter) and this is
// logged: a limiter must never be why a sign-in fails.
import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '../config';
import { logger } from '../logger';
import { redis } from '../redis';

/** At most one warning a minute while the shared store is failing. */
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

/** The in-process limiter that stands in for Redis, saying so (at most once a minute). */
class FallbackLimiter extends RateLimiterMemory {
  private warnedAt = -Infinity;
  private warn() {
    const now = Date.now();
    if (now - this.warnedAt < FALLBACK_WARNING_INTERVAL_MS) return;
    this.warnedAt = now;
    logger.warn({ limiter: this.keyPrefix }, 'shared limit unavailable: counting in this process');
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.warn();
    return super.consume(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.warn();
    return super.get(...args);
  }
}

/** A budget: `points` counted per key over `seconds`, under `name` (its store's key prefix). */
export type Budget = { name: string; points: number; seconds: number };

const limiters = new Map<string, RateLimiterAbstract>();
/** The limiter of a budget: in Redis when there is one (with this process standing in), else in the process. */
export function limiter({ name, points, seconds }: Budget): RateLimiterAbstract {
  const known = limiters.get(name);
  if (known) return known;
  const options = { keyPrefix: `keycard:${name}`, points, duration: seconds };
  const client = redis();
  const made = client
    ? new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true, insuranceLimiter: new FallbackLimiter(options) })
    : new RateLimiterMemory(options);
  limiters.set(name, made);
  return made;
}

/** Seconds until `key` may go on under this budget, or 0 when it may now. */
export async function retryAfter(budget: Budget, key: string): Promise<number> {
  const state = await limiter(budget).get(key);
  return state && state.consumedPoints >= budget.points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
}

/** Counts one against `key` (past the budget too: the refusal is `retryAfter`'s to give). */
export async function count(budget: Budget, key: string): Promise<void> {
  await limiter(budget)
    .consume(key)
    .catch((e: unknown) => {
      if (!(e instanceof RateLimiterRes)) throw e;
    });
}

function credentialBudget(): Budget {
  const cfg = config();
  return { name: 'credential-failures', points: cfg.credentialFailuresPerAddress, seconds: cfg.credentialFailureWindowSeconds };
}

/** Seconds until this address may try again, or 0 when it may now. */
export function credentialRetryAfter(address: string | undefined): Promise<number> {
  return retryAfter(credentialBudget(), address ?? 'unknown');
}

/** Counts one refused credential attempt from this address. */
export function recordCredentialFailure(address: string | undefined): Promise<void> {
  return count(credentialBudget(), address ?? 'unknown');
}

/**
 * Keycard's MFA budgets, each over 15 minutes (the upstream's send window; README, "MFA"):
 * - refused codes: 10 per (user, address), twice the 5 wrong codes that void a code or lock the app
 *   upstream, so a person who mistypes meets the upstream's message first and Keycard's only on a
 *   second round of guessing; 100 per address, room for a hotel's staff behind one NAT address,
 *   while an address guessing across accounts gets 100 tries at a 6-digit code per window;
 * - text and voice sends: 10 per (user, address), twice the upstream's 5, a backstop for an
 *   upstream that counts per user only; 100 per address (a shift of 50 staff signing in behind one
 *   NAT address, each with a resend), which holds an address to about 7 messages a minute.
 */
export const MFA_BUDGETS = {
  codeFailures: { perUserAddress: 10, perAddress: 100 },
  sends: { perUserAddress: 10, perAddress: 100 },
  windowSeconds: 15 * 60,
} as const;
export type MfaLimit = keyof Omit<typeof MFA_BUDGETS, 'windowSeconds'>;

/** Each MFA limit's name: its store's key prefix, and its label in `keycard_rate_limit_refusals_total`. */
export const MFA_LIMIT_NAMES: Readonly<Record<MfaLimit, string>> = { codeFailures: 'mfa-code-failures', sends: 'mfa-sends' };

/** Whose MFA is counted: the user, at the client's address. */
export type MfaCounted = { userUuid: string; address: string | undefined };

function mfaBudgets(limit: MfaLimit, who: MfaCounted): [Budget, string][] {
  const { perUserAddress, perAddress } = MFA_BUDGETS[limit];
  const name = MFA_LIMIT_NAMES[limit];
  const address = who.address ?? 'unknown';
  return [
    [{ name: `${name}-user`, points: perUserAddress, seconds: MFA_BUDGETS.windowSeconds }, `${who.userUuid} ${address}`],
    [{ name, points: perAddress, seconds: MFA_BUDGETS.windowSeconds }, address],
  ];
}

/** Seconds until this user at this address may try (`codeFailures`) or send (`sends`) again; 0 when now. */
export async function mfaRetryAfter(limit: MfaLimit, who: MfaCounted): Promise<number> {
  const waits = await Promise.all(mfaBudgets(limit, who).map(([budget, key]) => retryAfter(budget, key)));
  return Math.max(...waits);
}

/** Counts one refused code or one send for this user at this address. */
export async function recordMfa(limit: MfaLimit, who: MfaCounted): Promise<void> {
  await Promise.all(mfaBudgets(limit, who).map(([budget, key]) => count(budget, key)));
}

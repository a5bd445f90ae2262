// Keycard's own per-address limit on the credential POST (beside the IdP's per-(e-mail, address)
// lockout): an address that keeps failing is refused before its guesses reach the IdP, so no one can
// spray passwords across many accounts from one place. Only refused credentials count, so a hotel's
// staff behind one NAT address can all sign in at the start of a shift.
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

let limiter: RateLimiterAbstract | undefined;
function failures(): RateLimiterAbstract {
  if (limiter) return limiter;
  const cfg = config();
  const options = { keyPrefix: 'keycard:credential-failures', points: cfg.credentialFailuresPerAddress, duration: cfg.credentialFailureWindowSeconds };
  const client = redis();
  limiter = client
    ? new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true, insuranceLimiter: new FallbackLimiter(options) })
    : new RateLimiterMemory(options);
  return limiter;
}

/** Seconds until this address may try again, or 0 when it may now. */
export async function credentialRetryAfter(address: string | undefined): Promise<number> {
  const state = await failures().get(address ?? 'unknown');
  return state && state.consumedPoints >= config().credentialFailuresPerAddress ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
}

/** Counts one refused credential attempt from this address. */
export async function recordCredentialFailure(address: string | undefined): Promise<void> {
  await failures()
    .consume(address ?? 'unknown')
    .catch((e: unknown) => {
      if (!(e instanceof RateLimiterRes)) throw e;
    });
}

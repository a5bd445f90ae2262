// Where Keycard's budgets are counted: in Redis when REDIS_URL is set, so that every replica spends
// one budget (ten replicas must not mean ten times the guesses), and in the process otherwise. When
// Redis fails or is slow, the in-process limiter stands in (rate-limiter-flexible's insurance limiter)
// and this is logged: a limiter must never be why a sign-in fails. Each budget is reserved before the
// attempt it guards and given back when the attempt should not count (issue 36): both are one atomic
// step in either store, so a burst of parallel attempts never gets past a budget.
import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { logger } from '../logger';
import { redis } from '../redis';

/** At most one warning a minute while the shared store is failing. */
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

/** When a fallback last said so: one warning a minute for the process, however many budgets fell back. */
let warnedAt = -Infinity;

/** The in-process limiter that stands in for Redis, saying so (at most once a minute). */
class FallbackLimiter extends RateLimiterMemory {
  private warn() {
    const now = Date.now();
    if (now - warnedAt < FALLBACK_WARNING_INTERVAL_MS) return;
    warnedAt = now;
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

/** Whole seconds until a spent key may go on (at least 1). */
const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Seconds until `key` may go on under this budget, or 0 when it may now (a read: nothing is counted). */
export async function retryAfter(budget: Budget, key: string): Promise<number> {
  const state = await limiter(budget).get(key);
  return state && state.consumedPoints >= budget.points ? secondsOf(state.msBeforeNext) : 0;
}

/** One reservation: how many the key has now counted this one included, and the wait when that is past the budget (else 0). */
export type Reserved = { consumed: number; wait: number };

/** Counts one against `key` at once, before the attempt it guards: past the budget it still counts, and says how long to wait. */
export async function reserve(budget: Budget, key: string, points = 1): Promise<Reserved> {
  const res = await limiter(budget)
    .consume(key, points)
    .catch((e: unknown) => {
      if (e instanceof RateLimiterRes) return e;
      throw e;
    });
  return { consumed: res.consumedPoints, wait: res.consumedPoints > budget.points ? secondsOf(res.msBeforeNext) : 0 };
}

/** Gives `points` back to `key` (an attempt that is not to count, or forgiven): never below zero. */
export async function giveBack(budget: Budget, key: string, points = 1): Promise<void> {
  if (points <= 0) return;
  const back = Math.min(points, await counted(budget, key));
  if (back > 0) await limiter(budget).reward(key, back);
}

/** How many `key` has counted under this budget now (0 when its window has ended). */
export async function counted(budget: Budget, key: string): Promise<number> {
  return (await limiter(budget).get(key))?.consumedPoints ?? 0;
}

/** Forgets `key` under this budget. */
export async function forget(budget: Budget, key: string): Promise<void> {
  await limiter(budget).delete(key);
}

// The retry policy (SPEC §7, DESIGN §2): which failures to retry, how often, and how long to wait.

export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
export const MAX_RETRIES = 10;
/**
 * REST's ten retries must fit inside an interactive call's deadline (UPSTREAM_TIMEOUT_MS, 4 s): the
 * waits' ceilings add up to at most 50 + 100 + 200 + 7 × 300 = 2,450 ms, so a burst of ten 502/503/504
 * is survived with time left for the eleven attempts. (DESIGN's 100 ms start and 5 s cap are SPEC's
 * for its GraphQL transport's two retries; ten of those could add up to 25 s, past any deadline.)
 */
export const BASE_DELAY_MS = 50;
export const MAX_DELAY_MS = 300;
/** The most all of one call's waits can add up to. */
export const MAX_TOTAL_DELAY_MS = Array.from({ length: MAX_RETRIES }, (_, i) => Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** i)).reduce((a, b) => a + b, 0);

export type Attempt = {
  method: string;
  /** The status answered, or undefined when there was no response. */
  status?: number;
  /** True when the connection failed before the request was sent (safe to resend any method). */
  notSent?: boolean;
  /** True when the call carries an Idempotency-Key the upstream honours. */
  idempotent?: boolean;
};

/** Whether a failed attempt may be tried again. POSTs only when resending cannot do a thing twice. */
export function isRetryable(a: Attempt): boolean {
  const safeToResend = a.method === 'GET' || a.method === 'HEAD' || a.idempotent === true || a.notSent === true;
  if (!safeToResend) return false;
  if (a.status === undefined) return true;
  return RETRY_STATUSES.has(a.status);
}

/** Full-jitter exponential backoff: a random delay in [0, min(cap, base·2^retry)). */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** retry);
  return Math.floor(random() * ceiling);
}

export type RetryBudget = {
  /** A call's first attempt: it earns the process a fraction of a retry. */
  attempted(): void;
  /** Whether one more retry may be spent now (and spends it). */
  tryRetry(): boolean;
};

/**
 * A per-process retry budget (Finagle's, SRE's "retry budget"): within each window, retries may be at
 * most `floor` plus `ratio` of the calls made. One call's burst of ten is well inside the floor; an
 * upstream failing for everyone gets at most a fifth more load from each replica's retries, not
 * ten times more.
 */
export function createRetryBudget(o: { windowMs?: number; ratio?: number; floor?: number; now?: () => number } = {}): RetryBudget {
  const windowMs = o.windowMs ?? 10_000;
  const ratio = o.ratio ?? 0.2;
  const floor = o.floor ?? 50;
  const now = o.now ?? Date.now;
  let windowStart = now();
  let calls = 0;
  let retries = 0;
  const roll = () => {
    const t = now();
    if (t - windowStart >= windowMs) {
      windowStart = t;
      calls = 0;
      retries = 0;
    }
  };
  return {
    attempted() {
      roll();
      calls++;
    },
    tryRetry() {
      roll();
      if (retries >= floor + ratio * calls) return false;
      retries++;
      return true;
    },
  };
}

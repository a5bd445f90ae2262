// The retry policy (SPEC §7, DESIGN §2): which failures to retry, how often, and how long to wait.

export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
export const MAX_RETRIES = 10;
export const BASE_DELAY_MS = 100;
export const MAX_DELAY_MS = 5000;

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

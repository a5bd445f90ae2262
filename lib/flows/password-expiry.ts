// SPEC §4 / §9's password-expiry warning: the days left, as the page words them.

/** Days left from the query, else from the session; never negative, never absurd. */
export function daysLeft(raw: unknown, fallback: number | null | undefined): number {
  const n = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : (fallback ?? 0);
  return Math.max(0, n);
}

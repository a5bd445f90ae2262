// When to try a dropped event stream again (SPEC §7, §9: a websocket gets 10 reconnection
// attempts; DESIGN §8 keeps that rule for the partner app's event stream). Exponential backoff with
// jitter, so many browsers that lost the same server do not all come back at once. Pure.

export const MAX_RECONNECTS = 10;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/** The wait before reconnection `attempt` (1-based), or null once the attempts are spent. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_RECONNECTS) return null;
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempt - 1));
  // Half fixed, half random: never a thundering herd, never an instant retry.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

// An attempt reserves its place in each of its budgets before it is made (issue 36: no burst gets past
// a budget, as it could when a budget was read, the attempt made, and only then counted), and is
// settled once its outcome is known: counted, void (given back), or forgiven.
import 'server-only';
import { logger } from '../logger';
import { metrics } from '../metrics';
import { limitLabel, linesOf, type Counted, type LimitKind, type Line, type Tier } from './budgets';
import { counted, forget, giveBack, reserve, retryAfter } from './store';

/** An attempt one of Keycard's limits refused, told once: a warning naming the limit and its tier, and the refusals metric. */
export function noteRefusal(kind: LimitKind, tier: Tier, limitName: string): void {
  const label = limitLabel(kind, tier);
  logger.warn({ limit: label, tier }, `refused by Keycard's ${limitName} limit`);
  metrics().rateLimited.inc({ limit: label });
}

/** How an attempt ends for its budgets: it `counts` (a refused credential or code, a send that went out), is `void` (given back), or is `forgiven` (the right password: this account's refusals at this address are given back too). */
export type Settlement = 'counts' | 'void' | 'forgiven';

export type Reservation = { refused: { tier: Tier; retryIn: number } } | { refused: null; settle: (outcome: Settlement) => Promise<void> };

/**
 * Reserves one attempt of this kind for `who`. `addressCountsFirst`: the address counts only a
 * subject's first few attempts at it (what the address catches is spraying across accounts, so one
 * script hammering one account is stopped by that account's budgets, not by the whole hotel's). A
 * browser known to the subject is spared the subject's budget (still counted there) and the address's.
 */
export async function reserveAttempt(kind: LimitKind, who: Counted, o: { addressCountsFirst?: number } = {}): Promise<Reservation> {
  const [pairLine, subjectLine, addressLine] = linesOf(kind, who) as [Line, Line, Line];
  const pair = await reserve(pairLine.budget, pairLine.key);
  const addressCounts = !who.known && (o.addressCountsFirst === undefined || pair.consumed <= o.addressCountsFirst);
  const [subject, address] = await Promise.all([
    reserve(subjectLine.budget, subjectLine.key),
    who.known ? 0 : addressCounts ? reserve(addressLine.budget, addressLine.key).then((r) => r.wait) : retryAfter(addressLine.budget, addressLine.key),
  ]);
  const reservedIn = [pairLine, subjectLine, ...(addressCounts ? [addressLine] : [])];
  const waits: [Tier, number][] = [
    ['pair', pair.wait],
    ['subject', who.known ? 0 : subject.wait],
    ['address', address],
  ];
  const longest = waits.reduce((a, b) => (b[1] > a[1] ? b : a));
  const release = () => Promise.all(reservedIn.map((l) => giveBack(l.budget, l.key))).then(() => undefined);
  if (longest[1] > 0) {
    // Refused before it was made: it is no attempt, and spends nothing more.
    await release();
    return { refused: { tier: longest[0], retryIn: longest[1] } };
  }
  return {
    refused: null,
    async settle(outcome) {
      if (outcome === 'counts') return;
      if (outcome === 'void') return release();
      // The right password: this attempt itself is given back to the subject too, no more (its owner
      // signing in must not give someone guessing from elsewhere a fresh round).
      await Promise.all([forgive(kind, who, { ...o, pairCounted: pair.consumed }), giveBack(subjectLine.budget, subjectLine.key)]);
    },
  };
}

/**
 * The subject proved itself at this address (the right password, a new password from a reset link):
 * its refusals here are forgotten, and what they spent of the address is given back (never more than
 * the address still counts: its window may have ended first). The subject's own budget is not: its
 * owner proving itself must not give someone guessing from elsewhere a fresh round.
 */
export async function forgive(kind: LimitKind, who: Counted, o: { addressCountsFirst?: number; pairCounted?: number } = {}): Promise<void> {
  const [pairLine, , addressLine] = linesOf(kind, who) as [Line, Line, Line];
  const pairCounted = o.pairCounted ?? (await counted(pairLine.budget, pairLine.key));
  const spentOfAddress = who.known ? 0 : Math.min(pairCounted, o.addressCountsFirst ?? pairCounted);
  await Promise.all([forget(pairLine.budget, pairLine.key), giveBack(addressLine.budget, addressLine.key, spentOfAddress)]);
}

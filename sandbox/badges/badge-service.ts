// The sandbox's badges (issue 38): one live badge per person at most, its code stored as read
// (lib/badges/codes.ts), its PIN hashed like a password. Refused PINs are counted per badge, never per
// address (a whole front desk shares one): five, then a wait that doubles with each refusal after,
// and the tenth locks the badge until a manager unlocks it. A revoked badge is refused at once.
import { groupCode, newCode, readCode } from '../../lib/badges/codes';
import { pinProblem, type PinProblem } from '../../lib/badges/pin';
import { hashPassword, verifyPassword } from '../crypto-utils';

/** Refused PINs in a row before the first wait. */
export const PIN_FAILURES_BEFORE_WAIT = 5;
/** Refused PINs in a row that lock the badge until a manager unlocks it. */
export const PIN_FAILURES_TO_LOCK = 10;
/** The first wait; each refusal after it doubles the wait. */
const FIRST_WAIT_MS = 60 * 1000;

export interface BadgeRecord {
  /** As read: 16 characters, no separators. */
  code: string;
  userUuid: string;
  tenantCode: string;
  /** Null at first use and after a manager's reset. */
  pinHash: string | null;
  /** The PIN a reset forgot, hashed: the next one may not be it. */
  lastPinHash: string | null;
  revoked: boolean;
  /** Refused PINs since the last right one or a manager's unlock. */
  failures: number;
  /** A wait (ms since the epoch) until which every PIN is refused uncounted; 0: none. */
  waitUntil: number;
}

export type PinCheck =
  | { ok: true; userUuid: string }
  | { ok: false; error: 'unknown_badge' | 'badge_revoked' | 'pin_not_set' | 'badge_locked' }
  | { ok: false; error: 'invalid_grant'; attemptsLeft: number }
  | { ok: false; error: 'too_many_attempts'; retryAfter: number; attemptsLeft: number };

export type PinChoice =
  { ok: true } | { ok: false; error: 'unknown_badge' | 'badge_revoked' | 'pin_set' } | { ok: false; error: 'refused'; problem: PinProblem };

export class BadgeService {
  private readonly byCode = new Map<string, BadgeRecord>();
  /** Unknown codes still cost one hash check, so timing does not tell a live badge from none. */
  private readonly dummyHash = hashPassword('000000');

  constructor(private readonly now: () => number = Date.now) {}

  /** A new badge for the person (a given code: the seed's); their live one stops at once. Answers its code, grouped. */
  issue(userUuid: string, tenantCode: string, o: { code?: string; pinHash?: string | null; revoked?: boolean } = {}): string {
    for (const badge of this.byCode.values()) if (badge.userUuid === userUuid) badge.revoked = true;
    const code = readCode('badge', o.code ?? newCode('badge'));
    if (!code) throw new Error('not a badge code');
    this.byCode.set(code, {
      code,
      userUuid,
      tenantCode,
      pinHash: o.pinHash ?? null,
      lastPinHash: null,
      revoked: o.revoked === true,
      failures: 0,
      waitUntil: 0,
    });
    return groupCode(code);
  }

  /** The badge with this code (as read) on this tenant, revoked or not. */
  find(tenantCode: string, code: string): BadgeRecord | undefined {
    const badge = this.byCode.get(code);
    return badge?.tenantCode === tenantCode ? badge : undefined;
  }

  /** The person's live badge, if any. */
  liveOf(userUuid: string): BadgeRecord | undefined {
    for (const badge of this.byCode.values()) if (badge.userUuid === userUuid && !badge.revoked) return badge;
    return undefined;
  }

  /** Whether the badge is locked until a manager unlocks it. */
  isLocked(badge: BadgeRecord): boolean {
    return badge.failures >= PIN_FAILURES_TO_LOCK;
  }

  /**
   * The PIN against the badge. The refusal is counted before the hash is checked, with no await in
   * between, so a burst of guesses each sees the ones before it.
   */
  async check(tenantCode: string, code: string, pin: string): Promise<PinCheck> {
    const badge = this.find(tenantCode, code);
    if (!badge) {
      await verifyPassword(pin, await this.dummyHash);
      return { ok: false, error: 'unknown_badge' };
    }
    if (badge.revoked) return { ok: false, error: 'badge_revoked' };
    if (!badge.pinHash) return { ok: false, error: 'pin_not_set' };
    if (this.isLocked(badge)) return { ok: false, error: 'badge_locked' };
    const now = this.now();
    if (badge.waitUntil > now)
      return {
        ok: false,
        error: 'too_many_attempts',
        retryAfter: Math.ceil((badge.waitUntil - now) / 1000),
        attemptsLeft: PIN_FAILURES_TO_LOCK - badge.failures,
      };
    const failures = badge.failures + 1;
    badge.failures = failures;
    // The wait this refusal would bring starts now, before the hash is checked: a burst of guesses in
    // parallel meets it as one after another would (a right PIN lifts it below).
    const wait = failures >= PIN_FAILURES_BEFORE_WAIT && failures < PIN_FAILURES_TO_LOCK ? FIRST_WAIT_MS * 2 ** (failures - PIN_FAILURES_BEFORE_WAIT) : 0;
    if (wait) badge.waitUntil = now + wait;
    if (!(await verifyPassword(pin, badge.pinHash))) {
      if (failures >= PIN_FAILURES_TO_LOCK) return { ok: false, error: 'badge_locked' };
      if (failures < PIN_FAILURES_BEFORE_WAIT) return { ok: false, error: 'invalid_grant', attemptsLeft: PIN_FAILURES_BEFORE_WAIT - failures };
      return { ok: false, error: 'too_many_attempts', retryAfter: wait / 1000, attemptsLeft: PIN_FAILURES_TO_LOCK - failures };
    }
    // The right PIN: what was counted is forgotten (unless a revocation or lock came meanwhile).
    if (badge.revoked) return { ok: false, error: 'badge_revoked' };
    this.unlock(badge);
    return { ok: true, userUuid: badge.userUuid };
  }

  /** The first PIN (or the first after a reset), by issue 38's rule and not the last one. */
  async choosePin(tenantCode: string, code: string, pin: string): Promise<PinChoice> {
    const badge = this.find(tenantCode, code);
    if (!badge) return { ok: false, error: 'unknown_badge' };
    if (badge.revoked) return { ok: false, error: 'badge_revoked' };
    if (badge.pinHash) return { ok: false, error: 'pin_set' };
    const problem = pinProblem(pin, { badgeCode: badge.code });
    if (problem) return { ok: false, error: 'refused', problem };
    if (badge.lastPinHash && (await verifyPassword(pin, badge.lastPinHash))) return { ok: false, error: 'refused', problem: 'pinReused' };
    const pinHash = await hashPassword(pin);
    // Checked again after the hash: two first choices at once, the first one wins.
    if (badge.pinHash || badge.revoked) return { ok: false, error: badge.revoked ? 'badge_revoked' : 'pin_set' };
    badge.pinHash = pinHash;
    return { ok: true };
  }

  /** A manager's reset: the PIN is forgotten (kept as the last one) and its refusals with it. */
  resetPin(badge: BadgeRecord): void {
    if (badge.pinHash) badge.lastPinHash = badge.pinHash;
    badge.pinHash = null;
    this.unlock(badge);
  }

  /** A manager's unlock: the refusals and any wait are forgotten. */
  unlock(badge: BadgeRecord): void {
    badge.failures = 0;
    badge.waitUntil = 0;
  }

  revoke(badge: BadgeRecord): void {
    badge.revoked = true;
  }
}

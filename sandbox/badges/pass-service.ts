// The sandbox's temporary passes (issue 38): one live pass per person at most (a new one stops the
// last), kept as a SHA-256 of its code as read (60 random bits: no password hash needed to resist a
// guess, and a lookup by it is exact), with its expiry and whether it is good once or until then.
import { newCode, readCode } from '../../lib/badges/codes';
import { sha256Hex } from '../crypto-utils';

export interface PassRecord {
  userUuid: string;
  digest: string;
  expiresAt: number;
  reusable: boolean;
  used: boolean;
  revoked: boolean;
}

export type PassCheck = { ok: true } | { ok: false; error: 'invalid_grant' | 'pass_used' | 'pass_expired' | 'pass_revoked' };

export class PassService {
  /** Every pass issued, by the digest of its code: a used, expired or revoked one still says which. */
  private readonly byDigest = new Map<string, PassRecord>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A new pass for the person (a given code: the seed's); their last one stops at once. Answers its code, grouped. */
  issue(userUuid: string, o: { lifetimeMs: number; reusable: boolean; code?: string }): { pass: string; expiresAt: number } {
    for (const pass of this.byDigest.values()) if (pass.userUuid === userUuid) pass.revoked = true;
    const pass = o.code ?? newCode('pass');
    const read = readCode('pass', pass);
    if (!read) throw new Error('not a pass code');
    const expiresAt = this.now() + o.lifetimeMs;
    this.byDigest.set(sha256Hex(read), { userUuid, digest: sha256Hex(read), expiresAt, reusable: o.reusable, used: false, revoked: false });
    return { pass, expiresAt };
  }

  /** The person's pass that still signs in (not used, revoked or expired), if any. */
  liveOf(userUuid: string): PassRecord | undefined {
    for (const pass of this.byDigest.values()) if (pass.userUuid === userUuid && !pass.revoked && !pass.used && pass.expiresAt > this.now()) return pass;
    return undefined;
  }

  /** The person's set-up is done: a pass that served several sign-ins has served its last (it says it was used). */
  spendFor(userUuid: string): void {
    for (const pass of this.byDigest.values()) if (pass.userUuid === userUuid && !pass.revoked) pass.used = true;
  }

  revokeFor(userUuid: string): void {
    for (const pass of this.byDigest.values()) if (pass.userUuid === userUuid) pass.revoked = true;
  }

  /**
   * The pass typed for this person. One it never was (or no such person) is `invalid_grant`; one that
   * was theirs says why it no longer works. A single-use pass is spent here, before anything awaits.
   */
  check(userUuid: string | undefined, typed: string): PassCheck {
    const read = readCode('pass', typed);
    const pass = read ? this.byDigest.get(sha256Hex(read)) : undefined;
    if (!pass || userUuid === undefined || pass.userUuid !== userUuid) return { ok: false, error: 'invalid_grant' };
    if (pass.revoked) return { ok: false, error: 'pass_revoked' };
    if (pass.used) return { ok: false, error: 'pass_used' };
    if (pass.expiresAt <= this.now()) return { ok: false, error: 'pass_expired' };
    if (!pass.reusable) pass.used = true;
    return { ok: true };
  }
}

// The sandbox's authenticator-app codes: RFC 6238 TOTP (SHA-1, 6 digits, 30-second steps), one step
// of clock drift either way, secrets of 20 random bytes, and a code accepted once only (§5.2: the
// step it was accepted in, and every earlier one, is spent). otplib does the arithmetic.
import { randomBytes } from 'node:crypto';
import { ScureBase32Plugin, generateSync, verifySync } from 'otplib';

export const TOTP = { digits: 6, period: 30, driftSteps: 1, secretBytes: 20 } as const;

const base32 = new ScureBase32Plugin();

/** A new shared secret, Base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32.encode(randomBytes(TOTP.secretBytes), { padding: false });
}

const seconds = (atMs: number) => Math.floor(atMs / 1000);

/** The code for a moment (what the user's app shows then). `digits` only for the RFC's 8-digit vectors. */
export function totpCode(secret: string, atMs = Date.now(), digits: 6 | 8 = TOTP.digits): string {
  return generateSync({ secret, epoch: seconds(atMs), period: TOTP.period, digits, algorithm: 'sha1' });
}

/**
 * The code of the step after this one: what a second code must be where this step's has been used
 * (every earlier step is spent), accepted under the one step of drift. Never the step before: that
 * one is refused once a step ends between typing and checking.
 */
export function nextStepCode(secret: string): string {
  return totpCode(secret, Date.now() + TOTP.period * 1000);
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' };

/** Is `code` right now (±1 step), and not from a step already used (`lastStep`)? */
export function checkTotp(secret: string, code: string, lastStep: number | undefined, atMs = Date.now()): TotpCheck {
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'invalid' };
  const result = verifySync({
    secret,
    token: code,
    epoch: seconds(atMs),
    period: TOTP.period,
    digits: TOTP.digits,
    algorithm: 'sha1',
    epochTolerance: TOTP.driftSteps * TOTP.period,
  });
  // The functional API types HOTP and TOTP results alike; a TOTP match carries its time step.
  if (!result.valid || !('timeStep' in result) || typeof result.timeStep !== 'number') return { ok: false, reason: 'invalid' };
  if (lastStep !== undefined && result.timeStep <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step: result.timeStep };
}

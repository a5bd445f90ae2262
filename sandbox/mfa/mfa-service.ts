// The sandbox's MFA service: each user's primary device (and a verified stand-by awaiting the
// PATCH that makes it primary), pending codes with their lifetime and attempt count, the send rate
// limit, the authenticator-app lockout, and the outcome state a sign-in is in (SPEC §4). The send
// limit and the app lockout count per (user, client address), as the IdP's password lockout does:
// someone with the password at another address cannot spend the user's budget or lock their app.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { RECOVERY_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../../lib/mfa/recovery-codes';
import { providerOf, type AuthState, type Challenge, type DeliveryType, type MfaMethod, type PhoneDelivery } from '../../lib/upstream/contract';
import { safeEqual } from '../crypto-utils';
import { ExpiringMap } from '../expiring-map';
import { HttpError } from '../http/replies';
import type { Outbox } from '../lifecycle/outbox';
import { checkTotp, newTotpSecret } from './totp';
import { deliverCode } from './phone-provider';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const MFA_LIMITS = {
  /** A text or voice code, and an app registration waiting for its first code, live this long. */
  codeMinutes: 10,
  /** Wrong codes before a code is void (phone) or the app is locked (`appLockMinutes`). */
  maxAttempts: 5,
  appLockMinutes: 5,
  /** Seconds between two sends to the same user and address, unless the user record says otherwise. */
  resendSeconds: 30,
  /** At most this many sends per (user, address) in `sendWindowMinutes`. */
  maxSends: 5,
  sendWindowMinutes: 15,
  /** SPEC §9: a browser whose device token saw MFA is asked again only after this many days. */
  deviceTrustDays: 60,
} as const;

export interface MfaDevice {
  deliveryType: DeliveryType;
  totpSecret?: string;
  /** E.164. */
  phone?: string;
  /** RFC 6238 §5.2: the last time step accepted, so no code is accepted twice. */
  lastStep?: number;
}

/**
 * A user's recovery codes (issue 25) as a real upstream keeps them: never the codes, only each one's
 * SHA-256 under a salt of the set's own (a code has 50 random bits: no slow hash is needed against
 * guessing, only against a leak being read back). A spent code's hash is removed.
 */
export interface RecoveryCodes {
  salt: Buffer;
  hashes: Buffer[];
}

/** What the sandbox keeps of a user's MFA. */
export interface MfaRecord {
  primary: MfaDevice | null;
  recovery: RecoveryCodes | null;
  /** Verified in a registration while another device was primary: waits for PATCH /user/provider. */
  standby: MfaDevice | null;
  /** When skipping setup ends (SPEC: mfaRequiredByRemainingInDays counts down to it); null: not asked. */
  requiredBy: number | null;
  resendSeconds: number;
}

/** What a sign-in (an upstream token) has done about MFA. */
export interface MfaGrant {
  mfaVerifiedAt: number | null;
  /**
   * A device (or a recovery code) was proved in this very sign-in, not trusted by a device token's
   * earlier proof: what replacing the recovery codes needs (issue 25).
   */
  proved?: boolean;
  temporaryMfaSetup: boolean;
  mfaSetupDone: boolean;
  /**
   * Issue 38: a temporary pass's sign-in, which counts as both factors for itself alone: no device
   * token minted for it remembers a verification (`mfaVerifiedAt` stays null).
   */
  bothFactors?: boolean;
}

interface PendingCode {
  userUuid: string;
  purpose: 'register' | 'verify';
  device: MfaDevice;
  /** The code sent (phone); absent for an app registration, whose codes the app computes. */
  code?: string;
  attempts: number;
  blocked: boolean;
}

export function newMfaRecord(o: Partial<Pick<MfaRecord, 'primary' | 'requiredBy' | 'resendSeconds'>> = {}): MfaRecord {
  return { primary: null, recovery: null, standby: null, requiredBy: null, resendSeconds: MFA_LIMITS.resendSeconds, ...o };
}

export function methodOf(device: MfaDevice | null): MfaMethod | null {
  return device ? { deliveryType: device.deliveryType, phoneHint: device.phone ? device.phone.slice(-2) : null } : null;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const recoveryHash = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(code).digest();

/** Who is counted: the user and the client address Keycard passed on ('unknown' without one). */
const counted = (userUuid: string, address: string | undefined) => `${userUuid} ${address ?? 'unknown'}`;

export class MfaService {
  private readonly pending: ExpiringMap<PendingCode>;
  /** When codes went out, per (user, address), within the send window. */
  private readonly sends: ExpiringMap<number[]>;
  /** Wrong app codes in a row and the lock they led to, per (user, address). */
  private readonly appLocks: ExpiringMap<{ failures: number; lockedUntil: number }>;

  constructor(
    private readonly outbox: Outbox,
    private readonly now: () => number = Date.now,
  ) {
    this.pending = new ExpiringMap(now);
    this.sends = new ExpiringMap(now);
    this.appLocks = new ExpiringMap(now);
  }

  /** Whole days of grace left (0 when setup is due); null when this user is not asked to set up MFA. */
  remainingDays(mfa: MfaRecord): number | null {
    return mfa.requiredBy === null ? null : Math.max(0, Math.floor((mfa.requiredBy - this.now()) / DAY));
  }

  /** SPEC §4's MFA states for a user with a valid password, in this sign-in. */
  state(mfa: MfaRecord, grant: MfaGrant): AuthState {
    if (mfa.primary && grant.mfaVerifiedAt === null && !grant.bothFactors) return 'MFA_VERIFICATION_REQUIRED';
    if (grant.temporaryMfaSetup && !grant.mfaSetupDone) return 'MFA_REGISTRATION_REQUIRED';
    // A device proved in this sign-in counts for all of it, even once the devices are reset.
    if (mfa.primary || grant.mfaVerifiedAt !== null || grant.bothFactors) return 'AUTHENTICATED';
    const days = this.remainingDays(mfa);
    if (days === null) return 'AUTHENTICATED';
    return days > 0 ? 'MFA_REGISTRATION_RECOMMENDED' : 'MFA_REGISTRATION_REQUIRED';
  }

  /** Is a device token's MFA recent enough to skip verification (SPEC §9: every 60 days)? */
  isTrusted(mfaVerifiedAt: number | null): boolean {
    return mfaVerifiedAt !== null && this.now() - mfaVerifiedAt < MFA_LIMITS.deviceTrustDays * DAY;
  }

  markVerified(grant: MfaGrant): void {
    grant.mfaVerifiedAt = this.now();
    grant.proved = true;
  }

  beginTotp(userUuid: string, account: string, issuer: string): { challengeId: string; secret: string; otpauthUri: string } {
    const secret = newTotpSecret();
    const challengeId = randomUUID();
    this.pending.set(
      challengeId,
      { userUuid, purpose: 'register', device: { deliveryType: 'totp', totpSecret: secret }, attempts: 0, blocked: false },
      MFA_LIMITS.codeMinutes * MINUTE,
    );
    const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
    const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
    return { challengeId, secret, otpauthUri: `otpauth://totp/${label}?${query.toString()}` };
  }

  /**
   * Sends a code by text or voice: to a new number (a registration), to the number of a pending
   * registration (`challengeId`, a resend), or to the user's registered phone (a verification).
   * `address` is the client's, which the send limit counts by.
   */
  sendCode(
    userUuid: string,
    mfa: MfaRecord,
    o: { via: PhoneDelivery; phone?: string; challengeId?: string; brand: string; host: string; address?: string },
  ): Challenge {
    let purpose: PendingCode['purpose'];
    let phone: string | undefined;
    if (o.phone) {
      purpose = 'register';
      phone = o.phone;
    } else if (o.challengeId) {
      const earlier = this.pending.get(o.challengeId);
      if (!earlier || earlier.userUuid !== userUuid || !earlier.device.phone) throw new HttpError(404, 'ChallengeNotFound');
      purpose = earlier.purpose;
      phone = earlier.device.phone;
      this.pending.delete(o.challengeId);
    } else {
      purpose = 'verify';
      phone = mfa.primary?.phone;
      if (!phone) throw new HttpError(409, 'NoMfaDevice');
    }
    const sent = this.checkSendRate(userUuid, mfa, o.address);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    deliverCode(this.outbox, { to: phone, via: o.via, code, brand: o.brand, host: o.host, minutes: MFA_LIMITS.codeMinutes });
    this.recordSend(userUuid, o.address, sent);
    const challengeId = randomUUID();
    const device: MfaDevice = { deliveryType: o.via, phone };
    this.pending.set(challengeId, { userUuid, purpose, device, code, attempts: 0, blocked: false }, MFA_LIMITS.codeMinutes * MINUTE);
    return {
      challengeId,
      deliveryType: o.via,
      phoneHint: phone.slice(-2),
      remainingSeconds: mfa.resendSeconds,
      expiresInSeconds: MFA_LIMITS.codeMinutes * 60,
    };
  }

  /** One more send (a code, or a push to the partner app) if the rate limit allows it; else 429 with the countdown. */
  takeSendSlot(userUuid: string, mfa: MfaRecord, address: string | undefined): void {
    this.recordSend(userUuid, address, this.checkSendRate(userUuid, mfa, address));
  }

  /** The sends of this (user, address) still in the window; 429 with the countdown when none more is allowed. */
  private checkSendRate(userUuid: string, mfa: MfaRecord, address: string | undefined): number[] {
    const now = this.now();
    const sends = (this.sends.get(counted(userUuid, address)) ?? []).filter((at) => now - at < MFA_LIMITS.sendWindowMinutes * MINUTE);
    const last = sends.at(-1);
    if (last !== undefined && now - last < mfa.resendSeconds * 1000) {
      throw new HttpError(429, 'RateLimited', undefined, { remainingSeconds: seconds(last + mfa.resendSeconds * 1000 - now) });
    }
    const oldest = sends[0];
    if (sends.length >= MFA_LIMITS.maxSends && oldest !== undefined) {
      throw new HttpError(429, 'RateLimited', undefined, { remainingSeconds: seconds(oldest + MFA_LIMITS.sendWindowMinutes * MINUTE - now) });
    }
    return sends;
  }

  private recordSend(userUuid: string, address: string | undefined, earlier: number[]): void {
    this.sends.set(counted(userUuid, address), [...earlier, this.now()], MFA_LIMITS.sendWindowMinutes * MINUTE);
  }

  /**
   * Checks a code: a pending one (`challengeId`), else the primary app's. Answers the device the code
   * proved, and whether it was a registration. An app's wrong codes lock it for this client address
   * only; a text or voice code is its own sign-in's, so its attempts count on the code.
   */
  verify(userUuid: string, mfa: MfaRecord, o: { code: string; challengeId?: string; address?: string }): { device: MfaDevice; registration: boolean } {
    const { code, challengeId } = o;
    if (!challengeId) {
      const device = mfa.primary;
      if (!device || device.deliveryType !== 'totp' || !device.totpSecret) throw new HttpError(404, 'ChallengeNotFound');
      this.checkApp(counted(userUuid, o.address), device, code);
      return { device, registration: false };
    }
    const pending = this.pending.get(challengeId);
    if (!pending || pending.userUuid !== userUuid) throw new HttpError(404, 'ChallengeNotFound');
    if (pending.device.totpSecret) {
      this.checkApp(counted(userUuid, o.address), pending.device, code);
    } else {
      if (pending.blocked) throw new HttpError(429, 'TooManyAttempts');
      if (!pending.code || !safeEqual(code, pending.code)) {
        pending.attempts += 1;
        if (pending.attempts >= MFA_LIMITS.maxAttempts) {
          pending.blocked = true;
          throw new HttpError(429, 'TooManyAttempts');
        }
        throw new HttpError(400, 'InvalidCode');
      }
    }
    this.pending.delete(challengeId);
    return { device: pending.device, registration: pending.purpose === 'register' };
  }

  /** An app code from `who` (a user and address): wrong ones count towards that pair's lock. */
  private checkApp(who: string, device: MfaDevice, code: string): void {
    let step: number | undefined;
    this.attempt(who, (now) => {
      const result = checkTotp(device.totpSecret ?? '', code, device.lastStep, now);
      if (result.ok) step = result.step;
      return result.ok;
    });
    device.lastStep = step;
  }

  /** Ten new recovery codes: they replace the earlier ones, and only their hashes are kept. */
  newRecoveryCodes(mfa: MfaRecord): string[] {
    const codes = new Set<string>();
    while (codes.size < RECOVERY_CODE_COUNT) {
      // 256 is a multiple of 32: each byte's low five bits are one uniform character.
      codes.add(Array.from(randomBytes(RECOVERY_CODE_LENGTH), (b) => RECOVERY_ALPHABET[b & 31]).join(''));
    }
    const salt = randomBytes(16);
    mfa.recovery = { salt, hashes: [...codes].map((c) => recoveryHash(salt, c)) };
    return [...codes];
  }

  recoveryCodesLeft(mfa: MfaRecord): number {
    return mfa.recovery?.hashes.length ?? 0;
  }

  /**
   * Spends a recovery code (canonical form) in place of the device's: compared with every hash left in
   * constant time, whatever matches. Wrong ones count towards the same per-(user, address) lock as the
   * app's codes. Answers how many are left.
   */
  spendRecoveryCode(userUuid: string, mfa: MfaRecord, code: string, address: string | undefined): number {
    this.attempt(counted(userUuid, address), () => {
      const set = mfa.recovery;
      if (!set) return false;
      const presented = recoveryHash(set.salt, code);
      let found = -1;
      set.hashes.forEach((hash, i) => {
        if (timingSafeEqual(hash, presented)) found = i;
      });
      if (found < 0) return false;
      set.hashes.splice(found, 1);
      return true;
    });
    return this.recoveryCodesLeft(mfa);
  }

  /**
   * One attempt by `who` (a user and address) at a second factor: refused while that pair is locked;
   * a failed `check` counts towards the lock, which `maxAttempts` failures in a row set for
   * `appLockMinutes`; a passed one clears the count.
   */
  private attempt(who: string, check: (now: number) => boolean): void {
    const now = this.now();
    const lock = this.appLocks.get(who) ?? { failures: 0, lockedUntil: 0 };
    if (lock.lockedUntil > now) throw new HttpError(429, 'TooManyAttempts', undefined, { remainingSeconds: seconds(lock.lockedUntil - now) });
    if (!check(now)) {
      const failures = lock.failures + 1;
      if (failures >= MFA_LIMITS.maxAttempts) {
        this.appLocks.set(who, { failures: 0, lockedUntil: now + MFA_LIMITS.appLockMinutes * MINUTE }, MFA_LIMITS.appLockMinutes * MINUTE);
        throw new HttpError(429, 'TooManyAttempts', undefined, { remainingSeconds: MFA_LIMITS.appLockMinutes * 60 });
      }
      // Wrong codes count towards the lock while they keep coming (within a code's lifetime of each other).
      this.appLocks.set(who, { failures, lockedUntil: 0 }, MFA_LIMITS.codeMinutes * MINUTE);
      throw new HttpError(400, 'InvalidCode');
    }
    this.appLocks.delete(who);
  }

  /** A registration's device becomes primary when there is none; else it waits for the PATCH. */
  register(mfa: MfaRecord, device: MfaDevice): boolean {
    if (!mfa.primary) {
      mfa.primary = device;
      mfa.standby = null;
      return true;
    }
    mfa.standby = device;
    return false;
  }

  /** PATCH /user/provider: the verified stand-by (or the primary itself) of that kind becomes primary. */
  makePrimary(mfa: MfaRecord, provider: string, deliveryType: DeliveryType): MfaDevice | null {
    const candidate = [mfa.standby, mfa.primary].find((d) => d && d.deliveryType === deliveryType && providerOf(d.deliveryType) === provider);
    if (!candidate) return null;
    mfa.primary = candidate;
    mfa.standby = null;
    return candidate;
  }

  reset(mfa: MfaRecord, userUuid: string): void {
    mfa.primary = null;
    mfa.standby = null;
    mfa.recovery = null;
    // Reset means "set up again": the next sign-in asks for a new device.
    mfa.requiredBy ??= this.now();
    this.pending.deleteWhere((id) => this.pending.get(id)?.userUuid === userUuid);
  }

  sweep(): void {
    this.pending.sweep();
    this.sends.sweep();
    this.appLocks.sweep();
  }
}

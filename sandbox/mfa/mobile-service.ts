// The partner app's side of the sandbox (SPEC §4 mobile flow, the rules): challenges to pair
// the app (setupMasterDevice) or to approve a sign-in (masterDeviceLogin), each ending with a number
// challenge. One live challenge per user (a new one ends the old), two minutes each, the push rate
// limit shared with text and voice codes. The `/device` page and the test endpoints play the app.
import { randomInt, randomUUID } from 'node:crypto';
import { MOBILE_LIMITS, type MobileChallenge, type MobileEvent, type MobileFailure, type MobileFlow, type MobileStep } from '../../lib/upstream/contract';
import { ExpiringMap } from '../expiring-map';
import { HttpError } from '../http/replies';
import type { MfaGrant } from './mfa-service';

/** An ended challenge is still answered for this long, so a page that reloads late sees the outcome. */
const KEEP_ENDED_MS = 10 * 60 * 1000;
const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface ChallengeRecord {
  id: string;
  userUuid: string;
  /** The sign-in (upstream token) the challenge was begun in: a success verifies MFA there. */
  grant: MfaGrant;
  flow: MobileFlow;
  step: MobileStep;
  number: number;
  /** What the app shows: the number among others, in random order. */
  choices: number[];
  pairingCode: string | null;
  event: MobileEvent | null;
  reason: MobileFailure | null;
  expiresAt: number;
  version: number;
  /** Set when a setup succeeded: the device was registered (and whether it became primary at once). */
  registered?: { primary: boolean };
}

/** What the app may do to a challenge. */
export type AppAction = { kind: 'answer'; number: number } | { kind: 'reject' } | { kind: 'back' } | { kind: 'fail-setup' } | { kind: 'time-out' };

function pairingCode(): string {
  const chars = Array.from({ length: 8 }, () => PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

function numberWithChoices(): { number: number; choices: number[] } {
  const number = randomInt(10, 100);
  const choices = new Set([number]);
  while (choices.size < MOBILE_LIMITS.choices) choices.add(randomInt(10, 100));
  // Fisher–Yates: the right number is as likely in any place.
  const list = [...choices];
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return { number, choices: list };
}

export class MobileService {
  private readonly challenges: ExpiringMap<ChallengeRecord>;
  private readonly live = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {
    this.challenges = new ExpiringMap(now);
  }

  /** A new challenge for this user; any live one ends (FAILED): one at a time. */
  begin(userUuid: string, grant: MfaGrant, flow: MobileFlow): ChallengeRecord {
    const earlier = this.liveFor(userUuid);
    if (earlier) this.end(earlier, 'MFA_MOBILE_VERIFICATION_FAILED', 'FAILED');
    const setup = flow === 'setupMasterDevice';
    const record: ChallengeRecord = {
      id: randomUUID(),
      userUuid,
      grant,
      flow,
      step: setup ? 'waitingForConnection' : 'numberChallenge',
      ...numberWithChoices(),
      pairingCode: setup ? pairingCode() : null,
      event: null,
      reason: null,
      expiresAt: this.now() + MOBILE_LIMITS.challengeSeconds * 1000,
      version: 1,
    };
    this.challenges.set(record.id, record, MOBILE_LIMITS.challengeSeconds * 1000 + KEEP_ENDED_MS);
    this.live.set(userUuid, record.id);
    return record;
  }

  /** The user's own challenge, timed out if its two minutes are over. */
  get(id: string, userUuid: string): ChallengeRecord {
    const record = this.challenges.get(id);
    if (!record || record.userUuid !== userUuid) throw new HttpError(404, 'ChallengeNotFound');
    return this.settle(record);
  }

  /** The challenge the user's app has in front of it, if any. */
  liveFor(userUuid: string): ChallengeRecord | undefined {
    const id = this.live.get(userUuid);
    const record = id ? this.challenges.get(id) : undefined;
    if (!record) return undefined;
    this.settle(record);
    return record.event === null ? record : undefined;
  }

  /** A challenge that has not ended, by id (what the app acts on). */
  liveById(id: string): ChallengeRecord | undefined {
    const record = this.challenges.get(id);
    return record && this.settle(record).event === null ? record : undefined;
  }

  /** The setup waiting for this pairing code (what scanning the page's code finds). */
  byPairingCode(code: string): ChallengeRecord | undefined {
    const wanted = code.trim().toUpperCase();
    for (const id of this.live.values()) {
      const record = this.challenges.get(id);
      if (record && record.pairingCode === wanted && this.settle(record).event === null) return record;
    }
    return undefined;
  }

  cancel(id: string, userUuid: string): void {
    const record = this.challenges.get(id);
    if (!record || record.userUuid !== userUuid || record.event !== null) return;
    this.end(record, 'MFA_BACK_EVENT', null);
  }

  /** The app connects to a waiting setup: the number challenge begins. */
  pair(record: ChallengeRecord): void {
    if (this.settle(record).event !== null || record.step !== 'waitingForConnection') throw new HttpError(409, 'NotWaitingForConnection');
    record.step = 'numberChallenge';
    record.pairingCode = null;
    record.version += 1;
  }

  /**
   * What the user does in the app. Answers whether the challenge succeeded (the caller then records
   * the device and the verification); every other action ends it with SPEC's event and reason.
   */
  act(record: ChallengeRecord, action: AppAction): 'success' | 'ended' {
    if (this.settle(record).event !== null) throw new HttpError(409, 'ChallengeEnded');
    const setup = record.flow === 'setupMasterDevice';
    switch (action.kind) {
      case 'answer':
        if (record.step !== 'numberChallenge') throw new HttpError(409, 'NotPaired');
        if (action.number === record.number) {
          this.end(record, 'MFA_VERIFICATION_SUCCESS', null);
          return 'success';
        }
        // A wrong pick fails the challenge: no second guess at the same number.
        this.end(record, 'MFA_MOBILE_VERIFICATION_FAILED', 'FAILED');
        return 'ended';
      case 'reject':
        this.end(record, 'MFA_MOBILE_VERIFICATION_FAILED', setup ? 'SETUP_FAILED' : 'REJECTED');
        return 'ended';
      case 'back':
        // The app's back button (SPEC §4's MFA_BACK_EVENT): a setup goes back to the choice of
        // methods, a sign-in says the request was cancelled on the phone.
        this.end(record, 'MFA_BACK_EVENT', null);
        return 'ended';
      case 'fail-setup':
        if (!setup) throw new HttpError(409, 'NotASetup');
        this.end(record, 'MFA_MOBILE_VERIFICATION_FAILED', 'SETUP_FAILED');
        return 'ended';
      case 'time-out':
        record.expiresAt = this.now();
        this.settle(record);
        return 'ended';
    }
  }

  /** The answer Keycard sees. */
  view(record: ChallengeRecord, result: MobileChallenge['result']): MobileChallenge {
    const ended = record.event !== null;
    return {
      challengeId: record.id,
      flow: record.flow,
      step: ended ? 'finished' : record.step,
      number: !ended && record.step === 'numberChallenge' ? record.number : null,
      pairingCode: ended ? null : record.pairingCode,
      event: record.event,
      reason: record.reason,
      expiresInSeconds: ended ? 0 : Math.max(0, Math.ceil((record.expiresAt - this.now()) / 1000)),
      version: record.version,
      result,
    };
  }

  /** Forgets every challenge of the user (an MFA reset). */
  forget(userUuid: string): void {
    this.live.delete(userUuid);
    this.challenges.deleteWhere((id) => this.challenges.get(id)?.userUuid === userUuid);
  }

  sweep(): void {
    this.challenges.sweep();
    for (const [user, id] of this.live) if (!this.challenges.has(id)) this.live.delete(user);
  }

  private settle(record: ChallengeRecord): ChallengeRecord {
    if (record.event === null && this.now() >= record.expiresAt) {
      this.end(record, 'MFA_MOBILE_VERIFICATION_FAILED', record.flow === 'setupMasterDevice' ? 'SETUP_TIMEOUT_FAILED' : 'TIMEOUT');
    }
    return record;
  }

  private end(record: ChallengeRecord, event: MobileEvent, reason: MobileFailure | null): void {
    record.event = event;
    record.reason = reason;
    record.step = 'finished';
    record.version += 1;
    if (this.live.get(record.userUuid) === record.id) this.live.delete(record.userUuid);
  }
}

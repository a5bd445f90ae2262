// The IdP's password check, shared by the credential endpoint and the hosted login page: brute-force
// lockout per (e-mail, IP), disabled accounts, the leaked-credentials list, then the password.
// The failure counts live in the store, so a password reset through the API can lift a lockout.
import { USER_AGENT_MAX, type SignInMethod } from '../../lib/upstream/contract';
import { hashPassword, sha256Hex, verifyPassword } from '../crypto-utils';
import { LEAKED_CREDENTIAL_HASHES } from '../seed';
import type { Store, UserRecord } from '../store';

export const MAX_CONSECUTIVE_FAILURES = 5;
const LOCKOUT_MS = 15 * 60 * 1000;
/** How long a failure still counts towards the lockout. */
const FAILURE_WINDOW_MS = 60 * 60 * 1000;

export type CredentialOutcome = { ok: true; user: UserRecord } | { ok: false; status: 401 | 403 | 429; error: string; error_description: string };

/** Issue 38: a temporary pass that was the account's, and why it no longer works. */
const PASS_REFUSED: Record<'pass_used' | 'pass_expired' | 'pass_revoked', string> = {
  pass_used: 'This temporary pass has been used.',
  pass_expired: 'This temporary pass has expired.',
  pass_revoked: 'This temporary pass was cancelled.',
};

const WRONG: CredentialOutcome = {
  ok: false,
  status: 401,
  error: 'invalid_grant',
  error_description: 'Wrong email or password.',
};
const TOO_MANY: CredentialOutcome = {
  ok: false,
  status: 429,
  error: 'too_many_attempts',
  error_description: 'Your account has been blocked after multiple consecutive login attempts.',
};
const LEAKED: CredentialOutcome = {
  ok: false,
  status: 403,
  error: 'password_leaked',
  error_description: 'This login attempt has been blocked because the password you are using was previously disclosed.',
};

/** One attempt: the account's e-mail, the secret, and the browser it came from (issue 40: the user agent, for the activity). */
type Attempt = { tenantCode: string; email: string; password: string; ip: string; userAgent?: string };

export class CredentialChecker {
  /** Unknown e-mails still cost one scrypt, so timing does not reveal which accounts exist. */
  private readonly dummyHash = hashPassword('not-a-real-password');
  private readonly leaked = new Set(LEAKED_CREDENTIAL_HASHES);

  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The attempt's place in the (e-mail, address) count, or the lock it meets; and the account. The
   * attempt is counted before the secret is checked (a check takes a while), with no await in between:
   * parallel attempts each see the ones before them, so a burst cannot get past the lock (security
   * review M5). A right secret forgets the count (`succeeded`).
   */
  /** Issue 40: a wrong secret for an account is in its recent activity, with where it came from. */
  private refused(user: UserRecord, method: SignInMethod, input: Attempt): void {
    const address = input.ip === 'unknown' ? null : input.ip;
    this.store.activity.record(user.uuid, { result: 'refused', method, userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null, address });
  }

  private counted(input: {
    tenantCode: string;
    email: string;
    ip: string;
  }): { refused: CredentialOutcome } | { user: UserRecord | undefined; succeeded: () => void } {
    const email = input.email.trim().toLowerCase();
    const key = `${email}|${input.ip}`;
    const record = this.store.loginFailures.get(key);
    if (record && record.lockedUntil > this.now()) return { refused: TOO_MANY };

    const user = this.store.findUserByEmail(input.tenantCode, email);
    if (user?.disabled) return { refused: TOO_MANY };

    const count = (record?.count ?? 0) + 1;
    const lockedUntil = count >= MAX_CONSECUTIVE_FAILURES ? this.now() + LOCKOUT_MS : 0;
    // After a lockout the count starts again from zero.
    this.store.loginFailures.set(key, { count: lockedUntil ? 0 : count, lockedUntil }, lockedUntil ? LOCKOUT_MS : FAILURE_WINDOW_MS);
    return { user, succeeded: () => this.store.loginFailures.delete(key) };
  }

  /**
   * Issue 38: a temporary pass in place of the password, counted with the account's wrong passwords
   * at that address. A pass that was never this account's (or no account) is the one wrong answer.
   */
  async checkPass(input: Attempt): Promise<CredentialOutcome> {
    const counted = this.counted(input);
    if ('refused' in counted) return counted.refused;
    const { user } = counted;
    const checked = this.store.passes.check(user && !user.pendingActivation ? user.uuid : undefined, input.password);
    if (user && !checked.ok && checked.error === 'invalid_grant') this.refused(user, 'temporary-pass', input);
    if (!user || !checked.ok) {
      if (checked.ok || checked.error === 'invalid_grant') return WRONG;
      return { ok: false, status: 403, error: checked.error, error_description: PASS_REFUSED[checked.error] };
    }
    counted.succeeded();
    return { ok: true, user };
  }

  async check(input: Attempt): Promise<CredentialOutcome> {
    const email = input.email.trim().toLowerCase();
    const counted = this.counted(input);
    if ('refused' in counted) return counted.refused;
    const { user } = counted;

    // A user pending activation has no password yet: like an unknown e-mail, nothing matches.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await this.dummyHash));
    if (user?.passwordHash && !valid) this.refused(user, 'password', input);
    if (!user?.passwordHash || !valid) return WRONG;
    counted.succeeded();
    if (this.leaked.has(sha256Hex(`${email}:${input.password}`))) return LEAKED;
    return { ok: true, user };
  }
}

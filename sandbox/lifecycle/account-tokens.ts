// Single-use tokens for the account lifecycle (activation, reset, e-mail verification, registration).
// Unlike ExpiringMap, an expired token is remembered as expired: SPEC §8 answers an expired link
// (410 TokenExpired) differently from an unknown or used one.
import { SECURITY_ALERT_TTL_DAYS } from '../../lib/upstream/contract';
import { randomToken } from '../crypto-utils';
import type { AlertedSignIn } from '../sessions/alerts';

/** `security-alert`: issue 40's "This wasn't me" link of a new-browser alert. */
export type AccountTokenKind = 'activation' | 'reset' | 'verification' | 'registration' | 'security-alert';

const HOUR_MS = 60 * 60 * 1000;

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  activation: 72 * HOUR_MS,
  reset: 1 * HOUR_MS,
  verification: 24 * HOUR_MS, // contract EMAIL_VERIFICATION_TTL_HOURS
  registration: 7 * 24 * HOUR_MS,
  'security-alert': SECURITY_ALERT_TTL_DAYS * 24 * HOUR_MS,
};

/** Expired and used tokens are kept this long, so a late click still reads "expired". */
const REMEMBER_MS = 30 * 24 * HOUR_MS;

export interface AccountToken {
  kind: AccountTokenKind;
  /** Lower case. */
  email: string;
  tenantCode: string;
  expiresAt: number;
  used: boolean;
  /** Registration only: where the calling application wants the new user sent afterwards. */
  redirectUri?: string;
  /** A security alert's only: the sign-in it told of. */
  alert?: AlertedSignIn;
}

export type TokenLookup =
  | { status: 'live'; token: AccountToken }
  | { status: 'expired'; token: AccountToken }
  /** Unknown, already used, revoked, or of another kind. */
  | { status: 'invalid' };

export class AccountTokens {
  private readonly tokens = new Map<string, AccountToken>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(kind: AccountTokenKind, email: string, tenantCode: string, redirectUri?: string, alert?: AlertedSignIn): string {
    const value = randomToken();
    const token: AccountToken = {
      kind,
      email: email.trim().toLowerCase(),
      tenantCode,
      expiresAt: this.now() + ACCOUNT_TOKEN_TTL_MS[kind],
      used: false,
    };
    if (redirectUri) token.redirectUri = redirectUri;
    if (alert) token.alert = alert;
    this.tokens.set(value, token);
    return value;
  }

  find(value: string, kinds: readonly AccountTokenKind[]): TokenLookup {
    const token = this.tokens.get(value);
    if (!token || token.used || !kinds.includes(token.kind)) return { status: 'invalid' };
    return token.expiresAt <= this.now() ? { status: 'expired', token } : { status: 'live', token };
  }

  consume(value: string): void {
    const token = this.tokens.get(value);
    if (token) token.used = true;
  }

  /** Ends every unused token of this kind for the user: a new activation link replaces the old ones. */
  revoke(kind: AccountTokenKind, email: string, tenantCode: string): void {
    const wanted = email.trim().toLowerCase();
    for (const token of this.tokens.values()) {
      if (token.kind === kind && token.email === wanted && token.tenantCode === tenantCode) token.used = true;
    }
  }

  /** Test-only: every live token of this e-mail (any tenant, any kind) expires now. */
  expireAll(email: string): number {
    const wanted = email.trim().toLowerCase();
    const now = this.now();
    let count = 0;
    for (const token of this.tokens.values()) {
      if (token.email === wanted && !token.used && token.expiresAt > now) {
        token.expiresAt = now;
        count += 1;
      }
    }
    return count;
  }

  sweep(): void {
    const cutoff = this.now() - REMEMBER_MS;
    for (const [value, token] of this.tokens) if (token.expiresAt <= cutoff) this.tokens.delete(value);
  }
}

// The sandbox's in-memory state: seeded tenants and users plus every token the API hands out.
import { PASSWORD_HISTORY, type AuthState, type SecretQuestion } from '../lib/upstream/contract';
import type { SandboxConfig } from './config';
import { hashPassword, verifyPassword } from './crypto-utils';
import { ExpiringMap } from './expiring-map';
import { sendSeedMail } from './lifecycle/account-mail';
import { AccountTokens } from './lifecycle/account-tokens';
import { Outbox } from './lifecycle/outbox';
import { MfaService, newMfaRecord, type MfaGrant, type MfaRecord } from './mfa/mfa-service';
import { BadgeService } from './badges/badge-service';
import { PassService } from './badges/pass-service';
import { MobileService } from './mfa/mobile-service';
import { PasskeyService } from './passkeys/passkey-service';
import { buildSeed, SEED_PASSWORD, type SeedPartner, type SeedProperty, type SeedTenant, type SeedUser } from './seed';
import { ActionLog } from './team/action-log';
import { ActivityLog } from './sessions/activity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a password with `days` whole days left expires: half-way through the day after them, so the
 * count reads exactly `days` all through the tests. A negative count means it has already expired.
 */
export function expiryFrom(now: number, days: number): number {
  return days < 0 ? now - 60 * 60 * 1000 : now + days * DAY_MS + DAY_MS / 2;
}
/** A new password (activation, registration, reset) is good for this long. */
export const PASSWORD_LIFETIME_DAYS = 90;

export interface UserRecord extends Omit<
  SeedUser,
  'passwordExpiryInDays' | 'previousPasswords' | 'mfaRequiredByRemainingInDays' | 'mfaDevice' | 'badge' | 'temporaryPass'
> {
  /** Null until the account is activated: then no password matches. */
  passwordHash: string | null;
  /** Hashes of the current and previous passwords, newest first (SPEC: not one of the last four). */
  passwordHistory: string[];
  passwordExpiresAt: number;
  secretQuestion: SecretQuestion | null;
  /** scrypt of the trimmed, lower-cased answer: kept like a password, never in clear. */
  secretAnswerHash: string | null;
  mfa: MfaRecord;
  /** Issue 25's "sign out everywhere else": IdP sessions that logged in before this (ms) end. */
  sessionsValidAfter?: number;
}

/** What an upstream, calling-application or partner token stands for. */
export interface TokenGrant {
  userUuid: string;
  tenantCode: string;
}

/** A signed-in user's upstream token: what this sign-in has done about MFA. */
export interface SessionGrant extends TokenGrant {
  mfa: MfaGrant;
  /**
   * When this sign-in last presented a credential (ms): the IdP's auth_time for an ID token, now for a
   * passkey or its step-up, 0 for a sign-in that presented none here (a partner's code). Issue 25's
   * changes need it within RECENT_SIGN_IN_MS.
   */
  authenticatedAt: number;
  /** The authx identity token issued with this sign-in: a device token issued to it binds that identity. */
  partnerIdentity?: string;
  /** Issue 38: a temporary pass's sign-in, until (`pending`) and once (`done`) the person set up how they will sign in. */
  setUp?: 'pending' | 'done';
  /** Issue 40: the sign-in's own id, as the account's list of sign-ins names it (never its token). */
  id: string;
  /** Issue 40: how it proved who it was (SIGN_IN_METHODS), and the browser it came from. */
  method: string;
  userAgent: string | null;
  address: string | null;
  startedAt: number;
  /** Issue 40: when the token last asked the upstream for anything (requireSession). */
  lastUsedAt: number;
  /** Issue 40: the device token of this sign-in's browser (presented with it, or issued to it): ending the sign-in ends it. */
  deviceToken?: string;
  /** Issue 40: the IdP session it came from (its ID token's `sid`): ending the sign-in ends that too. */
  idpSession?: string;
  /** Issue 40: the new-browser alert of this sign-in was sent (once). */
  alerted?: true;
}

/** An authx user's stored identity: the device token it is bound to, and the sign-in its line descends from. */
export interface PartnerIdentityGrant extends TokenGrant {
  partnerCode: string;
  userDeviceToken: string | null;
  lineage: string;
}

/** A browser's device token: whose, and when MFA was last verified in it (SPEC §9's 60 days). */
export interface DeviceGrant {
  userUuid: string;
  mfaVerifiedAt: number | null;
}

/** Consecutive failed sign-ins per `email|ip`: the IdP's brute-force lockout (kept here so a reset can lift it). */
export interface LoginFailures {
  count: number;
  lockedUntil: number;
}

export class Store {
  readonly users = new Map<string, UserRecord>();
  /** `tenantCode|email` → uuid: a sign-in's lookup, with two thousand and more users (issue 39's seed). */
  private readonly byEmail = new Map<string, string>();
  /** The upstream token Keycard holds for a signed-in user (30 days). */
  readonly upstreamTokens = new ExpiringMap<SessionGrant>();
  /** SPEC §9: the device id cookie lives 365 days; so does what it stands for. */
  readonly deviceTokens = new ExpiringMap<DeviceGrant>();
  /** Tokens for the calling application (single use, 5 minutes). */
  readonly appTokens = new ExpiringMap<TokenGrant>();
  readonly partnerTokens = new ExpiringMap<TokenGrant & { partnerCode: string }>();
  /** A partner's single sign-on tokens (the issue: single use, 60 seconds). */
  readonly ssoTokens = new ExpiringMap<TokenGrant & { partnerCode: string }>();
  /** SPEC's partner identity of an authx user (the identity token object): what the partner token route presents. */
  readonly partnerIdentities = new ExpiringMap<PartnerIdentityGrant>();
  /** Identity tokens rotated away, each → its line: presented again, the line is revoked. */
  readonly rotatedPartnerIdentities = new ExpiringMap<string>();
  /** Codes of the partner token route (state=authx): single use, 60 seconds, bound to a PKCE challenge and carrying the rotated identity. */
  readonly authxCodes = new ExpiringMap<TokenGrant & { codeChallenge: string; identityToken: string }>();
  /** SHA-256 of every ID token already exchanged: each is accepted once. */
  readonly usedIdTokens = new ExpiringMap<true>();
  readonly loginFailures = new ExpiringMap<LoginFailures>();
  /** Activation, reset, verification and registration tokens. */
  readonly accountTokens: AccountTokens;
  readonly outbox: Outbox;
  readonly mfa: MfaService;
  readonly passkeys: PasskeyService;
  /** The partner app's pairings and sign-in approvals. */
  readonly mobile: MobileService;
  /** Issue 38's badges and their PINs. */
  readonly badges: BadgeService;
  /** Issue 38's temporary passes. */
  readonly passes: PassService;
  /** Issue 39: what managers did for their people. */
  readonly managerActions: ActionLog;
  /** Issue 40: each account's sign-ins and refused attempts. */
  readonly activity: ActivityLog;
  /**
   * Issue 40: IdP sessions whose sign-in was ended one by one, each with when (ms): a login there before
   * then yields no silent sign-in (provider.ts); a login since, in the same browser, is a new one.
   */
  readonly endedIdpSessions = new ExpiringMap<number>();

  private constructor(
    readonly config: SandboxConfig,
    readonly tenants: SeedTenant[],
    readonly properties: SeedProperty[],
    readonly partners: SeedPartner[],
    readonly now: () => number,
  ) {
    this.accountTokens = new AccountTokens(now);
    this.outbox = new Outbox(now);
    this.mfa = new MfaService(this.outbox, now);
    this.passkeys = new PasskeyService(now);
    this.mobile = new MobileService(now);
    this.badges = new BadgeService(now);
    this.passes = new PassService(now);
    this.managerActions = new ActionLog(now);
    this.activity = new ActivityLog(now);
  }

  static async create(config: SandboxConfig, now: () => number = Date.now): Promise<Store> {
    const seed = buildSeed(config);
    const store = new Store(config, seed.tenants, seed.properties, seed.partners, now);
    // One hash of the seed password serves every seeded user (issue 39 seeds two thousand): a sandbox's
    // shared salt, which no real upstream would have.
    const seedHash = await hashPassword(SEED_PASSWORD);
    await Promise.all(seed.users.map((u) => store.createUser(u, SEED_PASSWORD, { knownHash: seedHash })));
    sendSeedMail(store, seed.invitations);
    return store;
  }

  /** `password` is ignored for a user pending activation: such a user has none until activated. */
  async createUser(
    { passwordExpiryInDays, previousPasswords, mfaRequiredByRemainingInDays, mfaDevice, badge, temporaryPass, ...seed }: SeedUser,
    password: string | null,
    opts: { resendSeconds?: number; knownHash?: string } = {},
  ): Promise<UserRecord> {
    const current = seed.pendingActivation || password === null ? [] : [password];
    const remembered = [...new Set([...current, ...previousPasswords])].slice(0, PASSWORD_HISTORY);
    const passwordHistory = await Promise.all(remembered.map((p) => (p === password && opts.knownHash ? opts.knownHash : hashPassword(p))));
    const user: UserRecord = {
      ...seed,
      email: seed.email.trim().toLowerCase(),
      passwordHash: current.length > 0 ? (passwordHistory[0] ?? null) : null,
      passwordHistory,
      passwordExpiresAt: expiryFrom(this.now(), passwordExpiryInDays),
      secretQuestion: null,
      secretAnswerHash: null,
      mfa: newMfaRecord({
        primary: mfaDevice ? { ...mfaDevice } : null,
        // Half-way through the day after the last one, so the count reads exactly N all day.
        requiredBy: mfaRequiredByRemainingInDays === null ? null : expiryFrom(this.now(), mfaRequiredByRemainingInDays),
        ...(opts.resendSeconds === undefined ? {} : { resendSeconds: opts.resendSeconds }),
      }),
    };
    this.users.set(user.uuid, user);
    this.byEmail.set(`${user.tenantCode}|${user.email}`, user.uuid);
    if (badge) {
      const pinHash = badge.pin === null ? null : await hashPassword(badge.pin);
      this.badges.issue(user.uuid, user.tenantCode, { code: badge.code, pinHash, revoked: badge.revoked });
    }
    if (temporaryPass) this.passes.issue(user.uuid, { code: temporaryPass.code, lifetimeMs: temporaryPass.days * DAY_MS, reusable: temporaryPass.reusable });
    return user;
  }

  /** True when the password equals one of the last PASSWORD_HISTORY (current included). */
  async isInPasswordHistory(user: UserRecord, password: string): Promise<boolean> {
    const matches = await Promise.all(user.passwordHistory.map((hash) => verifyPassword(password, hash)));
    return matches.some(Boolean);
  }

  /**
   * Makes an already computed hash the user's password. Synchronous on purpose: callers re-check
   * their token after hashing and commit in the same tick, so one token cannot be spent twice.
   */
  applyPasswordHash(user: UserRecord, passwordHash: string): void {
    user.passwordHash = passwordHash;
    user.passwordHistory = [passwordHash, ...user.passwordHistory].slice(0, PASSWORD_HISTORY);
    user.passwordExpiresAt = expiryFrom(this.now(), PASSWORD_LIFETIME_DAYS);
    this.clearLoginFailures(user.email);
  }

  /** Lifts the brute-force lockout for this e-mail from every IP. */
  clearLoginFailures(email: string): void {
    const prefix = `${email.trim().toLowerCase()}|`;
    this.loginFailures.deleteWhere((key) => key.startsWith(prefix));
  }

  /** By code or alias code (Keycard may send either). */
  findTenant(codeOrAlias: string): SeedTenant | undefined {
    return this.tenants.find((t) => t.tenant.code === codeOrAlias || t.tenant.aliasCode === codeOrAlias);
  }

  findTenantByHost(host: string): SeedTenant | undefined {
    return this.tenants.find((t) => t.hosts.includes(host));
  }

  findTenantByClientId(clientId: string): SeedTenant | undefined {
    return this.tenants.find((t) => t.tenant.loginClientId === clientId);
  }

  findUserByEmail(tenantCode: string, email: string): UserRecord | undefined {
    const uuid = this.byEmail.get(`${tenantCode}|${email.trim().toLowerCase()}`);
    return uuid === undefined ? undefined : this.users.get(uuid);
  }

  /** Issue 39: a property of this tenant, by code. */
  findProperty(tenantCode: string, code: string): SeedProperty | undefined {
    return this.properties.find((p) => p.tenantCode === tenantCode && p.code === code);
  }

  findPartner(code: string): SeedPartner | undefined {
    return this.partners.find((p) => p.code === code);
  }

  /** Whole days left before the password expires: 0 means it still works today (SPEC's "today"). */
  passwordExpiryInDays(user: UserRecord): number {
    return Math.max(0, Math.floor((user.passwordExpiresAt - this.now()) / DAY_MS));
  }

  /**
   * SPEC §4's outcome of a sign-in: an expired password forces the reset; then MFA as this sign-in
   * (`grant`) stands with it. Without a grant: as a new sign-in from an unknown browser would.
   */
  outcomeState(user: UserRecord, grant?: SessionGrant): AuthState {
    // Issue 38: a temporary pass's sign-in serves nothing until its set-up (which may set a new password).
    if (grant?.setUp === 'pending') return 'SIGN_IN_SET_UP_REQUIRED';
    if (user.passwordExpiresAt <= this.now()) return 'PASSWORD_EXPIRED';
    return this.mfa.state(user.mfa, grant?.mfa ?? { mfaVerifiedAt: null, temporaryMfaSetup: false, mfaSetupDone: false });
  }

  /**
   * Issue 38: whether a temporary pass's set-up with a password must register a second factor too:
   * the tenant asks this person for one now, or they had one (the pass may stand in for a lost phone).
   */
  secondFactorAsked(user: UserRecord): boolean {
    return user.mfa.primary !== null || this.mfa.remainingDays(user.mfa) === 0;
  }

  sweep(): void {
    for (const map of [
      this.upstreamTokens,
      this.appTokens,
      this.partnerTokens,
      this.ssoTokens,
      this.partnerIdentities,
      this.rotatedPartnerIdentities,
      this.authxCodes,
      this.usedIdTokens,
      this.loginFailures,
      this.deviceTokens,
      this.endedIdpSessions,
    ]) {
      map.sweep();
    }
    this.mfa.sweep();
    this.passkeys.sweep();
    this.mobile.sweep();
    this.accountTokens.sweep();
  }
}

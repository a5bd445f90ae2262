// The sandbox's in-memory state: seeded tenants and users plus every token the API hands out.
import type { AuthState } from '../lib/upstream/contract';
import type { SandboxConfig } from './config';
import { hashPassword } from './crypto-utils';
import { ExpiringMap } from './expiring-map';
import { buildSeed, SEED_PASSWORD, type SeedPartner, type SeedTenant, type SeedUser } from './seed';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UserRecord extends Omit<SeedUser, 'passwordExpiryInDays'> {
  passwordHash: string;
  /** Hashes of the current and previous passwords, newest first (SPEC: not one of the last four). */
  passwordHistory: string[];
  passwordExpiresAt: number;
  deviceTokens: Set<string>;
  passkeys: { id: string; name: string | null; createdAt: string }[];
}

/** What an upstream, calling-application or partner token stands for. */
export interface TokenGrant {
  userUuid: string;
  tenantCode: string;
}

export class Store {
  readonly users = new Map<string, UserRecord>();
  /** The upstream token Keycard holds for a signed-in user (30 days). */
  readonly upstreamTokens = new ExpiringMap<TokenGrant>();
  /** Tokens for the calling application (single use, 5 minutes). */
  readonly appTokens = new ExpiringMap<TokenGrant>();
  readonly partnerTokens = new ExpiringMap<TokenGrant & { partnerCode: string }>();
  /** SHA-256 of every ID token already exchanged: each is accepted once. */
  readonly usedIdTokens = new ExpiringMap<true>();

  private constructor(
    readonly config: SandboxConfig,
    readonly tenants: SeedTenant[],
    readonly partners: SeedPartner[],
    private readonly now: () => number,
  ) {}

  static async create(config: SandboxConfig, now: () => number = Date.now): Promise<Store> {
    const seed = buildSeed(config);
    const store = new Store(config, seed.tenants, seed.partners, now);
    await Promise.all(seed.users.map((u) => store.addUser(u)));
    return store;
  }

  private async addUser({ passwordExpiryInDays, ...seed }: SeedUser): Promise<void> {
    const passwordHash = await hashPassword(SEED_PASSWORD);
    this.users.set(seed.uuid, {
      ...seed,
      email: seed.email.toLowerCase(),
      passwordHash,
      passwordHistory: [passwordHash],
      passwordExpiresAt: this.now() + passwordExpiryInDays * DAY_MS,
      deviceTokens: new Set(),
      passkeys: [],
    });
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
    const wanted = email.trim().toLowerCase();
    for (const user of this.users.values()) {
      if (user.tenantCode === tenantCode && user.email === wanted) return user;
    }
    return undefined;
  }

  findPartner(code: string): SeedPartner | undefined {
    return this.partners.find((p) => p.code === code);
  }

  /** Whole days left before the password expires, never below 0. */
  passwordExpiryInDays(user: UserRecord): number {
    return Math.max(0, Math.ceil((user.passwordExpiresAt - this.now()) / DAY_MS));
  }

  outcomeState(user: UserRecord): AuthState {
    return this.passwordExpiryInDays(user) <= 0 ? 'PASSWORD_EXPIRED' : user.state;
  }

  sweep(): void {
    for (const map of [this.upstreamTokens, this.appTokens, this.partnerTokens, this.usedIdTokens]) map.sweep();
  }
}

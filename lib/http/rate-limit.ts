// Keycard's own limits, beside the IdP's and the upstream's per-(user, address) ones. A hotel's staff
// reach Keycard through one address, so no budget is the address's alone (issue 26):
// - refused credentials, per (account, address), per account from anywhere, and per address, each
//   with its own budget (README, "Limits"): one person's typos or one script hammering one account
//   spend that account's budgets, not the hotel's; an address spraying across accounts is stopped by
//   its own; many addresses guessing one account by the account's. A tenant's front-desk networks
//   have a larger address budget, and the per-account budget never holds them back. Only refused
//   credentials count, so a whole shift can sign in at once;
// - MFA codes and sends by the same keys (`MFA_BUDGETS`).
//
// The count lives in Redis when REDIS_URL is set, so that every replica spends one budget (ten
// replicas must not mean ten times the guesses), and in the process otherwise. When Redis fails or is
// slow, the in-process limiter stands in (rate-limiter-flexible's insurance limiter) and this is
// logged: a limiter must never be why a sign-in fails.
import 'server-only';
import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '../config';
import { logger } from '../logger';
import { redis } from '../redis';
import { limitedAddress } from '../tenant/front-desk';
import type { CredentialLimit } from '../validation/login';

/** At most one warning a minute while the shared store is failing. */
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

/** When a fallback last said so: one warning a minute for the process, however many budgets fell back. */
let warnedAt = -Infinity;

/** The in-process limiter that stands in for Redis, saying so (at most once a minute). */
class FallbackLimiter extends RateLimiterMemory {
  private warn() {
    const now = Date.now();
    if (now - warnedAt < FALLBACK_WARNING_INTERVAL_MS) return;
    warnedAt = now;
    logger.warn({ limiter: this.keyPrefix }, 'shared limit unavailable: counting in this process');
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.warn();
    return super.consume(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.warn();
    return super.get(...args);
  }
}

/** A budget: `points` counted per key over `seconds`, under `name` (its store's key prefix). */
export type Budget = { name: string; points: number; seconds: number };

const limiters = new Map<string, RateLimiterAbstract>();
/** The limiter of a budget: in Redis when there is one (with this process standing in), else in the process. */
export function limiter({ name, points, seconds }: Budget): RateLimiterAbstract {
  const known = limiters.get(name);
  if (known) return known;
  const options = { keyPrefix: `keycard:${name}`, points, duration: seconds };
  const client = redis();
  const made = client
    ? new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true, insuranceLimiter: new FallbackLimiter(options) })
    : new RateLimiterMemory(options);
  limiters.set(name, made);
  return made;
}

/** Seconds until `key` may go on under this budget, or 0 when it may now. */
export async function retryAfter(budget: Budget, key: string): Promise<number> {
  const state = await limiter(budget).get(key);
  return state && state.consumedPoints >= budget.points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
}

/** Counts one against `key` (past the budget too: the refusal is `retryAfter`'s to give). */
export async function count(budget: Budget, key: string): Promise<void> {
  await limiter(budget)
    .consume(key)
    .catch((e: unknown) => {
      if (!(e instanceof RateLimiterRes)) throw e;
    });
}

/** A refused credential counts towards its address only while its account has failed here at most this often (issue 26). */
export const ADDRESS_COUNTS_FIRST = 3;
/** The window of the per-account budgets: the IdP's lockout window (15 minutes). */
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;

/** Whose credential is counted: an e-mail address (existing or not) of a tenant, from a client address. */
export type CredentialCounted = {
  tenantCode: string;
  email: string;
  address: string | undefined;
  /** The tenant's declared front-desk network the address is in (its range), if any. */
  frontDesk: string | undefined;
  /** This browser signed in as this account before (a device cookie, OWASP's): the per-account budget spares it. */
  knownHere?: boolean;
};

export type CredentialWait = { limit: CredentialLimit; retryIn: number };

/**
 * The account's key: a digest of the tenant and the e-mail, so the store never holds an address. The
 * e-mail is taken as one account however it is written: trimmed, in one case, its compatibility
 * forms folded (NFKC: a full-width letter is the letter) and its domain in ASCII (IDNA).
 */
export function accountKey(who: Pick<CredentialCounted, 'tenantCode' | 'email'>): string {
  const email = who.email.normalize('NFKC').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const canonical = at > 0 ? `${email.slice(0, at)}@${domainToASCII(email.slice(at + 1)) || email.slice(at + 1)}` : email;
  return createHash('sha256').update(`${who.tenantCode}\n${canonical}`).digest('base64url').slice(0, 27);
}

function credentialBudgets(who: CredentialCounted): { limit: CredentialLimit; budget: Budget; key: string }[] {
  const cfg = config();
  const address = limitedAddress(who.address);
  const account = accountKey(who);
  const budgets: { limit: CredentialLimit; budget: Budget; key: string }[] = [
    {
      limit: 'account-address',
      budget: { name: 'credential-failures-account-address', points: cfg.credentialFailuresPerAccountAddress, seconds: ACCOUNT_WINDOW_SECONDS },
      key: `${account} ${address}`,
    },
  ];
  // The account from anywhere; a front desk's network has an account budget of its own, so guesses at
  // one of its people from elsewhere never hold it back (and guesses from inside it meet this one).
  budgets.push({
    limit: 'account',
    budget: { name: 'credential-failures-account', points: cfg.credentialFailuresPerAccount, seconds: ACCOUNT_WINDOW_SECONDS },
    key: who.frontDesk ? `${account} ${who.tenantCode} ${who.frontDesk}` : account,
  });
  // The address: a front desk's whole declared network is one address, with the larger budget.
  budgets.push({
    limit: 'address',
    budget: who.frontDesk
      ? { name: 'credential-failures-front-desk', points: cfg.credentialFailuresPerFrontDeskAddress, seconds: cfg.credentialFailureWindowSeconds }
      : { name: 'credential-failures', points: cfg.credentialFailuresPerAddress, seconds: cfg.credentialFailureWindowSeconds },
    key: who.frontDesk ? `${who.tenantCode} ${who.frontDesk}` : address,
  });
  return budgets;
}

/** The wait that applies before this credential may be tried (the longest, if several), or null when it may now. */
export async function credentialWait(who: CredentialCounted): Promise<CredentialWait | null> {
  // A browser that signed in as this account before is spared the account's budget (its refusals
  // still count there): guesses from elsewhere cannot lock the owner out of their own browser, which
  // still meets the pair's and the address's budgets.
  const budgets = credentialBudgets(who).filter(({ limit }) => !(who.knownHere && limit === 'account'));
  const waits = await Promise.all(budgets.map(({ budget, key }) => retryAfter(budget, key)));
  let found: CredentialWait | null = null;
  waits.forEach((retryIn, i) => {
    if (retryIn > 0 && (!found || retryIn > found.retryIn)) found = { limit: budgets[i]!.limit, retryIn };
  });
  return found;
}

/**
 * Counts one refused credential. The address counts only an account's first few refusals here
 * (ADDRESS_COUNTS_FIRST): what the address budget catches is spraying across accounts, so one script
 * or one person hammering one account is stopped by that account's budgets, not by the whole hotel's.
 */
export async function recordCredentialFailure(who: CredentialCounted): Promise<void> {
  const [pair, ...rest] = credentialBudgets(who);
  const spent = await limiter(pair!.budget)
    .consume(pair!.key)
    .then(
      (r) => r.consumedPoints,
      (e: unknown) => {
        if (e instanceof RateLimiterRes) return e.consumedPoints;
        throw e;
      },
    );
  await Promise.all(rest.filter(({ limit }) => limit !== 'address' || spent <= ADDRESS_COUNTS_FIRST).map(({ budget, key }) => count(budget, key)));
}

/**
 * A credential accepted: this account's refusals at this address are forgiven, and what they spent of
 * the address's budget is given back, so a morning of typos, each followed by the right password,
 * never adds up to a hotel's lockout. The account's budget is not: its owner signing in must not
 * give someone guessing from elsewhere a fresh round.
 */
export async function recordCredentialSuccess(who: CredentialCounted): Promise<void> {
  const [pair, ...rest] = credentialBudgets(who);
  const state = await limiter(pair!.budget).get(pair!.key);
  const spent = state?.consumedPoints ?? 0;
  if (spent === 0) return;
  const address = rest.find(({ limit }) => limit === 'address')!;
  // Never more than the address still counts (its window may have ended first): no budget below zero.
  const counted = (await limiter(address.budget).get(address.key))?.consumedPoints ?? 0;
  const back = Math.min(spent, ADDRESS_COUNTS_FIRST, counted);
  await Promise.all([limiter(pair!.budget).delete(pair!.key), back > 0 ? limiter(address.budget).reward(address.key, back) : undefined]);
}

/**
 * Keycard's MFA budgets, each over 15 minutes (the upstream's send window; README, "MFA"):
 * - refused codes: 10 per (user, address), twice the 5 wrong codes that void a code or lock the app
 *   upstream, so a person who mistypes meets the upstream's message first and Keycard's only on a
 *   second round of guessing; 30 per user from anywhere (issue 26: many addresses guessing one
 *   user's codes are slowed too); 100 per address, room for a hotel's staff behind one NAT address,
 *   while an address guessing across accounts gets 100 tries at a 6-digit code per window; 1000 for
 *   an address in one of the tenant's front-desk networks;
 * - text and voice sends: 10 per (user, address), twice the upstream's 5, a backstop for an
 *   upstream that counts per user only; 20 per user from anywhere; 100 per address (a shift of 50
 *   staff signing in behind one NAT address, each with a resend), which holds an address to about 7
 *   messages a minute; 1000 for a front-desk network.
 */
export const MFA_BUDGETS = {
  codeFailures: { perUserAddress: 10, perUser: 30, perAddress: 100, perFrontDeskAddress: 1000 },
  sends: { perUserAddress: 10, perUser: 20, perAddress: 100, perFrontDeskAddress: 1000 },
  windowSeconds: 15 * 60,
} as const;
export type MfaLimit = keyof Omit<typeof MFA_BUDGETS, 'windowSeconds'>;

/** Each MFA limit's name: its store's key prefix, and its label in `keycard_rate_limit_refusals_total`. */
export const MFA_LIMIT_NAMES: Readonly<Record<MfaLimit, string>> = { codeFailures: 'mfa-code-failures', sends: 'mfa-sends' };

/** Whose MFA is counted: the user, at the client's address, and the tenant's front-desk network it is in, if any. */
export type MfaCounted = { userUuid: string; address: string | undefined; frontDesk?: string };

function mfaBudgets(limit: MfaLimit, who: MfaCounted): [Budget, string][] {
  const { perUserAddress, perUser, perAddress, perFrontDeskAddress } = MFA_BUDGETS[limit];
  const name = MFA_LIMIT_NAMES[limit];
  const address = limitedAddress(who.address);
  const seconds = MFA_BUDGETS.windowSeconds;
  return [
    [{ name: `${name}-user`, points: perUserAddress, seconds }, `${who.userUuid} ${address}`],
    // As for credentials: a front desk's network has its own per-user budget, and is one address.
    [{ name: `${name}-user-anywhere`, points: perUser, seconds }, who.frontDesk ? `${who.userUuid} ${who.frontDesk}` : who.userUuid],
    who.frontDesk ? [{ name: `${name}-front-desk`, points: perFrontDeskAddress, seconds }, who.frontDesk] : [{ name, points: perAddress, seconds }, address],
  ];
}
/** Seconds until this user at this address may try (`codeFailures`) or send (`sends`) again; 0 when now. */
export async function mfaRetryAfter(limit: MfaLimit, who: MfaCounted): Promise<number> {
  const waits = await Promise.all(mfaBudgets(limit, who).map(([budget, key]) => retryAfter(budget, key)));
  return Math.max(...waits);
}

/** Counts one refused code or one send for this user at this address. */
export async function recordMfa(limit: MfaLimit, who: MfaCounted): Promise<void> {
  await Promise.all(mfaBudgets(limit, who).map(([budget, key]) => count(budget, key)));
}

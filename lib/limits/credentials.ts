// Refused credentials (issue 26, 36): each password attempt reserves its place in the account's pair,
// the account's and the address's budgets (lib/limits/budgets.ts) before the IdP is asked, and is
// settled by the IdP's answer: a refused password counts, the right one forgives this account's
// refusals at this address, anything else (the IdP's lock, an unreachable IdP) is given back.
import 'server-only';
import type { CredentialLimit } from '../validation/login';
import { accountKey, type Tier } from './budgets';
import { forgive, reserveAttempt, type Settlement } from './reserve';

/** A refused credential counts towards its address only while its account has failed here at most this often. */
export const ADDRESS_COUNTS_FIRST = 3;

/** Whose credential is counted: an e-mail address (existing or not) of a tenant, from a client address. */
export type CredentialCounted = {
  tenantCode: string;
  email: string;
  address: string | undefined;
  /** The tenant's declared front-desk network the address is in (its range), if any. */
  frontDesk: string | undefined;
  /** This browser signed in as this account before (a device cookie, OWASP's): spared the account's and the address's budgets. */
  knownHere?: boolean;
};

export type CredentialWait = { limit: CredentialLimit; retryIn: number };

const LIMIT_OF: Record<Tier, CredentialLimit> = { pair: 'account-address', subject: 'account', address: 'address' };

/** Whose budgets a credential attempt meets. */
const countedOf = (who: CredentialCounted) => ({
  tenantCode: who.tenantCode,
  subject: accountKey(who),
  address: who.address,
  frontDesk: who.frontDesk,
  known: who.knownHere === true,
});

/**
 * The account proved itself at this address another way (a new password from its reset link, issue
 * 37): the wait its typos earned here ends, as the IdP lifts its own lock at a reset.
 */
export async function forgiveCredentials(who: CredentialCounted): Promise<void> {
  await forgive('credentials', countedOf(who), { addressCountsFirst: ADDRESS_COUNTS_FIRST });
}

/** The credential attempt's reservation: refused now with the wait that applies (the longest), or to be settled by the IdP's answer. */
export async function reserveCredential(who: CredentialCounted): Promise<{ wait: CredentialWait } | { settle: (outcome: Settlement) => Promise<void> }> {
  const reserved = await reserveAttempt('credentials', countedOf(who), { addressCountsFirst: ADDRESS_COUNTS_FIRST });
  if (reserved.refused) return { wait: { limit: LIMIT_OF[reserved.refused.tier], retryIn: reserved.refused.retryIn } };
  return { settle: reserved.settle };
}

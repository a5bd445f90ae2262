// Keycard's own budgets, in one table (issue 26, 36; README, "Limits"). Each kind of attempt counts in
// three tiers, every key naming the tenant:
// - the pair: one subject (an account, a user) at one address: one person's typos or one script
//   hammering one account spend this, not the hotel's;
// - the subject from anywhere: many addresses guessing one account or one user's codes are slowed; a
//   tenant's front-desk network has a subject budget of its own, so guesses from elsewhere never hold
//   its people back;
// - the address: spraying across accounts is stopped; a front-desk network is one address with more
//   room (a whole hotel behind one address).
// A browser that signed in as the subject before (OWASP's device cookie) is spared the subject's and
// the address's budgets: guesses from elsewhere, or made-up e-mails from the hotel's own address,
// cannot lock its owner out of their own browser; it still meets the pair's.
import 'server-only';
import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { config } from '../config';
import { limitedAddress } from './address';
import type { Budget } from './store';

export type LimitKind = 'credentials' | 'mfaCodes' | 'mfaSends' | 'newPasswords';
export type Tier = 'pair' | 'subject' | 'address';

type Row = {
  /** The budgets' store prefix and metrics label. */
  name: string;
  /** The window of the pair's and the subject's budgets, in seconds. */
  window: number;
  /** The address's window (a credential's is configurable). */
  addressWindow: number;
  pair: number;
  subject: number;
  address: number;
  frontDeskAddress: number;
};

/** The window of the per-account budgets: the IdP's lockout window (15 minutes). */
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** The upstream's send and code window. */
const MFA_WINDOW_SECONDS = 15 * 60;
/** The window of refused new passwords (issue 41's review, L3). */
const NEW_PASSWORD_WINDOW_SECONDS = 15 * 60;

/**
 * The table. Credentials from the configuration (README, "Limits"). MFA:
 * - refused codes: 10 per (user, address), twice the 5 wrong codes that void a code or lock the app
 *   upstream, so a person who mistypes meets the upstream's message first; 30 per user from anywhere;
 *   100 per address, room for a hotel's staff behind one NAT address while an address guessing across
 *   accounts gets 100 tries at a 6-digit code a window; 1000 for a front-desk network;
 * - text and voice sends: 10 per (user, address), twice the upstream's 5; 20 per user from anywhere;
 *   100 per address (a shift of 50 signing in behind one NAT address, each with a resend); 1000 for a
 *   front-desk network.
 * New passwords (issue 41's review, L3): each refused one costs an estimate and a breach lookup, so a
 * live link or session may not be used to post them without end: 20 refusals per (account, address),
 * far past a person trying again; 40 per account; 200 per address; 2000 for a front-desk network.
 */
export function budgetTable(): Record<LimitKind, Row> {
  const cfg = config();
  return {
    credentials: {
      name: 'credential-failures',
      window: ACCOUNT_WINDOW_SECONDS,
      addressWindow: cfg.credentialFailureWindowSeconds,
      pair: cfg.credentialFailuresPerAccountAddress,
      subject: cfg.credentialFailuresPerAccount,
      address: cfg.credentialFailuresPerAddress,
      frontDeskAddress: cfg.credentialFailuresPerFrontDeskAddress,
    },
    mfaCodes: {
      name: 'mfa-code-failures',
      window: MFA_WINDOW_SECONDS,
      addressWindow: MFA_WINDOW_SECONDS,
      pair: 10,
      subject: 30,
      address: 100,
      frontDeskAddress: 1000,
    },
    mfaSends: { name: 'mfa-sends', window: MFA_WINDOW_SECONDS, addressWindow: MFA_WINDOW_SECONDS, pair: 10, subject: 20, address: 100, frontDeskAddress: 1000 },
    newPasswords: {
      name: 'new-password-refusals',
      window: NEW_PASSWORD_WINDOW_SECONDS,
      addressWindow: NEW_PASSWORD_WINDOW_SECONDS,
      pair: 20,
      subject: 40,
      address: 200,
      frontDeskAddress: 2000,
    },
  };
}

/** Whose attempt is counted: a subject of a tenant (an account's digest, a user's id) at the client's address. */
export type Counted = {
  tenantCode: string;
  subject: string;
  address: string | undefined;
  /** The tenant's front-desk network the address is in (its range), if any. */
  frontDesk: string | undefined;
  /** This browser signed in as the subject before (a device cookie): spared the subject's and the address's budgets. */
  known: boolean;
};

export type Line = { tier: Tier; budget: Budget; key: string };

/** The three budgets an attempt meets, and their keys. A budget's size is in its name: limiters are made once per name. */
export function linesOf(kind: LimitKind, who: Counted): Line[] {
  const row = budgetTable()[kind];
  const address = limitedAddress(who.address);
  const desk = who.frontDesk;
  const budget = (tier: string, points: number, seconds: number): Budget => ({ name: `${row.name}-${tier}-${points}`, points, seconds });
  return [
    { tier: 'pair', budget: budget('pair', row.pair, row.window), key: `${who.tenantCode} ${who.subject} ${address}` },
    {
      tier: 'subject',
      budget: budget('subject', row.subject, row.window),
      key: desk ? `${who.tenantCode} ${who.subject} desk ${desk}` : `${who.tenantCode} ${who.subject}`,
    },
    desk
      ? { tier: 'address', budget: budget('desk', row.frontDeskAddress, row.addressWindow), key: `${who.tenantCode} desk ${desk}` }
      : { tier: 'address', budget: budget('address', row.address, row.addressWindow), key: `${who.tenantCode} ${address}` },
  ];
}

/** The metrics label of a kind's tier, as `keycard_rate_limit_refusals_total` has always named them. */
export function limitLabel(kind: LimitKind, tier: Tier): string {
  if (kind !== 'credentials') return budgetTable()[kind].name;
  return `credential-failures-${tier === 'pair' ? 'account-address' : tier === 'subject' ? 'account' : 'address'}`;
}

/**
 * An account's subject: a digest of the tenant and the e-mail, so the store never holds an address.
 * The e-mail is one account however it is written: trimmed, in one case, its compatibility forms
 * folded (NFKC: a full-width letter is the letter) and its domain in ASCII (IDNA).
 */
export function accountKey(who: { tenantCode: string; email: string }): string {
  const email = who.email.normalize('NFKC').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const canonical = at > 0 ? `${email.slice(0, at)}@${domainToASCII(email.slice(at + 1)) || email.slice(at + 1)}` : email;
  return createHash('sha256').update(`${who.tenantCode}\n${canonical}`).digest('base64url').slice(0, 27);
}

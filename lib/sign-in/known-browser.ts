// Device cookies (issue 26; OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a
// browser that signed in as an account with its password keeps a sealed note of it, and Keycard's
// budgets spare that browser (lib/limits/budgets.ts), so someone guessing an account's password or
// codes from many addresses, or spraying made-up e-mails from the hotel's own address, cannot lock its
// owner out of their own browser. Never on a shared computer (the cookie table's `never`). Issue 40: a
// finished sign-in by any way in (a passkey, a partner's link) makes the account known here too, and a
// sign-in of an account the browser did not know is mailed to the account (lib/sign-in/finish.ts).
import 'server-only';
import { z } from 'zod';
import { accountKey } from '../limits/budgets';
import { sealedCookie, type SetCookie } from '../session/seal';

/** The accounts a browser remembers, most recent first: a front desk's few, a person's one or two. */
const KEPT = 8;

const Digests = z.array(z.string().min(1).max(32)).max(KEPT);
const knownAccounts = sealedCookie('knownAccounts', z.object({ accounts: Digests, signedIn: Digests.optional() }));

export type Account = { tenantCode: string; email: string };

/**
 * What a browser's device cookie knows: `accounts`, those whose password (or any way in) it gave
 * rightly (issue 26's budgets spare it); `signedIn`, those whose sign-in it finished (issue 40: a
 * sign-in of any other is mailed to the account). A password accepted but a sign-in left there does
 * not make the browser one the account has signed in from.
 */
export type KnownHere = { accounts: readonly string[]; signedIn: readonly string[] };

export const NOBODY: KnownHere = { accounts: [], signedIn: [] };

/** The accounts (digests) the browser that sent this cookie value knows. */
export async function knownAccountsOf(value: string | undefined): Promise<KnownHere> {
  const found = await knownAccounts.read(value);
  return found ? { accounts: found.accounts, signedIn: found.signedIn ?? [] } : NOBODY;
}

/** Whether this browser gave this account's password (or signed in as it) before. */
export function isKnown(known: KnownHere, account: Account): boolean {
  return known.accounts.includes(accountKey(account));
}

/** Issue 40: whether a sign-in of this account finished in this browser before. */
export function hasSignedInHere(known: KnownHere, account: Account): boolean {
  return known.signedIn.includes(accountKey(account));
}

const first = (list: readonly string[], key: string) => [key, ...list.filter((k) => k !== key)].slice(0, KEPT);

/**
 * The cookie that remembers this account on this browser (first, the oldest dropped past KEPT);
 * `signedIn`: its sign-in finished here too.
 */
export function rememberHere(known: KnownHere, account: Account, o: { signedIn?: boolean } = {}): Promise<SetCookie> {
  const key = accountKey(account);
  return knownAccounts.write({ accounts: first(known.accounts, key), signedIn: o.signedIn ? first(known.signedIn, key) : [...known.signedIn] });
}

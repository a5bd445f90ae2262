// Device cookies (issue 26; OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a
// browser that signed in as an account with its password keeps a sealed note of it, and Keycard's
// budgets spare that browser (lib/limits/budgets.ts), so someone guessing an account's password or
// codes from many addresses, or spraying made-up e-mails from the hotel's own address, cannot lock its
// owner out of their own browser. Never on a shared computer (the cookie table's `never`).
import 'server-only';
import { z } from 'zod';
import { accountKey } from '../limits/budgets';
import { sealedCookie, type SetCookie } from '../session/seal';

/** The accounts a browser remembers, most recent first: a front desk's few, a person's one or two. */
const KEPT = 8;

const knownAccounts = sealedCookie('knownAccounts', z.object({ accounts: z.array(z.string().min(1).max(32)).max(KEPT) }));

export type Account = { tenantCode: string; email: string };

/** The accounts (digests) the browser that sent this cookie value signed in as. */
export async function knownAccountsOf(value: string | undefined): Promise<string[]> {
  return (await knownAccounts.read(value))?.accounts ?? [];
}

/** Whether this browser signed in as this account with its password before. */
export function isKnown(accounts: readonly string[], account: Account): boolean {
  return accounts.includes(accountKey(account));
}

/** The cookie that remembers this account on this browser (first, the oldest dropped past KEPT). */
export function rememberHere(accounts: readonly string[], account: Account): Promise<SetCookie> {
  const key = accountKey(account);
  return knownAccounts.write({ accounts: [key, ...accounts.filter((k) => k !== key)].slice(0, KEPT) });
}

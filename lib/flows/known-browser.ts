// Device cookies (issue 26; OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a
// browser that signed in as an account with its password keeps a sealed note of it, and Keycard's
// per-account budget spares that browser, so someone guessing an account's password from many
// addresses cannot lock its owner out of their own browser. Never written on a shared computer.
import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { accountKey } from '../limits/budgets';
import { sealedCookie, type SetCookie } from '../session/seal';

/** The accounts a browser remembers, most recent first: a front desk's few, a person's one or two. */
const KEPT = 8;

const knownAccounts = sealedCookie('knownAccounts', z.object({ accounts: z.array(z.string().min(1).max(32)).max(KEPT) }));

type Account = { tenantCode: string; email: string };

async function accountsOf(request: NextRequest): Promise<string[]> {
  return (await knownAccounts.read(request.cookies.get(knownAccounts.name)?.value))?.accounts ?? [];
}

/** Whether this browser signed in as this account with its password before. */
export async function isKnownHere(request: NextRequest, account: Account): Promise<boolean> {
  return (await accountsOf(request)).includes(accountKey(account));
}

/** The cookie that remembers this account on this browser (first, the oldest dropped past KEPT). */
export async function rememberHere(request: NextRequest, account: Account): Promise<SetCookie> {
  const key = accountKey(account);
  const accounts = [key, ...(await accountsOf(request)).filter((k) => k !== key)].slice(0, KEPT);
  return knownAccounts.write({ accounts });
}

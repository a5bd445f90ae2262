// The OIDC transaction of one sign-in attempt, sealed in `__Host-tx-<state>` so two tabs never clash.
// It carries the flow's transaction fields: the callback takes them from here, never from its URL.
import 'server-only';
import { z } from 'zod';
import { flowSchema } from '../flows/flow-state';
import { COOKIE, txCookieName } from '../sign-in/cookies';
import { sealedCookie, type SetCookie } from './seal';

export const Transaction = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  /** Silent tries (prompt=none) fall back to the login form on login_required and its kin. */
  silent: z.boolean(),
  /**
   * No credential is presented in this attempt (a silent try, a stored partner identity): the callback
   * never lets it serve a purpose that asks for presence, whatever the flow says by then.
   */
  unattended: z.literal(true).optional(),
  /** For a silent try: the IdP subject this browser signed in as (DESIGN §3.1), which it must return. */
  expectedSub: z.string().optional(),
  /** The login page's query, to return to it after a failed silent try. */
  loginQuery: z.string(),
  flow: flowSchema('transaction'),
  startedAt: z.number(),
});
export type Transaction = z.infer<typeof Transaction>;

/** OIDC state values we mint: base64url, so they are safe in a cookie name. */
export const STATE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** SPEC §4: the partner token route returns to /authenticate with this state (one such sign-in at a time). */
export const AUTHX_STATE = 'authx';

const cookieFor = (state: string) => sealedCookie('tx', Transaction, txCookieName(state));

export function transactionCookie(tx: Transaction): Promise<SetCookie> {
  return cookieFor(tx.state).write(tx);
}

export function clearTransactionCookie(state: string): SetCookie {
  return cookieFor(state).clear();
}

export async function openTransaction(state: string, read: (name: string) => string | undefined): Promise<Transaction | null> {
  if (state !== AUTHX_STATE && !STATE_PATTERN.test(state)) return null;
  const tx = await cookieFor(state).read(read(txCookieName(state)));
  return tx && tx.state === state ? tx : null;
}

/** Sign-in attempts kept alive besides a new one: enough for a few tabs, not for a header flood. */
export const MAX_OTHER_TRANSACTIONS = 3;

/**
 * Expiring cookies for the oldest transactions beyond the few most recent, so abandoned attempts
 * (each ~600 bytes for ten minutes) cannot swell every request's headers.
 */
export async function surplusTransactionCookies(cookies: { name: string; value: string }[]): Promise<SetCookie[]> {
  const open = await Promise.all(
    cookies.filter((c) => c.name.startsWith(COOKIE.txPrefix)).map(async (c) => ({ name: c.name, tx: await cookieFor('').read(c.value) })),
  );
  // Unreadable ones first, then oldest first.
  open.sort((a, b) => (a.tx?.startedAt ?? 0) - (b.tx?.startedAt ?? 0));
  return open.slice(0, Math.max(0, open.length - MAX_OTHER_TRANSACTIONS)).map(({ name }) => clearTransactionCookie(name.slice(COOKIE.txPrefix.length)));
}

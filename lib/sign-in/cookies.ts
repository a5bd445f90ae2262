// Every cookie Keycard writes, in one table (DESIGN §6, SPEC §9; issue 36): its name, lifetime, codec,
// SameSite, and its fate on a shared computer, when a shared computer's sign-in goes back to its
// application, at logout and at the next sign-in. Every write takes its attributes from here, and every
// list of cookies to forget is derived from here, so a new cookie is one row, never a check at a call
// site, and a shared computer keeps nothing of a person past their errand by construction.
import { PARTNER_IDENTITY_TTL_S } from '../upstream/contract/partners';

const DAY = 24 * 60 * 60;

/**
 * What becomes of a cookie on a shared computer:
 * - `setting`: a setting of the browser, no one's data (the language): kept as anywhere;
 * - `errand`: lives for the browser session, and no longer than the person's one errand;
 * - `never`: a person's lasting trace (a device token, a remembered e-mail): never written there, and
 *   deleted wherever a shared computer's request still carries one.
 */
export type SharedFate = 'setting' | 'errand' | 'never';

/** Whether a moment (hand-over, logout, a new sign-in) keeps the cookie or clears it. */
export type Fate = 'keep' | 'clear';

export type CookieRow = {
  /** The cookie's name, or the prefix of a family (`family`: one cookie per transaction or per link kind). */
  name: string;
  family?: true;
  /** Seconds. */
  maxAge: number;
  /** `sealed`: encrypted and signed (lib/session/seal.ts); `plain`: a value that is no secret or is checked upstream. */
  codec: 'sealed' | 'plain';
  /** `partner`: Lax, but None for a partner user's cross-site return (SPEC §6). */
  sameSite: 'lax' | 'none' | 'partner';
  shared: SharedFate;
  /** A shared computer's sign-in handed over to its application: what the next person must not find. */
  handOver: Fate;
  /** Logout on someone's own browser (on a shared computer every cookie but its settings goes). */
  logout: Fate;
  /** Anyone signing in anew, by any way in: what the last sign-in left that was its alone. */
  signIn: Fate;
};

const row = <const R extends CookieRow>(r: R): R => r;

/** A sign-in's own state, which every moment after it ends. */
const ERRAND = { shared: 'errand', handOver: 'clear', logout: 'clear', signIn: 'keep' } as const;
/** A setting of the browser, no one's data: kept through everything, on a shared computer too. */
const SETTING = { shared: 'setting', handOver: 'keep', logout: 'keep', signIn: 'keep' } as const;
/** A person's lasting trace on their own browser: it outlives a logout there, and is never on a shared computer. */
const TRACE = { shared: 'never', handOver: 'clear', logout: 'keep', signIn: 'keep' } as const;

export const COOKIES = {
  /** The signed-in session; on a shared computer it stays, marked handed over, for its logout alone. */
  session: row({ name: '__Host-session', maxAge: 30 * DAY, codec: 'sealed', sameSite: 'partner', ...ERRAND, handOver: 'keep' }),
  /** One OIDC transaction per `state` (two tabs do not clash). */
  tx: row({ name: '__Host-tx-', family: true, maxAge: 10 * 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, logout: 'keep' }),
  /** SPEC §9's device token (an MFA remembered for 60 days), sealed with the user it was minted for. */
  device: row({
    name: '__Host-device',
    maxAge: 365 * DAY,
    codec: 'sealed',
    sameSite: 'none',
    ...TRACE,
  }),
  lastEmail: row({
    name: '__Host-last-email',
    maxAge: 365 * DAY,
    codec: 'plain',
    sameSite: 'lax',
    ...TRACE,
  }),
  /** "Signed in here before, as this IdP subject" (DESIGN §3.1). */
  ssoHint: row({ name: '__Host-sso-hint', maxAge: 30 * DAY, codec: 'sealed', sameSite: 'lax', ...ERRAND, shared: 'never' }),
  flash: row({ name: '__Host-flash', maxAge: 60, codec: 'sealed', sameSite: 'lax', ...ERRAND }),
  locale: row({ name: '__Host-locale', maxAge: 365 * DAY, codec: 'plain', sameSite: 'lax', ...SETTING }),
  /** Issue 27: the colour scheme chosen by `theme=light|dark` (none: the system's). */
  scheme: row({ name: '__Host-scheme', maxAge: 365 * DAY, codec: 'plain', sameSite: 'lax', ...SETTING }),
  /** SPEC §4's must-log-out: the link the user opened, once the logout is through (long enough for an IdP that asks to confirm). */
  linkAfterLogout: row({ name: '__Host-return', maxAge: 10 * 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, logout: 'keep' }),
  /** The ID token of the sign-in, kept for the IdP's logout (`id_token_hint`) beside the 4 KB session. */
  idToken: row({ name: '__Host-idt', maxAge: 30 * DAY, codec: 'sealed', sameSite: 'lax', ...ERRAND, handOver: 'keep' }),
  /** The e-mail of a sign-in or reset in progress, so no URL we build carries it. */
  pendingEmail: row({ name: '__Host-email', maxAge: 60 * 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, signIn: 'clear' }),
  /**
   * Issue 38: the badge whose PIN is asked for, and whose it is (as the PIN page shows them); a
   * sign-in's alone, and short: a badge left at "Choose a PIN" on a shared computer is not the next person's for long.
   */
  badge: row({ name: '__Host-badge', maxAge: 5 * 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, signIn: 'clear' }),
  /** Short-lived ceremony state (an MFA challenge, a WebAuthn challenge), beside the session. */
  ceremony: row({ name: '__Host-ceremony', maxAge: 10 * 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, logout: 'keep' }),
  /** An authx user's partner identity (SPEC §4: "a stored partner identity"), for the partner token route. */
  partner: row({ name: '__Host-partner', maxAge: PARTNER_IDENTITY_TTL_S, codec: 'sealed', sameSite: 'lax', ...ERRAND, shared: 'never' }),
  /** A link's token, moved out of its address on arrival (lib/links/link-cookie.ts): one cookie per kind of link. */
  link: row({ name: '__Host-link-', family: true, maxAge: 10 * 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, logout: 'keep' }),
  /** "Don't ask again on this device" for the passkey offer (a year); "Not now" writes its 30 days itself. */
  passkeyOffer: row({
    name: '__Host-passkey-offer',
    maxAge: 365 * DAY,
    codec: 'plain',
    sameSite: 'lax',
    ...TRACE,
  }),
  /** New recovery codes between their making and "I have saved them" (issue 25): this sign-in's alone. */
  recoveryCodes: row({ name: '__Host-recovery', maxAge: 10 * 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, signIn: 'clear' }),
  /** A recovery code just spent left few: "Get new codes" is this sign-in's to take, for a while. */
  recoveryOffer: row({ name: '__Host-recovery-offer', maxAge: 10 * 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, signIn: 'clear' }),
  /** Issue 26: this browser is a shared computer ("on") or someone's own ("off"), as its last sign-in chose. */
  shared: row({ name: '__Host-shared', maxAge: 365 * DAY, codec: 'plain', sameSite: 'lax', ...SETTING }),
  /** Issue 26: where a shared computer's sign-in goes on once the IdP has ended its session. */
  continueTo: row({ name: '__Host-continue', maxAge: 60, codec: 'sealed', sameSite: 'lax', ...ERRAND, handOver: 'keep' }),
  /**
   * Issue 26: the accounts (digests) this browser signed in as (a password accepted, issue 40: any finished
   * sign-in): the budgets spare it (OWASP's device cookie), and a sign-in of an account it does not know is mailed.
   */
  knownAccounts: row({
    name: '__Host-known',
    maxAge: 180 * DAY,
    codec: 'sealed',
    sameSite: 'lax',
    ...TRACE,
  }),
} as const satisfies Record<string, CookieRow>;

export type CookieKind = keyof typeof COOKIES;
/** The kinds of each codec: a sealed kind is only ever written sealed (lib/session/seal.ts), a plain one only plainly. */
export type SealedKind = { [K in CookieKind]: (typeof COOKIES)[K]['codec'] extends 'sealed' ? K : never }[CookieKind];
export type PlainKind = Exclude<CookieKind, SealedKind>;

type Names = { [K in CookieKind as (typeof COOKIES)[K] extends { family: true } ? never : K]: (typeof COOKIES)[K]['name'] };

/** Each cookie's name (and each family's prefix, as `txPrefix` and `linkPrefix`). */
export const COOKIE = {
  ...(Object.fromEntries(
    Object.entries(COOKIES)
      .filter(([, r]) => !('family' in r))
      .map(([k, r]) => [k, r.name]),
  ) as Names),
  txPrefix: COOKIES.tx.name,
  linkPrefix: COOKIES.link.name,
};

/** Each cookie's lifetime in seconds. */
export const MAX_AGE = Object.fromEntries(Object.entries(COOKIES).map(([k, r]) => [k, r.maxAge])) as { readonly [K in CookieKind]: number };

export type CookieOptions = {
  httpOnly: boolean;
  secure: true;
  sameSite: 'lax' | 'none';
  path: '/';
  maxAge: number;
};

/** What a response sets: a cookie's name, value and attributes. */
export type SetCookie = { name: string; value: string; options: CookieOptions };

/**
 * A cookie's Set-Cookie line, as Next's own `cookies.set` writes it: the value URI-encoded, an Expires
 * beside a lasting Max-Age (for browsers that read only Expires), none beside Max-Age=0.
 */
export function setCookieLine({ name, value, options: o }: SetCookie, now = Date.now()): string {
  const expires = o.maxAge ? `; Expires=${new Date(now + o.maxAge * 1000).toUTCString()}` : '';
  const flags = `${o.secure ? '; Secure' : ''}${o.httpOnly ? '; HttpOnly' : ''}`;
  return `${name}=${encodeURIComponent(value)}; Path=${o.path}${expires}; Max-Age=${o.maxAge}${flags}; SameSite=${o.sameSite}`;
}

/**
 * Attributes for each cookie. Every cookie is `__Host-` prefixed (Secure, Path=/, no Domain), so a
 * sibling host of the same tenant cannot plant or read it. `partnerCrossSite` is SPEC §6's partner
 * rule: the partner apps return into MFA verification and re-auth by cross-site navigation.
 */
export function cookieOptions(kind: CookieKind, opts: { partnerCrossSite?: boolean } = {}): CookieOptions {
  const { sameSite, maxAge } = COOKIES[kind];
  return {
    httpOnly: true,
    secure: true,
    sameSite: sameSite === 'none' || (sameSite === 'partner' && opts.partnerCrossSite) ? 'none' : 'lax',
    path: '/',
    maxAge,
  };
}

/**
 * SPEC §6 / DESIGN §6: a partner code in the token makes the session cookie SameSite=None, for the MFA
 * verification and re-auth flows only (the partner apps return into those by cross-site navigation).
 */
export function isPartnerCrossSite(partnerCode: string | null | undefined, purpose: string | undefined): boolean {
  return !!partnerCode && (purpose === 'for-mfa-verification' || purpose === 'reauth');
}

/** Options that delete a cookie set with `cookieOptions(kind)`. */
export function expiredCookieOptions(kind: CookieKind): CookieOptions {
  return { ...cookieOptions(kind), maxAge: 0 };
}

/** A plain (unsealed) cookie of a kind, with its attributes. */
export function plainCookie(kind: PlainKind, value: string, maxAge?: number): SetCookie {
  const options = cookieOptions(kind);
  return { name: COOKIES[kind].name, value, options: maxAge === undefined ? options : { ...options, maxAge } };
}

/** The cookie of this kind deleted. */
export function clearedCookie(kind: CookieKind, name: string = COOKIES[kind].name): SetCookie {
  return { name, value: '', options: expiredCookieOptions(kind) };
}

export function txCookieName(state: string): string {
  return `${COOKIE.txPrefix}${state}`;
}

/** The row a cookie's name belongs to (a family's by its prefix), or undefined for a cookie not ours. */
export function rowOf(name: string): [CookieKind, CookieRow] | undefined {
  for (const [kind, r] of Object.entries(COOKIES) as [CookieKind, CookieRow][]) {
    if (r.family ? name.startsWith(r.name) : name === r.name) return [kind, r];
  }
  return undefined;
}

/** Every cookie of ours by name, families aside (theirs are known by what the browser sends). */
export const NAMED_COOKIES: readonly { name: string }[] = Object.values(COOKIES as Record<string, CookieRow>)
  .filter((r) => !r.family)
  .map(({ name }) => ({ name }));

/** The moments after which some of a browser's cookies go. */
export type Moment = 'handOver' | 'logout' | 'signIn';

/**
 * The cookies this browser sent that go at this moment, as deletions. On a shared computer a logout
 * forgets every one of ours but its settings; a hand-over everything but what its logout needs.
 */
export function cookiesGoneAt(moment: Moment, sent: readonly { name: string }[], o: { shared: boolean }): SetCookie[] {
  return [...new Set(sent.map(({ name }) => name))].flatMap((name) => {
    const found = rowOf(name);
    if (!found) return [];
    const [kind, r] = found;
    const goes = moment === 'logout' && o.shared ? r.shared !== 'setting' : r[moment] === 'clear' || (o.shared && r.shared === 'never');
    return goes ? [clearedCookie(kind, name)] : [];
  });
}

/**
 * What a shared computer's answer does with a cookie its handler wrote (issue 26, 36): a `never`
 * cookie is deleted instead of written, an `errand` one lives for the browser session only (neither
 * Max-Age nor Expires: each sealed value still dies at its own time inside), a setting, a deletion or
 * a cookie not ours as written.
 */
export function sharedComputerWrite(name: string, maxAge: number | undefined): 'as-written' | 'delete' | 'browser-session' {
  const fate = rowOf(name)?.[1].shared;
  if (!fate || fate === 'setting' || maxAge === undefined || maxAge <= 0) return 'as-written';
  return fate === 'never' ? 'delete' : 'browser-session';
}

/** One of our cookies deleted, by its name (a family's too), with the attributes it was written with. */
export function deletionOf(name: string): SetCookie | undefined {
  const found = rowOf(name);
  return found ? clearedCookie(found[0], name) : undefined;
}

/** The cookies a shared computer's browser still carries that it must never hold (written before the box was ticked), as deletions. */
export function neverOnSharedComputer(sent: readonly { name: string }[]): SetCookie[] {
  return sent.flatMap(({ name }) => (rowOf(name)?.[1].shared === 'never' ? [deletionOf(name)!] : []));
}

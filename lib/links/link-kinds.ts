// The six pages a link opens with a credential in its address (SPEC §2): activation, reset update,
// registration, e-mail verification, issue 40's "This wasn't me" (query `token`, and the reset's
// `email`) and partner SSO (the path's last segment). Pure: the proxy takes the credential out (security review M3), seals it in a
// cookie of its kind (lib/links/link-cookie.ts) and sends the browser to the same page without it,
// so no page is ever shown with a token in its address and no Referer carries one.

export const LINK_KINDS = ['activate', 'reset', 'register', 'verify', 'sso', 'not-me'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** What a link carries that must not stay in its address: the token, the reset's e-mail, the SSO partner. */
export type LinkValues = { token: string; email?: string; partnerCode?: string };

/** A link found in a requested address. `values` is null when its token is unusable (empty, oversized). */
export type TakenLink = { kind: LinkKind; values: LinkValues | null; clean: string };

/** The query pages and the query fields each one's link carries as secrets. */
const QUERY_LINKS: Record<string, { kind: LinkKind; secrets: readonly ('token' | 'email')[] }> = {
  '/activate': { kind: 'activate', secrets: ['token'] },
  '/reset-password/update': { kind: 'reset', secrets: ['token', 'email'] },
  '/register': { kind: 'register', secrets: ['token'] },
  '/verify-email': { kind: 'verify', secrets: ['token'] },
  // Issue 40: a new-browser alert's "This wasn't me".
  '/account/not-me': { kind: 'not-me', secrets: ['token'] },
};

const SSO_LINK = /^\/partners\/([^/]+)\/sso\/([^/]+)$/;
const SSO_PAGE = /^\/partners\/[^/]+\/sso$/;

/** Longer than any token or e-mail the upstream issues: such a value is refused, not sealed. */
export const MAX_LINK_VALUE = 512;

function usable(values: LinkValues): LinkValues | null {
  const all = Object.values(values) as string[];
  return values.token && all.every((v) => v.length <= MAX_LINK_VALUE) ? values : null;
}

/**
 * The link in this address, if it is one: its kind, its secrets, and the address to show instead
 * (the same page, every other query field kept, langCode and redirectUri included). Null for any
 * other address, including a link page already without its secrets.
 */
export function takeLinkToken(pathname: string, search: string): TakenLink | null {
  const sso = SSO_LINK.exec(pathname);
  if (sso) {
    const [, partnerCode, token] = sso as unknown as [string, string, string];
    return { kind: 'sso', values: usable({ token, partnerCode }), clean: `/partners/${partnerCode}/sso${search}` };
  }
  const link = QUERY_LINKS[pathname];
  if (!link) return null;
  const query = new URLSearchParams(search);
  if (!link.secrets.some((name) => query.has(name))) return null;
  const values: LinkValues = { token: query.get('token') ?? '' };
  if (link.secrets.includes('email') && query.has('email')) values.email = query.get('email')!;
  for (const name of link.secrets) query.delete(name);
  const rest = query.toString();
  return { kind: link.kind, values: usable(values), clean: rest ? `${pathname}?${rest}` : pathname };
}

/** The kind of link whose page this is (its clean address), or null. */
export function linkPageKind(pathname: string): LinkKind | null {
  return QUERY_LINKS[pathname]?.kind ?? (SSO_PAGE.test(pathname) ? 'sso' : null);
}

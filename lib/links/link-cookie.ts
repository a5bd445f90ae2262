// A link's token once the proxy has taken it out of the address (security review M3): sealed for ten
// minutes in a cookie of the link's kind, so a second link of the same kind replaces the first while a
// reset link and an activation link can be open side by side. The kind is sealed inside as well, so a
// value copied under another kind's name opens as nothing: a token opened for one page serves no other.
// The page reads it to render; the page's handler reads it to act and clears it once it is used up.
import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { LINK_KINDS, MAX_LINK_VALUE, type LinkKind, type LinkValues } from './link-kinds';
import { COOKIE } from '../sign-in/cookies';
import { sealedCookie, type SetCookie } from '../session/seal';

const value = z.string().max(MAX_LINK_VALUE);

function cookieFor(kind: LinkKind) {
  const schema = z.object({ kind: z.literal(kind), token: value.min(1), email: value.optional(), partnerCode: value.optional() });
  return sealedCookie('link', schema, `${COOKIE.linkPrefix}${kind}`);
}

const linkCookies = Object.fromEntries(LINK_KINDS.map((kind) => [kind, cookieFor(kind)])) as Record<LinkKind, ReturnType<typeof cookieFor>>;

/** Where a cookie is read from: a request's cookies (a handler, the proxy) or the page's own. */
type Jar = { get(name: string): { value: string } | undefined };

/** The link's cookie to set: its secrets sealed with its kind, or the old one cleared when the new link has none usable. */
export async function linkTokenCookie(kind: LinkKind, values: LinkValues | null): Promise<SetCookie> {
  const cookie = linkCookies[kind];
  return values ? cookie.write({ kind, ...values }) : cookie.clear();
}

/** The link of this kind this browser opened in the last ten minutes, or null. */
export async function readLinkToken(kind: LinkKind, jar: Jar): Promise<LinkValues | null> {
  const cookie = linkCookies[kind];
  const found = await cookie.read(jar.get(cookie.name)?.value);
  if (!found) return null;
  const { kind: _kind, ...values } = found;
  return values;
}

/** For a page: the link of its kind, from the request's cookies. */
export async function getLinkToken(kind: LinkKind): Promise<LinkValues | null> {
  return readLinkToken(kind, await cookies());
}

/** The link is used up (its handler succeeded, or the upstream said the token is dead): its cookie goes. */
export function clearLinkToken(kind: LinkKind): SetCookie {
  return linkCookies[kind].clear();
}

// What both login stages read: the tenant, the query (with a disallowed redirect URI dropped), the
// flash, the message strings, and whether to try a silent sign-in first (DESIGN §3.1).
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { flowQuery, parseLoginQuery, withQuery, type FlowParams, type LoginQuery } from '@/lib/flows/login-params';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { shouldTrySilentSignIn } from '@/lib/flows/silent-sign-in';
import { getRequestContext, requireTenant } from '@/lib/request-context';
import { COOKIE } from '@/lib/session/cookies';
import { getFlash } from '@/lib/session/flash';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function loginContext(searchParams: SearchParams, stage: 'email' | 'password') {
  const [tenant, ctx, jar, flash, tv, te] = await Promise.all([
    requireTenant(),
    getRequestContext(),
    cookies(),
    getFlash(),
    getTranslations('validation'),
    getTranslations('errors'),
  ]);
  // Back from the must-log-out logout: to the link the user opened (SPEC §4).
  if (jar.has(COOKIE.returnTo)) redirect('/api/return');
  const raw = parseLoginQuery(await searchParams);
  // A redirect URI the tenant does not allow is dropped here, so it is never carried or stored.
  const query: LoginQuery = { ...raw, redirectUri: allowedRedirectUri(raw.redirectUri ?? flash?.redirectUri, tenant.tenant.redirectUris) };
  const flow: FlowParams = { ...query };

  if (shouldTrySilentSignIn({ query, stage, signedInBefore: jar.has(COOKIE.ssoHint), skipSilent: flash?.skipSilent === true })) {
    redirect(withQuery('/api/login/silent', flowQuery(flow)));
  }

  // Each form gets only the strings it can show: they travel in the page's inline payload.
  const messages = {
    fieldRequired: () => tv('fieldRequired'),
    invalidEmailInput: () => tv('invalidEmailInput'),
    network: () => te('network'),
    invalidCredentials: () => te('invalidCredentials'),
    badRequest: () => te('badRequest'),
  };
  const pick = (...keys: (keyof typeof messages)[]) => Object.fromEntries(keys.map((k) => [k, messages[k]()]));
  const initialError = query.error && query.error in messages ? query.error : undefined;
  return { tenant, ctx, jar, flash, query, flow, pick, initialError, hidden: hiddenFields(flow) };
}

/** Flow parameters as hidden form fields (the e-mail travels on its own). */
function hiddenFields(flow: FlowParams): Record<string, string | undefined> {
  return Object.fromEntries(new URLSearchParams(flowQuery({ ...flow, email: undefined })).entries());
}

// What both login stages read: the tenant, the query (with stored URIs the tenant does not allow
// dropped), the flash addressed to this page, the e-mail in progress, and
// whether to try a silent sign-in first (DESIGN §3.1).
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { flowFields, flowQuery, withQuery, type FlowParams } from '@/lib/flows/flow-state';
import { SOMEONE_ELSE } from '@/lib/sign-in/log-out';
import { parseLoginQuery, type LoginQuery } from '@/lib/flows/login-params';
import { shouldTrySilentSignIn } from '@/lib/sign-in/silent';
import { tenantFlow } from '@/lib/sign-in/start';
import { getRequestContext, requireTenant } from '@/lib/request-context';
import { getSignInMode } from '@/lib/sign-in/mode';
import { COOKIE } from '@/lib/sign-in/cookies';
import { getFlash } from '@/lib/session/flash';
import { pendingEmail } from '@/lib/sign-in/notes';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function loginContext(searchParams: SearchParams, stage: 'email' | 'password') {
  const [tenant, ctx, jar, flash, mode] = await Promise.all([requireTenant(), getRequestContext(), cookies(), getFlash(), getSignInMode()]);
  // Back from the IdP's logout: to the link the user opened (SPEC §4's must-log-out), or on with a
  // shared computer's sign-in once its IdP session has ended (issue 26; its state says it is the IdP's return).
  const back = await searchParams;
  if (jar.has(COOKIE.linkAfterLogout)) redirect('/api/after-logout');
  if (jar.has(COOKIE.continueTo) && typeof back.state === 'string') redirect(`/api/after-logout?${new URLSearchParams({ state: back.state })}`);
  // Issue 26: the e-mail stage's box starts ticked, and no one is signed in silently, on a shared computer.
  const frontDesk = mode.frontDesk !== undefined;
  const sharedComputer = mode.shared;
  const raw = parseLoginQuery(await searchParams);
  // Stored URIs the tenant does not allow are dropped here, so they are never carried or stored.
  const { applyMfa: _derived, ...allowed } = tenantFlow(tenant, { ...raw, redirectUri: raw.redirectUri ?? flash?.redirectUri });
  const query: LoginQuery = { ...raw, ...allowed, redirectUri: allowed.redirectUri };
  const flow: FlowParams = { ...query };
  const errors = flash?.errors ?? {};
  // Back from "Not you? Sign in as someone else" (the IdP returns every logout to /login?loggedOut=true):
  // the e-mail stage, empty, with no logged-out banner; the next sign-in returns to the same application.
  if (flash?.notice === SOMEONE_ELSE) redirect(withQuery('/login/email', flowQuery(flow)));

  const skipSilent = flash?.skipSilent === true || Object.keys(errors).length > 0;
  // SPEC §4: a stored partner identity (an authx user) sends the login through the partner token route.
  if (shouldTrySilentSignIn({ query, stage, signedInBefore: jar.has(COOKIE.partner), skipSilent, sharedComputer })) {
    redirect(withQuery('/api/partners/token', flowQuery(flow)));
  }
  if (shouldTrySilentSignIn({ query, stage, signedInBefore: jar.has(COOKIE.ssoHint), skipSilent, sharedComputer })) {
    redirect(withQuery('/api/login/silent', flowQuery(flow)));
  }

  const inProgress = (await pendingEmail.read(jar.get(pendingEmail.name)?.value))?.email;
  return { tenant, ctx, jar, flash, query, flow, errors, inProgress, sharedComputer, frontDesk, hidden: flowFields(flow) };
}

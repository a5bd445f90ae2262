// What the PIN pages read (issue 38): the login context, and the badge the badge stage read. Without
// one (it expired, or the page was opened directly) the badge stage; on a tenant without badges,
// SPEC's not-found page.
import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
import { BADGE_NEW_PIN_PATH, BADGE_PATH, BADGE_PIN_PATH } from '@/lib/sign-in/badge-stage';
import { pendingBadge } from '@/lib/sign-in/notes';
import { loginContext, type SearchParams } from '../login-context';

export async function badgeContext(searchParams: SearchParams, page: typeof BADGE_PIN_PATH | typeof BADGE_NEW_PIN_PATH) {
  const [login, jar] = await Promise.all([loginContext(searchParams, 'password'), cookies()]);
  if (!login.tenant.badgeSignIn) notFound();
  const badge = await pendingBadge.read(jar.get(pendingBadge.name)?.value);
  if (!badge) redirect(withQuery(BADGE_PATH, flowQuery(login.flow)));
  // Each PIN page is for its own moment: a PIN to enter, or one to choose.
  const belongs = badge.pinSet ? BADGE_PIN_PATH : BADGE_NEW_PIN_PATH;
  if (belongs !== page) redirect(withQuery(belongs, flowQuery(login.flow)));
  return { ...login, badge };
}

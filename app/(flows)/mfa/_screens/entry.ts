// What every page entry of /mfa shares (issue 42: /mfa, and the steps served from an entry of their
// own, lib/mfa/steps.ts): the query it reads, its title, and the screen the request resolves to.
import 'server-only';
import { redirect } from 'next/navigation';
import { mfaScreenTitle } from '@/lib/mfa/screen-title';
import { mfaScreenHref, type MfaScreen } from '@/lib/mfa/screen';
import { screenTitleMetadata } from '@/lib/page-title';
import { sessionAtStep } from '@/lib/session/page-guard';
import { resolveMfa, type ResolvedMfa } from './resolve';

/** `cancelled=mobile`: the options after the partner app's back button (mobile.tsx); `focus=back`: the pairing screen after its dialog closed. */
export type MfaQuery = { step?: string | string[]; cancelled?: string | string[]; focus?: string | string[] };
export type MfaPageProps = { searchParams: Promise<MfaQuery> };
export const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** Each screen its own title: "Step 2 of 4: Add your account and enter a code | Seaside Hotels". */
export async function mfaMetadata({ searchParams }: MfaPageProps) {
  const query = await searchParams;
  const resolved = await resolveMfa(one(query.step));
  return screenTitleMetadata(mfaScreenTitle(resolved?.screen ?? { screen: 'none' }));
}

/** The screen this request shows: on to the start without a session, and to where the sign-in is when it is not at MFA. */
export async function mfaPageScreen({ searchParams }: MfaPageProps): Promise<{ resolved: ResolvedMfa; query: MfaQuery }> {
  const query = await searchParams;
  const resolved = await resolveMfa(one(query.step));
  if (!resolved) redirect('/');
  if (!resolved.registered) await sessionAtStep('/mfa');
  return { resolved, query };
}

/** A screen this entry does not render: on to the address that shows it. */
export function elsewhere(screen: MfaScreen): never {
  redirect(mfaScreenHref(screen));
}

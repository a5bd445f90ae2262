// /verify-email/verified: the success message, then on to the homepage URL the upstream answered.
// SPEC §4's automatic redirect runs with JavaScript, visible and stoppable (auto-continue.tsx); a
// timed meta refresh could not be stopped (WCAG 2.2.1), so without JavaScript it is the Continue button.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ButtonLink } from '@/components/button';
import { PageCard } from '@/components/page-card';
import { isOnAllowedOrigin } from '@/lib/flows/redirect-uri';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { getFlash } from '@/lib/session/flash';
import { AutoContinue } from './auto-continue';

/** Long enough to read the page and to stop it from the keyboard. */
const REDIRECT_SECONDS = 10;

export const generateMetadata = (): Promise<Metadata> => titleMetadata('verified');

export default async function VerifiedPage() {
  const [t, flash, tenant] = await Promise.all([getTranslations('verifyEmail'), getFlash(), requireTenant()]);
  // Followed automatically: only to an application of this tenant.
  const to = isOnAllowedOrigin(flash?.homepageUrl, tenant.redirectUris) ? new URL(flash!.homepageUrl!).href : null;
  if (!to) redirect('/login');
  const countdown = Array.from({ length: REDIRECT_SECONDS }, (_, i) => t('redirectIn', { seconds: i + 1 }));
  return (
    <PageCard heading={t('successHeading')} tone="success">
      <p>{t('verifiedBody')}</p>
      <AutoContinue href={to} text={{ countdown, stay: t('stay'), stayed: t('stayed') }}>
        <ButtonLink href={to}>{t('continue')}</ButtonLink>
      </AutoContinue>
    </PageCard>
  );
}

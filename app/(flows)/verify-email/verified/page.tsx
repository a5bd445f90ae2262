// /verify-email/verified: the success message, then on to the homepage URL the upstream answered
// (SPEC §4's automatic redirect: a meta refresh, so it works without JavaScript too).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ButtonLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { isOnAllowedOrigin } from '@/lib/flows/redirect-uri';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { getFlash } from '@/lib/session/flash';

const REDIRECT_SECONDS = 3;

export const generateMetadata = (): Promise<Metadata> => titleMetadata('verified');

export default async function VerifiedPage() {
  const [t, flash, tenant] = await Promise.all([getTranslations('verifyEmail'), getFlash(), requireTenant()]);
  // Followed automatically: only to an application of this tenant.
  const to = isOnAllowedOrigin(flash?.homepageUrl, tenant.redirectUris) ? new URL(flash!.homepageUrl!).href : null;
  if (!to) redirect('/login');
  return (
    <PageCard heading={t('successHeading')} tone="success">
      {/* React hoists this into <head>. */}
      <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=${to}`} />
      <p role="status">{t('successBody')}</p>
      <PageActions>
        <ButtonLink href={to}>{t('continue')}</ButtonLink>
      </PageActions>
    </PageCard>
  );
}

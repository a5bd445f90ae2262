// /error: the unknown-error page (SPEC §2, §8). Also what an unknown host or an unreachable upstream
// gets, in a neutral theme. `errorMessage` is shown only when it is a message we know: a link must
// not be able to put words of its own on our page.
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/banner';
import { PageCard } from '@/components/page-card';
import { SupportLinks } from '@/components/support-links';
import { RISK_ASSESSMENT_DESCRIPTION } from '@/lib/flows/next-step';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext } from '@/lib/request-context';

export const generateMetadata = () => titleMetadata('error');

const KNOWN_MESSAGES: Record<string, 'riskAssessment'> = { [RISK_ASSESSMENT_DESCRIPTION]: 'riskAssessment' };

export default async function ErrorPage({ searchParams }: { searchParams: Promise<{ errorMessage?: string | string[] }> }) {
  const [{ tenantError }, t, { errorMessage }] = await Promise.all([getRequestContext(), getTranslations('errorPage'), searchParams]);
  const known = typeof errorMessage === 'string' ? KNOWN_MESSAGES[errorMessage] : undefined;
  const body = tenantError === 'unknown-host' ? t('unknownHost') : tenantError === 'unavailable' ? t('unavailable') : t('body');
  return (
    <PageCard heading={t('heading')}>
      {known ? <Banner tone="error">{t(known)}</Banner> : null}
      <p>{body}</p>
      <SupportLinks />
    </PageCard>
  );
}

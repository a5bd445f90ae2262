// The unknown-error screen's content, shared by /error and by the not-found boundary (which Next
// renders when the proxy answers an unknown host with 404 or an unreachable upstream with 503).
import { getTranslations } from 'next-intl/server';
import { Banner } from './banner';
import { PageCard } from './page-card';
import { SupportLinks } from './support-links';
import type { TenantError } from '@/lib/tenant/context-header';

export async function ErrorScreen({ tenantError, message }: { tenantError: TenantError | null; message?: 'riskAssessment' }) {
  const t = await getTranslations('errorPage');
  const body = tenantError === 'unknown-host' ? t('unknownHost') : tenantError === 'unavailable' ? t('unavailable') : t('body');
  return (
    <PageCard heading={t('heading')}>
      {message ? <Banner tone="error">{t(message)}</Banner> : null}
      <p>{body}</p>
      <SupportLinks />
    </PageCard>
  );
}

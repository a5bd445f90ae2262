// The unknown-error screen's content, shared by /error and by the not-found boundary (which Next
// renders when the proxy answers an unknown host with 404 or an unreachable upstream with 503).
import { getTranslations } from 'next-intl/server';
import { PageCard } from './page-card';
import { SupportLinks } from './support-links';
import type { TenantError } from '@/lib/tenant/context-header';

export async function ErrorScreen({ tenantError, message, code }: { tenantError: TenantError | null; message?: 'riskAssessment'; code?: string }) {
  const [t, tc] = await Promise.all([getTranslations('errorPage'), getTranslations('common')]);
  const body = tenantError === 'unknown-host' ? t('unknownHost') : tenantError === 'unavailable' ? t('unavailable') : t('body');
  return (
    <PageCard heading={t('heading')} tone="error">
      {message ? <p className="mb-2 font-medium">{t(message)}</p> : null}
      <p>
        {body}
        {code ? <span className="ml-1 text-on-muted">{tc('errorCode', { code })}</span> : null}
      </p>
      <SupportLinks />
    </PageCard>
  );
}

// Any other path: the translated, themed 404 (SPEC §2). On an unknown host, or with the upstream
// down, the proxy answers 404/503 and this boundary shows the generic error page instead.
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/error-screen';
import { PageCard } from '@/components/page-card';
import { SupportLinks } from '@/components/support-links';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata() {
  const { tenantError } = await getRequestContext();
  return titleMetadata(tenantError ? 'error' : 'notFound');
}

export default async function NotFound() {
  const [{ tenantError }, t] = await Promise.all([getRequestContext(), getTranslations('notFound')]);
  if (tenantError) return <ErrorScreen tenantError={tenantError} />;
  return (
    <PageCard heading={t('heading')} tone="info">
      <p>{t('body')}</p>
      <SupportLinks />
    </PageCard>
  );
}

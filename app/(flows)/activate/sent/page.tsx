// /activate/sent: check your e-mail, with a contact-support link (SPEC §2).
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button';
import { ExternalLink } from '@/components/external-link';
import { PageActions, PageCard } from '@/components/page-card';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';

export const generateMetadata = () => titleMetadata('activateSent');

export default async function ActivationSentPage() {
  const [tenant, t, tc] = await Promise.all([requireTenant(), getTranslations('activateSent'), getTranslations('common')]);
  return (
    <PageCard heading={t('heading')} tone="info">
      <p role="status">{t('body')}</p>
      <PageActions>
        <ButtonLink href="/login">{tc('backToLogin')}</ButtonLink>
        <p className="text-sm">
          <ExternalLink href={tenant.theme.links.contactSupportUrl}>{t('help')}</ExternalLink>
        </p>
      </PageActions>
    </PageCard>
  );
}

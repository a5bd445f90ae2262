// /activate/sent: check your e-mail, with a contact-support link (SPEC §2).
import { getTranslations } from 'next-intl/server';
import { PageCard } from '@/components/page-card';
import { TextLink } from '@/components/button';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';

export const generateMetadata = () => titleMetadata('activateSent');

export default async function ActivationSentPage() {
  const [tenant, t, tc] = await Promise.all([requireTenant(), getTranslations('activateSent'), getTranslations('common')]);
  return (
    <PageCard heading={t('heading')}>
      <p role="status">{t('body')}</p>
      <p className="mt-5 text-sm">
        <TextLink href={tenant.theme.links.contactSupportUrl} rel="noopener" target="_blank">
          {t('help')}
        </TextLink>
      </p>
      <p className="mt-3 text-sm">
        <TextLink href="/login">{tc('backToLogin')}</TextLink>
      </p>
    </PageCard>
  );
}

// /error/account-disabled: contact support and reset password (SPEC §2).
import { getTranslations } from 'next-intl/server';
import { ButtonLink, TextLink } from '@/components/button';
import { ExternalLink } from '@/components/external-link';
import { PageActions, PageCard } from '@/components/page-card';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';

export const generateMetadata = () => titleMetadata('accountDisabled');

export default async function AccountDisabledPage() {
  const [tenant, t, tc] = await Promise.all([requireTenant(), getTranslations('accountDisabled'), getTranslations('common')]);
  return (
    <PageCard heading={t('heading')} tone="error">
      <p>{t('body')}</p>
      <PageActions>
        <ExternalLink href={tenant.theme.links.contactSupportUrl} variant="primary">
          {tc('contactSupport')}
        </ExternalLink>
        <ButtonLink href="/reset-password" variant="secondary">
          {t('resetPassword')}
        </ButtonLink>
        <p className="text-sm">
          <TextLink href="/login">{tc('backToLogin')}</TextLink>
        </p>
      </PageActions>
    </PageCard>
  );
}

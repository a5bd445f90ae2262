// /error/account-disabled: contact support and reset password (SPEC §2).
import { getTranslations } from 'next-intl/server';
import { ButtonLink, TextLink } from '@/components/button';
import { PageCard } from '@/components/page-card';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';

export const generateMetadata = () => titleMetadata('accountDisabled');

export default async function AccountDisabledPage() {
  const [tenant, t, tc] = await Promise.all([requireTenant(), getTranslations('accountDisabled'), getTranslations('common')]);
  return (
    <PageCard heading={t('heading')}>
      <p>{t('body')}</p>
      <div className="mt-6 space-y-3">
        <ButtonLink href={tenant.theme.links.contactSupportUrl} rel="noopener" target="_blank">
          {tc('contactSupport')}
        </ButtonLink>
        <ButtonLink href="/reset-password" variant="secondary">
          {t('resetPassword')}
        </ButtonLink>
        <p className="text-center text-sm">
          <TextLink href="/login">{tc('backToLogin')}</TextLink>
        </p>
      </div>
    </PageCard>
  );
}

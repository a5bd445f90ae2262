// "Back to login" and "Contact support" (the theme's link), as the error screens show them.
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request-context';
import { ButtonLink } from './button';
import { NewTabLink } from './external-link';
import { PageActions } from './page-card';

export async function SupportLinks() {
  const [{ tenant }, t] = await Promise.all([getRequestContext(), getTranslations('common')]);
  if (!tenant) return null;
  return (
    <PageActions>
      <ButtonLink href="/login">{t('backToLogin')}</ButtonLink>
      <NewTabLink href={tenant.theme.links.contactSupportUrl} variant="secondary" supportAction newTabLabel={t('opensInNewTab')}>
        {t('contactSupport')}
      </NewTabLink>
    </PageActions>
  );
}

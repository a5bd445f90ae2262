// "Back to login" and "Contact support" (the theme's link), as the error screens show them.
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request-context';
import { ButtonLink } from './button';
import { NewTabLink } from './external-link';
import { PageActions } from './page-card';

/** `loginHref`: where "Back to login" goes (a sign-in in progress keeps its calling application: loginAgainHref). */
export async function SupportLinks({ loginHref = '/login' }: { loginHref?: string }) {
  const [{ tenant }, t] = await Promise.all([getRequestContext(), getTranslations('common')]);
  if (!tenant) return null;
  return (
    <PageActions>
      <ButtonLink href={loginHref}>{t('backToLogin')}</ButtonLink>
      <NewTabLink href={tenant.theme.links.contactSupportUrl} variant="secondary" newTabLabel={t('opensInNewTab')}>
        {t('contactSupport')}
      </NewTabLink>
    </PageActions>
  );
}

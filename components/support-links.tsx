// "Contact support" (the theme's link) and "Back to login", as the error screens show them.
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request-context';
import { ButtonLink, TextLink } from './button';

export async function SupportLinks({ backToLogin = true }: { backToLogin?: boolean }) {
  const [{ tenant }, t] = await Promise.all([getRequestContext(), getTranslations('common')]);
  return (
    <div className="mt-6 space-y-3">
      {backToLogin && tenant ? <ButtonLink href="/login">{t('backToLogin')}</ButtonLink> : null}
      {tenant ? (
        <p className="text-center text-sm">
          <TextLink href={tenant.theme.links.contactSupportUrl} rel="noopener" target="_blank">
            {t('contactSupport')}
          </TextLink>
        </p>
      ) : null}
    </div>
  );
}

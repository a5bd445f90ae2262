// The page footer: the language switcher and the tenant's support link.
import { getTranslations } from 'next-intl/server';
import { ExternalLink } from './external-link';
import { LanguageSwitcher } from './language-switcher';
import type { RequestContext } from '@/lib/request-context';

export async function Footer({ context }: { context: RequestContext }) {
  const t = await getTranslations('common');
  const { tenant, locale, path, query } = context;
  return (
    <footer className="mx-auto flex w-full max-w-[364px] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-3 text-sm">
      <LanguageSwitcher locale={locale} path={path} query={query} />
      {tenant ? <ExternalLink href={tenant.theme.links.contactSupportUrl}>{t('contactSupport')}</ExternalLink> : null}
    </footer>
  );
}

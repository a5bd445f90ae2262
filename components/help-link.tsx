// The trouble-logging-in link (SPEC §2). Where the theme has no help page in the user's language it
// opens the English one, and says so in the link ("(in English)"), with hreflang for assistive tech.
import { getTranslations } from 'next-intl/server';
import { loginHelpLink } from '@/lib/tenant/help-links';
import type { Locale, Theme } from '@/lib/upstream/contract';
import { ExternalLink } from './external-link';

export async function HelpLink({ theme, locale }: { theme: Theme; locale: Locale }) {
  const [t, tc] = await Promise.all([getTranslations('login'), getTranslations('common')]);
  const { href, lang } = loginHelpLink(theme, locale);
  const fallback = lang !== locale;
  return (
    <ExternalLink href={href} hrefLang={fallback ? lang : undefined}>
      {t('troubleLoggingIn')}
      {fallback ? ` ${tc('inEnglish')}` : null}
    </ExternalLink>
  );
}

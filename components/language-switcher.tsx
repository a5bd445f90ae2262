// The eight languages, each in its own name, as links to this same page with langCode set.
import { FooterMenu } from './footer-menu';
import { LANGUAGE_NAMES, languageHref } from '@/lib/i18n/languages';
import { LOCALES, type Locale } from '@/lib/upstream/contract';

export function LanguageSwitcher({ locale, path, query, label }: { locale: Locale; path: string; query: string; label: string }) {
  return (
    <FooterMenu
      id="language"
      label={label}
      icon="globe"
      summary={<span lang={locale}>{LANGUAGE_NAMES[locale]}</span>}
      items={LOCALES.map((l) => ({ key: l, href: languageHref(path, query, l), label: LANGUAGE_NAMES[l], current: l === locale, lang: l }))}
    />
  );
}

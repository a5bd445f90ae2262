// The eight languages, each in its own name, as links to this same page with langCode set.
import { html, latin1, type Html } from '@/lib/html';
import { LANGUAGE_NAMES, languageHref } from '@/lib/i18n/languages';
import { LOCALES, type Locale } from '@/lib/upstream/contract';
import { footerMenu } from './footer-menu';

export function languageMenu({ locale, path, query, label }: { locale: Locale; path: string; query: string; label: string }): Html {
  return footerMenu({
    id: 'language',
    label,
    icon: 'globe',
    summary: html`<span lang="${locale}">${latin1(LANGUAGE_NAMES[locale])}</span>`,
    items: LOCALES.map((l) => ({ href: languageHref(path, query, l), label: latin1(LANGUAGE_NAMES[l]), current: l === locale, lang: l })),
  });
}

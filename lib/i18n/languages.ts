// Each supported language in its own name (an endonym reads the same in every language, so it is not
// a message to translate): the language switcher lists them so a reader finds their own.
import { samePageWith } from '../same-page';
import type { Locale } from '../upstream/contract';

export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
};

/** The same page in another language: its path and query, with langCode set (the proxy remembers it). */
export function languageHref(path: string, query: string, locale: Locale): string {
  return samePageWith(path, query, 'langCode', locale);
}

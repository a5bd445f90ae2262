// Each supported language in its own name (an endonym reads the same in every language, so it is not
// a message to translate): the language switcher lists them so a reader finds their own.
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

/**
 * The same page in another language: its path and query, with langCode set (the proxy remembers it).
 * Only ever a path on this host: a path that a browser would read as another host ("//evil", "/\\evil";
 * Next already redirects those, this does not rely on it) becomes the root.
 */
export function languageHref(path: string, query: string, locale: Locale): string {
  const params = new URLSearchParams(query);
  params.set('langCode', locale);
  const samePath = /^\/(?![/\\])/.test(path) ? path : '/';
  return `${samePath}?${params.toString()}`;
}

// The trouble-logging-in link in the user's language, else English (SPEC §2).
import type { Locale, Theme } from '../upstream/contract';

export function loginHelpUrl(theme: Theme, locale: Locale): string {
  return theme.links.loginHelpUrlLocales[locale] ?? theme.links.loginHelpUrlLocales.en ?? theme.links.loginHelpUrl;
}

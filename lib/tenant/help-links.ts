// The trouble-logging-in link in the user's language, else English (SPEC §2), and the language of the
// page it opens, so a link that falls back can say "(in English)".
import type { Locale, Theme } from '../upstream/contract';

export type HelpLink = { href: string; lang: Locale };

export function loginHelpLink(theme: Theme, locale: Locale): HelpLink {
  const own = theme.links.loginHelpUrlLocales[locale];
  if (own) return { href: own, lang: locale };
  // The theme's plain help address is its English page, as SPEC's fallback says.
  return { href: theme.links.loginHelpUrlLocales.en ?? theme.links.loginHelpUrl, lang: 'en' };
}

// Locale negotiation (SPEC §1): langCode query → cookie → Accept-Language → en.
import { LOCALES, type Locale } from '../upstream/contract';

export const DEFAULT_LOCALE: Locale = 'en';

/** Obsolete or regional tags that name a supported language. */
const ALIASES: Record<string, Locale> = { in: 'id' };

/** The supported locale a tag names ("pt-BR" → pt, "IN" → id), or undefined. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if ((LOCALES as readonly string[]).includes(primary)) return primary as Locale;
  return ALIASES[primary];
}

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

/** Accept-Language's tags in order of preference (q-values; ties keep header order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((x) => LANGUAGE_TAG.test(x.tag) && x.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((x) => x.tag);
}

export type LocaleSources = { query?: string | null; cookie?: string | null; acceptLanguage?: string | null };

export function resolveLocale(s: LocaleSources): Locale {
  return (
    matchLocale(s.query) ??
    matchLocale(s.cookie) ??
    parseAcceptLanguage(s.acceptLanguage)
      .map(matchLocale)
      .find((l) => l !== undefined) ??
    DEFAULT_LOCALE
  );
}

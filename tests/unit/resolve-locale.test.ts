// SPEC §1: langCode query → cookie → browser languages → en.
import { matchLocale, parseAcceptLanguage, resolveLocale } from '@/lib/i18n/resolve-locale';

describe('locale negotiation', () => {
  test.each([
    [{ query: 'de', cookie: 'fr', acceptLanguage: 'es' }, 'de'],
    [{ query: 'xx', cookie: 'fr', acceptLanguage: 'es' }, 'fr'],
    [{ cookie: 'fr', acceptLanguage: 'es' }, 'fr'],
    [{ cookie: 'zz', acceptLanguage: 'es-MX,en;q=0.5' }, 'es'],
    [{ acceptLanguage: 'ja,th;q=0.8,en;q=0.5' }, 'th'],
    [{ acceptLanguage: 'en;q=0.2, pt-BR;q=0.9' }, 'pt'],
    [{ acceptLanguage: 'in-ID' }, 'id'],
    [{ acceptLanguage: 'ja, zh;q=0.9' }, 'en'],
    [{ acceptLanguage: '*;q=1, it;q=0' }, 'en'],
    [{}, 'en'],
    [{ query: 'IT' }, 'it'],
  ])('%j → %s', (sources, expected) => {
    expect(resolveLocale(sources)).toBe(expected);
  });

  test('Accept-Language is ordered by quality, ties in header order', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de, it;q=0.5, es;q=0.9')).toEqual(['de', 'es', 'fr', 'it']);
  });

  test('malformed headers yield nothing rather than throwing', () => {
    expect(parseAcceptLanguage(';;,q=,;q=abc')).toEqual([]);
    expect(matchLocale('')).toBeUndefined();
  });
});

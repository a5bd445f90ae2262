// What people read: the help link's language (SPEC §2's English fallback, said as "(in English)"),
// and hyphenated words kept whole without changing the text.
import { render } from '@testing-library/react';
import { unbroken } from '@/components/unbroken';
import { loginHelpLink } from '@/lib/tenant/help-links';
import type { Theme } from '@/lib/upstream/contract';

const theme = (loginHelpUrlLocales: Partial<Record<string, string>>) =>
  ({ links: { loginHelpUrl: 'http://a.test/base', loginHelpUrlLocales, contactSupportUrl: 'http://a.test/s' } }) as unknown as Theme;

test.each([
  { locales: { en: 'http://a.test/en', de: 'http://a.test/de' }, locale: 'de', expected: { href: 'http://a.test/de', lang: 'de' } },
  { locales: { en: 'http://a.test/en', de: 'http://a.test/de' }, locale: 'th', expected: { href: 'http://a.test/en', lang: 'en' } },
  { locales: {}, locale: 'fr', expected: { href: 'http://a.test/base', lang: 'en' } },
  { locales: {}, locale: 'en', expected: { href: 'http://a.test/base', lang: 'en' } },
] as const)('the help link for $locale with $locales', ({ locales, locale, expected }) => {
  expect(loginHelpLink(theme(locales), locale)).toEqual(expected);
});

test('hyphenated words sit in nowrap spans; the text is unchanged', () => {
  const text = 'Enter your e-mail and we will send a new E-Mail-Adresse link - soon.';
  const { container } = render(<p>{unbroken(text)}</p>);
  expect(container.textContent).toBe(text);
  expect([...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent)).toEqual(['e-mail', 'E-Mail-Adresse']);
});

test('anything but a string passes through', () => {
  const node = <b>e-mail</b>;
  expect(unbroken(node)).toBe(node);
  expect(unbroken('no hyphen here')).toBe('no hyphen here');
});

// Issue 42: a form's words in a language are the same for every request, so they are made once per
// language and form, and never handed to a page in another language.
import { createTranslator } from 'next-intl';
import { formText } from '@/lib/form-text';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const asked = { locale: 'en' as 'en' | 'de', translations: 0 };
jest.mock('next-intl/server', () => ({
  getLocale: async () => asked.locale,
  getTranslations: async () => {
    asked.translations++;
    return createTranslator({ locale: asked.locale, messages: asked.locale === 'de' ? de : en });
  },
}));

test('made once per language and form; each language its own; a page’s own words added to a copy', async () => {
  const first = await formText('email');
  expect(first.emailLabel).toBe(en.login.emailLabel);
  expect(asked.translations).toBe(1);
  expect(await formText('email')).toBe(first);
  expect(asked.translations).toBe(1);

  asked.locale = 'de';
  const german = await formText('email');
  expect(german.emailLabel).toBe(de.login.emailLabel);
  expect(german.emailLabel).not.toBe(en.login.emailLabel);
  expect(asked.translations).toBe(2);

  asked.locale = 'en';
  const own = await formText('email', { submit: 'Weiter' });
  expect(own.submit).toBe('Weiter');
  expect(own.emailLabel).toBe(en.login.emailLabel);
  expect((await formText('email')) as Record<string, string>).not.toHaveProperty('submit');
  expect(await formText('password')).not.toBe(first);
  expect(asked.translations).toBe(3);
});

// Issue 23: messages are precompiled at build time, so `t.raw` gives their compiled form. A countdown's
// text still reaches the browser as plain text with its {time} in place, in every language.
import { createTranslator } from 'next-intl';
import { simpleArguments, template } from '@/lib/i18n/template';
import { LOCALES } from '@/lib/upstream/contract';

const messages = (locale: string) => jest.requireActual(`../../messages/${locale}.json`);

test('simple arguments are found in ICU text and in its compiled form alike', () => {
  expect(simpleArguments('You can try again in {time}.')).toEqual(['time']);
  expect(simpleArguments(['You can try again in ', ['time'], '.'])).toEqual(['time']);
  expect(simpleArguments('No arguments')).toEqual([]);
  expect(simpleArguments(['Go ', ['b', ['name']], ' now'])).toEqual(['name']);
});

test('a compiled message becomes its text with the placeholder kept', () => {
  const compiled: Record<string, unknown> = { retryIn: ['You can try again in ', ['time'], '.'] };
  const t = Object.assign(
    (key: string, values: Record<string, string>) => (compiled[key] as unknown[]).map((p) => (Array.isArray(p) ? values[p[0] as string] : p)).join(''),
    {
      raw: (key: string) => compiled[key],
    },
  );
  expect(template(t as never, 'retryIn')).toBe('You can try again in {time}.');
});

test.each(LOCALES)('every countdown text in %s keeps its {time} and nothing else of ICU', (locale) => {
  const t = createTranslator({ locale, messages: messages(locale) });
  for (const key of ['common.resendIn', 'common.resendAt', 'mfa.errors.retryIn', 'mfa.errors.retryAt']) {
    const text = template(t as never, key);
    expect(text).toContain('{time}');
    expect(text.replace('{time}', '')).not.toMatch(/[{}]/);
  }
});

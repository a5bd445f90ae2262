// next-intl's request configuration: the proxy's locale by default, but a caller that names its own
// locale gets that one. The strength meter's words are cached by their `?locale=`, so they must be in
// that language whatever the request's own (the security review's M1).
type Config = { locale: string; messages: { passwordStrength: { label: string } } };
type RequestConfig = (params: { locale?: string; requestLocale: Promise<string | undefined> }) => Promise<Config>;

jest.mock('next-intl/server', () => ({ getRequestConfig: (make: unknown) => make }));
jest.mock('@/lib/request-context', () => ({ getRequestContext: async () => ({ locale: 'en' }) }));

const config = (): RequestConfig => jest.requireActual('@/lib/i18n/request').default;
const requestLocale = Promise.resolve(undefined);

test('without a named locale, the request is in the proxy’s language', async () => {
  const { locale, messages } = await config()({ requestLocale });
  expect(locale).toBe('en');
  expect(messages.passwordStrength.label).toBe('Password strength');
});

test('a named locale wins over the request’s', async () => {
  const { locale, messages } = await config()({ locale: 'de', requestLocale });
  expect(locale).toBe('de');
  expect(messages.passwordStrength.label).toBe('Passwortstärke');
});

test('a locale Keycard does not speak falls back to the request’s, never to a file path', async () => {
  for (const asked of ['xx', '../en', 'de-DE']) {
    const { locale } = await config()({ locale: asked, requestLocale });
    expect(locale).toBe('en');
  }
});

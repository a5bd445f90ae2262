// next-intl's request configuration: the locale the proxy resolved, without a locale in the path. A
// caller that names a locale itself (`getTranslations({ locale })`, the strength meter's words) gets
// that one: a route whose answer is keyed by its own locale must never carry the request's.
import { getRequestConfig } from 'next-intl/server';
import { Locale } from '../upstream/contract/common';
import { getRequestContext } from '../request-context';

export default getRequestConfig(async ({ locale: asked }) => {
  const named = Locale.safeParse(asked);
  const locale = named.success ? named.data : (await getRequestContext()).locale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'UTC',
  };
});

// next-intl's request configuration: the locale from the Accept-Language header, English otherwise.
import { getRequestConfig } from 'next-intl/server';
import { headers } from 'next/headers';

export default getRequestConfig(async () => {
  const accepted = (await headers()).get('accept-language') ?? '';
  const locale = accepted.toLowerCase().startsWith('de') ? 'de' : 'en';
  return { locale, messages: (await import(`../messages/${locale}.json`)).default };
});

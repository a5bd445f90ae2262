// next-intl's request configuration: the locale the proxy resolved, without a locale in the path.
import { getRequestConfig } from 'next-intl/server';
import { getRequestContext } from '../request-context';

export default getRequestConfig(async () => {
  const { locale } = await getRequestContext();
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'UTC',
  };
});

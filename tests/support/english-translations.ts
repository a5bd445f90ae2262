// next-intl/server's getTranslations over the English catalogue, for component tests that build a
// form's text with the app's own builder (lib/form-text.ts). Mocked in with
// jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer()).
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';

export function englishServer() {
  return {
    getTranslations: async (namespace?: string) => createTranslator({ locale: 'en', messages: en, namespace: namespace as never }),
    getLocale: async () => 'en',
  };
}

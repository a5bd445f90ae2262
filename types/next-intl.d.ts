// next-intl's types from the English catalogue: `tsc` rejects an unknown message key or namespace,
// and the locale is one of SPEC §1's eight.
import type messages from '../messages/en.json';
import type { Locale } from '../lib/upstream/contract';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}

// Page titles: the route's title, then the theme's name (SPEC §1).
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from './request-context';

export const NEUTRAL_THEME_NAME = 'Keycard';

/** A page title key: one of the catalogue's `meta` messages. */
export type TitleKey = keyof (typeof import('../messages/en.json'))['meta'];

export async function titleMetadata(key: TitleKey): Promise<Metadata> {
  const [{ tenant }, t] = await Promise.all([getRequestContext(), getTranslations('meta')]);
  return { title: `${t(key)} | ${tenant?.theme.name ?? NEUTRAL_THEME_NAME}` };
}

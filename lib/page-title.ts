// Page titles: the route's title, then the theme's name (SPEC §1).
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ScreenTitle } from './mfa/screen-title';
import { partnerProduct } from './mfa/product';
import { getRequestContext } from './request-context';

export const NEUTRAL_THEME_NAME = 'Keycard';

/** A page title key: one of the catalogue's `meta` messages. */
export type TitleKey = keyof (typeof import('../messages/en.json'))['meta'];

export async function titleMetadata(key: TitleKey): Promise<Metadata> {
  const [{ tenant }, t] = await Promise.all([getRequestContext(), getTranslations('meta')]);
  return { title: `${t(key)} | ${tenant?.theme.name ?? NEUTRAL_THEME_NAME}` };
}

/** A screen's own title on a page that shows several (the MFA steps): "Step 3 of 4: … | Seaside Hotels". */
export async function screenTitleMetadata({ message, step }: ScreenTitle): Promise<Metadata> {
  // Messages by their full key (the catalogue's root), so not the `t` of one namespace.
  const [{ tenant }, translate] = await Promise.all([getRequestContext(), getTranslations()]);
  const heading = translate(message, { product: tenant ? partnerProduct(tenant) : NEUTRAL_THEME_NAME });
  const title = step ? translate('meta.stepTitle', { step: step.step, total: step.of, title: heading }) : heading;
  return { title: `${title} | ${tenant?.theme.name ?? NEUTRAL_THEME_NAME}` };
}

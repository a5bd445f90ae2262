// Issue 40: how a sign-in's device, method and place are said in words (the security page's "Where
// you're logged in" and "Recent activity", the "This wasn't me" page), from lib/account/sessions-view.ts.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Device } from './sign-in-place';
import type { MethodKey, Place } from './sessions-view';

/** The security page's messages, as its parts receive them. */
export type SecurityText = Awaited<ReturnType<typeof getTranslations<'security'>>>;
export type SignInWords = ReturnType<typeof signInWordsWith>;

export async function signInWords(): Promise<SignInWords> {
  return signInWordsWith(await getTranslations('security'));
}

function signInWordsWith(t: SecurityText) {
  const device = (d: Device) => {
    if (d.browser && d.os) return t('device.both', { browser: d.browser, os: d.os });
    return d.browser ?? d.os ?? t('device.unknown');
  };
  const methods: Record<MethodKey, string> = {
    password: t('method.password'),
    passkey: t('method.passkey'),
    partner: t('method.partner'),
    badge: t('method.badge'),
    temporaryPass: t('method.temporaryPass'),
    other: t('method.other'),
  };
  const method = (m: MethodKey) => methods[m];
  const place = (p: Place) => ('frontDesk' in p ? t('place.frontDesk') : 'address' in p ? t('place.address', { address: p.address }) : t('place.unknown'));
  return { device, method, place };
}

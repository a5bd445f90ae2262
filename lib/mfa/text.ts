// The strings the MFA forms (code, phone) can show: their labels and every message they may get
// back, SPEC §8's MFA messages among them. Passed to the client parts as props, nothing more.
import 'server-only';
import { getTranslations } from 'next-intl/server';

export async function mfaFormText(): Promise<Record<string, string>> {
  const [t, tv, te, tc, tcode, tp] = await Promise.all([
    getTranslations('mfa'),
    getTranslations('validation'),
    getTranslations('errors'),
    getTranslations('common'),
    getTranslations('mfa.code'),
    getTranslations('mfa.phone'),
  ]);
  return {
    // Every MFA message, raw: the countdowns fill in their {time} in the browser.
    ...(t.raw('errors' as never) as Record<string, string>),
    fieldRequired: tv('fieldRequired'),
    network: te('network'),
    badRequest: te('badRequest'),
    tooLarge: te('tooLarge'),
    errorCode: tc.raw('errorCode') as string,
    label: tcode('label'),
    verify: tcode('verify'),
    verifying: tcode('verifying'),
    legend: tp('legend'),
    sms: tp('sms'),
    smsBody: tp('smsBody'),
    voice: tp('voice'),
    voiceBody: tp('voiceBody'),
    countryCode: tp('countryCode'),
    number: tp('number'),
    voiceNote: tp('voiceNote'),
    next: tp('next'),
  };
}

// POST /api/mfa/phone: step 1 of 4 of the phone path (SPEC §2): text message or voice call, the
// country picked (its ISO code, "AU") and the number. libphonenumber-js checks them (a recognised
// country, SPEC §5; a mobile for text messages; a mobile or a landline for calls) and writes the
// number in E.164 for the upstream, which sends the first code to it, within Keycard's send budget
// per (user, address) and per address, and within the tenant's SMS-pumping guard: its countries, its
// budgets an hour and the number's backoff (lib/mfa/send-guard.ts).
import { reserveMfa } from '@/lib/limits/mfa';
import { mfaCountedOf } from '@/lib/limits/mfa-counted';
import { mfaRefusalWords } from '@/lib/mfa/refusal-words';
import { route } from '@/lib/http/route';
import { isRegistering } from '@/lib/mfa/screen';
import { codeCeremony } from '@/lib/mfa/codes';
import { mfaRefusal, refusalStatus } from '@/lib/mfa/errors';
import { namedCountry } from '@/lib/mfa/countries';
import { checkPhone, countryOfNumber } from '@/lib/mfa/phone';
import { reserveSend, type PhoneSend } from '@/lib/mfa/send-guard';
import { mfaHref } from '@/lib/mfa/steps';
import { registerPhone } from '@/lib/upstream/mfa';
import { PhoneForm } from '@/lib/validation/mfa';

export const POST = route({
  body: PhoneForm,
  words: mfaRefusalWords,
  session: 'required',
  step: '/mfa',
  formPage: (fields) => (fields.deliveryType === 'voice' ? mfaHref('voice') : mfaHref('sms')),
  async handle({ body, session, tenant, origin, locale, mode, device, knownAccounts }) {
    // A sign-in that must first verify its registered device cannot register another (SPEC §4).
    if (!isRegistering(session.identity.state)) return { next: '/mfa' };
    const phone = checkPhone(body);
    if (!phone.ok) return { errors: { [phone.field]: phone.error } };
    if (body.deliveryType === 'sms' && !phone.canText) return { errors: { phoneNumber: 'notAMobile' } };
    // No call to a premium-rate, shared-cost or toll-free number (toll fraud): SPEC §8's invalid number.
    if (body.deliveryType === 'voice' && !phone.canCall) return { errors: { phoneNumber: 'invalidPhoneNumber' } };
    // A country outside the tenant's list is said under the number, naming the number's country (the
    // form's picker is set to it: design review L8); a budget spent, with the time left.
    const send: PhoneSend = { tenant, to: { e164: phone.e164 } };
    const guard = await reserveSend(send);
    if ('refused' in guard) {
      const { refused } = guard;
      const country = refused.errors.phoneNumber === 'countryNotAllowed' ? namedCountry(countryOfNumber(phone.e164), locale) : undefined;
      return { ...refused, ...(country && { detail: { ...refused.detail, country } }), status: refusalStatus(refused) };
    }
    const who = await mfaCountedOf(session, { mode, device, knownAccounts });
    const limited = await reserveMfa('mfaSends', who);
    if ('refused' in limited) {
      await guard.settle(false);
      return { ...limited.refused, status: 429 };
    }
    try {
      const sender = { origin, locale, clientIp: who.address };
      const challenge = await registerPhone(session.token, { phoneNumber: phone.e164, deliveryType: body.deliveryType }, sender);
      await Promise.all([guard.settle(true), limited.settle('counts')]);
      return { next: mfaHref('phone-code'), cookies: [await codeCeremony(session, 'register', challenge, phone.e164, phone.channels)] };
    } catch (err) {
      await Promise.all([guard.settle(false), limited.settle('void')]);
      const refused = mfaRefusal(err);
      if (!refused) throw err;
      return { ...refused, status: refusalStatus(refused) };
    }
  },
});

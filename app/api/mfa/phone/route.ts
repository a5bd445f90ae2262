// POST /api/mfa/phone: step 1 of 3 of the phone path (SPEC §2): text message or voice call, country
// code and number. libphonenumber-js checks the number (a recognised country code, SPEC §5; a mobile
// for text messages), then the upstream sends the first code to it.
import { route } from '@/lib/http/route';
import { isRegistering } from '@/lib/mfa/screen';
import { codeCeremony } from '@/lib/mfa/codes';
import { mfaRefusal, refusalStatus } from '@/lib/mfa/errors';
import { checkPhone } from '@/lib/mfa/phone';
import { mfaHref } from '@/lib/mfa/steps';
import { registerPhone } from '@/lib/upstream/mfa';
import { PhoneForm } from '@/lib/validation/mfa';

export const POST = route({
  body: PhoneForm,
  session: 'required',
  step: '/mfa',
  formPage: (fields) => (fields.deliveryType === 'voice' ? mfaHref('voice') : mfaHref('sms')),
  async handle({ body, session, origin, locale, traceToken }) {
    // A sign-in that must first verify its registered device cannot register another (SPEC §4).
    if (!isRegistering(session.identity.state)) return { next: '/mfa' };
    const phone = checkPhone(body);
    if (!phone.ok) return { errors: { [phone.field]: phone.error } };
    if (body.deliveryType === 'sms' && !phone.canText) return { errors: { phoneNumber: 'notAMobile' } };
    try {
      const challenge = await registerPhone(session.token, { phoneNumber: phone.e164, deliveryType: body.deliveryType }, { origin, locale }, traceToken);
      return { next: mfaHref('phone-code'), cookies: [await codeCeremony(session, 'register', challenge)] };
    } catch (err) {
      const refused = mfaRefusal(err);
      if (!refused) throw err;
      return { ...refused, status: refusalStatus(refused) };
    }
  },
});

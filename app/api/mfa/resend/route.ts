// POST /api/mfa/resend: another code, by text message or voice call (SPEC §2: "resend by SMS or
// voice after a countdown"). For a registration it goes to the number being registered, otherwise to
// the registered phone. Pressed before the countdown ends (no JavaScript to hold the button back),
// it is answered with SPEC's rate-limit message and the time left.
import { route } from '@/lib/http/route';
import { sendPhoneCode } from '@/lib/mfa/codes';
import { codePagePath, isRegistrationPage, refusedCodePath } from '@/lib/mfa/pages';
import { ResendForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ResendForm,
  session: 'required',
  step: ['/mfa', '/mfa/verification'],
  formPage: (fields, errors) => refusedCodePath(fields.page, errors),
  async handle({ body, fields, session, ceremony, tenant, origin, locale, mode, device, knownAccounts }) {
    const pending = await ceremony('mfa');
    const registering = isRegistrationPage(fields.page);
    // A registration's code goes again to its number: without it (expired), the number is asked again.
    if (registering && pending?.purpose !== 'register') return { next: codePagePath('phone') };
    const sent = await sendPhoneCode(session, body.deliveryType, registering || pending?.purpose === 'verify' ? pending : null, {
      tenant,
      origin,
      locale,
      mode,
      device,
      knownAccounts,
    });
    if (!sent.ok) return { errors: sent.errors, detail: sent.detail, cookies: sent.cookies, status: sent.status };
    return { next: codePagePath(fields.page), cookies: sent.cookies };
  },
});

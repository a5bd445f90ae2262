// POST /api/account/set-up/app: issue 38's set-up shows a new QR code (the last one's ten minutes
// ran out, or its registration could not begin on arrival).
import { route } from '@/lib/http/route';
import { appRegistration, SET_UP_PATH, secondFactorAsked } from '@/lib/sign-in/set-up';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  step: SET_UP_PATH,
  formPage: () => SET_UP_PATH,
  async handle({ session, tenant }) {
    if (!secondFactorAsked(session)) return { next: SET_UP_PATH };
    return { next: SET_UP_PATH, cookies: [await appRegistration(session, tenant.theme.name)] };
  },
});

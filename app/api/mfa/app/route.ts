// POST /api/mfa/app: step 1 of 4 of the app path done ("I have an app"): the upstream begins the
// registration with a new secret (SPEC §7 POST /mfa/register-totp), kept in the ceremony cookie for
// step 2's QR code, setup key and first code (one screen).
import { route } from '@/lib/http/route';
import { mfaCeremony } from '@/lib/mfa/codes';
import { isRegistering } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { ceremony } from '@/lib/session/ceremony';
import { registerTotp } from '@/lib/upstream/mfa';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  step: '/mfa',
  formPage: () => mfaHref('app'),
  async handle({ session, tenant }) {
    // A sign-in that must first verify its registered device cannot register another (SPEC §4).
    if (!isRegistering(session.identity.state)) return { next: '/mfa' };
    const reg = await registerTotp(session.token, tenant.theme.name);
    const started = await ceremony.write(
      mfaCeremony(session, { purpose: 'register', deliveryType: 'totp', challengeId: reg.challengeId, secret: reg.secret, otpauthUri: reg.otpauthUri }),
    );
    return { next: mfaHref('app-register'), cookies: [started] };
  },
});

// POST /api/mfa/verify: a one-time code, for a device being registered or the registered one (SPEC
// §4 MFA, §5, §8). A good code moves the sign-in on (lib/mfa/verified.ts).
import { mfaRefusal, refusalStatus } from '@/lib/mfa/errors';
import { codePagePath, isRegistrationPage } from '@/lib/mfa/pages';
import { afterMfaVerified } from '@/lib/mfa/verified';
import { route } from '@/lib/http/route';
import { verifyCode } from '@/lib/upstream/mfa';
import { CodeForm } from '@/lib/validation/mfa';

export const POST = route({
  body: CodeForm,
  session: 'required',
  step: ['/mfa', '/mfa/verification'],
  formPage: (fields) => codePagePath(fields.page),
  async handle({ body, fields, session, ceremony, traceToken }) {
    const pending = await ceremony('mfa');
    // A text or voice code, and an app registration, have their challenge (of the kind this page is
    // for); the registered app has none: its codes are checked against its secret.
    const registering = isRegistrationPage(fields.page);
    const challengeId = pending && (pending.purpose === 'register') === registering ? pending.challengeId : undefined;
    if (!challengeId && (registering || session.identity.mfaMethod?.deliveryType !== 'totp')) return { errors: { form: 'codeExpired' } };

    let answer;
    try {
      answer = await verifyCode(session.token, body.code, challengeId, traceToken);
    } catch (err) {
      const refused = mfaRefusal(err);
      if (!refused) throw err;
      return { ...refused, status: refusalStatus(refused) };
    }

    return afterMfaVerified(session, answer, { traceToken });
  },
});

// POST /api/mfa/verify: a one-time code, for a device being registered or the registered one (SPEC
// §4 MFA, §5, §8). A good code moves the sign-in on: the new device is made primary (the user chose
// to replace the old one before starting), this browser gets a device token (SPEC §9: asked again
// only after 60 days), and the user sees the success step or goes back to the calling application.
import { logger } from '@/lib/logger';
import { mfaErrors, refusalStatus } from '@/lib/mfa/errors';
import { codePagePath, isRegistrationPage } from '@/lib/mfa/pages';
import { methodOf } from '@/lib/mfa/screen';
import { route } from '@/lib/http/route';
import { ceremony, openCeremony } from '@/lib/session/ceremony';
import { COOKIE, cookieOptions } from '@/lib/session/cookies';
import { flashCookie } from '@/lib/session/flash';
import type { SetCookie } from '@/lib/session/seal';
import { sessionCookie } from '@/lib/session/session';
import { createUserDeviceToken } from '@/lib/upstream/auth';
import { makePrimary, verifyCode } from '@/lib/upstream/mfa';
import { CodeForm } from '@/lib/validation/mfa';

export const POST = route({
  body: CodeForm,
  session: 'required',
  step: ['/mfa', '/mfa/verification'],
  formPage: (fields) => codePagePath(fields.page),
  async handle({ body, fields, session, request, traceToken }) {
    const pending = await openCeremony(request.cookies.get(COOKIE.ceremony)?.value, 'mfa', session.identity.uuid);
    // A text or voice code, and an app registration, have their challenge (of the kind this page is
    // for); the registered app has none: its codes are checked against its secret.
    const registering = isRegistrationPage(fields.page);
    const challengeId = pending && (pending.purpose === 'register') === registering ? pending.challengeId : undefined;
    if (!challengeId && (registering || session.identity.mfaMethod?.deliveryType !== 'totp')) return { errors: { form: 'codeExpired' } };

    let answer;
    try {
      answer = await verifyCode(session.token, body.code, challengeId, traceToken);
    } catch (err) {
      const errors = mfaErrors(err);
      if (!errors) throw err;
      return { errors, status: refusalStatus(errors) };
    }

    let { state, mfaMethod } = answer;
    if (answer.registered && !answer.primary) ({ state, mfaMethod } = await makePrimary(session.token, answer.registered.deliveryType, traceToken));
    // SPEC's for-mfa-verification purpose asks for one verification: this one counts.
    const { purpose, ...flow } = session.flow;
    const next = {
      ...session,
      identity: { ...session.identity, state, mfaMethod, mfaRequiredByRemainingInDays: mfaMethod ? null : session.identity.mfaRequiredByRemainingInDays },
      flow: purpose === 'for-mfa-verification' ? flow : session.flow,
    };
    const cookies: SetCookie[] = [await sessionCookie(next), ceremony.clear()];
    try {
      const device = await createUserDeviceToken(session.token, traceToken);
      cookies.push({ name: COOKIE.device, value: device, options: cookieOptions('device') });
    } catch (err) {
      logger.warn({ traceToken, err: String(err) }, 'no device token after MFA: this browser will be asked again');
    }
    if (answer.registered) {
      // The success step (SPEC: step 4 of 4, or 3 of 3), once; then on to the calling application.
      cookies.push(await flashCookie({ to: '/mfa', notice: 'mfaRegistered', values: { method: methodOf(answer.registered.deliveryType) } }));
      return { next: '/mfa', cookies };
    }
    return { next: '/authorize', cookies };
  },
});

// POST /api/account/set-up: issue 38's set-up after a temporary pass, with a password: the
// authenticator app's first code where a second factor is asked (its refusals as SPEC §8's MFA
// messages, counted by Keycard's MFA budgets), then the new password (SPEC's rule, not one of the
// last). A second factor registered shows its recovery codes next; then back to the application.
import { route, type Outcome } from '@/lib/http/route';
import { reserveMfa } from '@/lib/limits/mfa';
import { refuseNewPassword } from '@/lib/passwords/new-password';
import { mfaCountedOf } from '@/lib/limits/mfa-counted';
import { isRefusedCode, mfaRefusal, refusalStatus } from '@/lib/mfa/errors';
import { newRecoveryCodesCookie, RECOVERY_CODES_PATH } from '@/lib/mfa/recovery-screen';
import { ceremony as ceremonyCookie } from '@/lib/session/ceremony';
import type { SetCookie } from '@/lib/session/seal';
import { namesWhileSettingUp, sessionCookie, type SessionData } from '@/lib/session/session';
import { SET_UP_PATH, secondFactorAsked } from '@/lib/sign-in/set-up';
import { makePrimary, verifyCode } from '@/lib/upstream/mfa';
import { completeSetUp } from '@/lib/upstream/passes';
import { SetUpForm } from '@/lib/validation/account';
import type { FormErrors } from '@/lib/validation/form-schema';

export const POST = route({
  body: SetUpForm,
  session: 'required',
  step: SET_UP_PATH,
  formPage: () => SET_UP_PATH,
  async handle({ body, session, ceremony, mode, device, knownAccounts, tenant, locale }): Promise<Outcome> {
    // Issue 41: the password first, so a refused one never spends the app's code.
    const refused = await refuseNewPassword(body.password, { owner: session.identity, tenant, locale, mode, knownAccounts });
    if (refused) return refused;
    let current: SessionData = session;
    const cookies: SetCookie[] = [];
    if (secondFactorAsked(session)) {
      const pending = await ceremony('mfa');
      if (!pending || pending.purpose !== 'register' || !pending.challengeId) return { errors: { code: 'codeExpired' } };
      if (!body.code) return { errors: { code: 'fieldRequired' } };
      const who = await mfaCountedOf(session, { mode, device, knownAccounts });
      const reserved = await reserveMfa('mfaCodes', who);
      if ('refused' in reserved) return { ...reserved.refused, status: 429 };
      try {
        const answer = await verifyCode(session.token, body.code, pending.challengeId, who.address);
        await reserved.settle('void');
        // One primary device (SPEC §4): the new app replaces the one the pass stood in for.
        const mfaMethod = answer.primary ? answer.mfaMethod : (await makePrimary(session.token, 'totp')).mfaMethod;
        current = { ...session, setUpFactor: true, identity: { ...session.identity, mfaMethod, mfaRequiredByRemainingInDays: null } };
        cookies.push(await sessionCookie(current), ceremonyCookie.clear());
      } catch (err) {
        const refused = mfaRefusal(err);
        await reserved.settle(refused && isRefusedCode(refused.errors) ? 'counts' : 'void');
        if (!refused) throw err;
        const onField: FormErrors = refused.errors.form ? { code: refused.errors.form } : refused.errors;
        return { errors: onField, detail: refused.detail, status: refusalStatus(refused) };
      }
    }
    const done = await completeSetUp(session.token, { password: body.password });
    // The app's code is spent already (the session says so): the password alone is asked again.
    if (done === 'password-history') return { errors: { password: 'passwordHistory' }, cookies };
    if (done === 'incomplete') return { errors: { code: 'fieldRequired' }, cookies };
    const finished: SessionData = { ...current, identity: namesWhileSettingUp({ ...current.identity, state: done.state }) };
    const codes = current.setUpFactor ? await newRecoveryCodesCookie(finished, 'app') : undefined;
    return { next: codes ? RECOVERY_CODES_PATH : '/authorize', cookies: [...cookies, await sessionCookie(finished), ...(codes ? [codes] : [])] };
  },
});

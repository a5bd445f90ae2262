// POST /api/mfa/recovery: a recovery code in place of the registered device's code (issue 25), at
// the MFA verification of a sign-in or of SPEC's for-mfa-verification purpose. A code as typed from
// paper is read leniently; a good one counts as MFA for this sign-in (a device token as for the other
// methods) and the user hears how many are left. Refused codes count against Keycard's own budget
// for codes, and the upstream's attempt lock shared with the app's codes.
import { reserveMfa } from '@/lib/limits/mfa';
import { mfaCountedOf } from '@/lib/limits/mfa-counted';
import { route } from '@/lib/http/route';
import { isRefusedCode, mfaRefusal, refusalStatus } from '@/lib/mfa/errors';
import { FEW_RECOVERY_CODES, normaliseRecoveryCode } from '@/lib/mfa/recovery-codes';
import { RECOVERY_LEFT_PATH, RECOVERY_PATH, recoveryCodeStep, recoveryOfferCookie } from '@/lib/mfa/recovery-screen';
import { afterMfaVerified } from '@/lib/mfa/verified';
import { flashCookie } from '@/lib/session/flash';
import { verifyRecoveryCode } from '@/lib/upstream/mfa';
import { formSchema, required, text } from '@/lib/validation/form-schema';

const RecoveryForm = formSchema({ code: text([required, (v) => (normaliseRecoveryCode(v) ? undefined : 'recoveryCodeFormat')]) });

export const POST = route({
  body: RecoveryForm,
  session: 'required',
  formPage: () => RECOVERY_PATH,
  async handle({ body, session, mode, device, knownAccounts }) {
    const at = recoveryCodeStep(session);
    if (at !== 'here') return { next: at };
    const code = normaliseRecoveryCode(body.code)!;
    const who = await mfaCountedOf(session, { mode, device, knownAccounts });
    const reserved = await reserveMfa('mfaCodes', who);
    if ('refused' in reserved) return { ...reserved.refused, status: 429 };

    let answer;
    try {
      answer = await verifyRecoveryCode(session.token, code, who.address);
    } catch (err) {
      const refused = mfaRefusal(err);
      await reserved.settle(refused && isRefusedCode(refused.errors) ? 'counts' : 'void');
      if (!refused) throw err;
      const errors = refused.errors.code === 'invalidCode' ? { code: 'invalidRecoveryCode' as const } : refused.errors;
      return { ...refused, errors, status: refusalStatus(refused) };
    }

    await reserved.settle('void');
    const verified = { state: answer.state, registered: null, primary: true, mfaMethod: session.identity.mfaMethod };
    const done = await afterMfaVerified(session, verified, { mode });
    // How many are left, on the way to where the sign-in goes next.
    const left = await flashCookie({ to: RECOVERY_LEFT_PATH, notice: 'recoveryCodeUsed', values: { left: String(answer.remaining) } });
    const renew = answer.remaining <= FEW_RECOVERY_CODES ? [await recoveryOfferCookie.write({ userUuid: session.identity.uuid, sid: session.sid ?? '' })] : [];
    return { next: RECOVERY_LEFT_PATH, cookies: [...done.cookies, left, ...renew] };
  },
});

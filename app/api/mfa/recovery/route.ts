// POST /api/mfa/recovery: a recovery code in place of the registered device's code (issue 25), at
// the MFA verification of a sign-in or of SPEC's for-mfa-verification purpose. A code as typed from
// paper is read leniently; a good one counts as MFA for this sign-in (a device token as for the other
// methods) and the user hears how many are left. Refused codes count against Keycard's own budget
// for codes, and the upstream's attempt lock shared with the app's codes.
import { clientIp } from '@/lib/http/origin';
import { frontDeskNetwork } from '@/lib/tenant/front-desk';
import { recordMfa } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';
import { isRefusedCode, mfaRefusal, refusalStatus } from '@/lib/mfa/errors';
import { mfaLimited } from '@/lib/mfa/limits';
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
  async handle({ body, session, request, tenant, traceToken }) {
    const at = recoveryCodeStep(session);
    if (at !== 'here') return { next: at };
    const code = normaliseRecoveryCode(body.code)!;
    const address = clientIp(request);
    const who = { userUuid: session.identity.uuid, address, frontDesk: frontDeskNetwork(tenant, address) };
    const limited = await mfaLimited('codeFailures', who, traceToken);
    if (limited) return { ...limited, status: 429 };

    let answer;
    try {
      answer = await verifyRecoveryCode(session.token, code, who.address);
    } catch (err) {
      const refused = mfaRefusal(err);
      if (!refused) throw err;
      if (isRefusedCode(refused.errors)) await recordMfa('codeFailures', who);
      const errors = refused.errors.code === 'invalidCode' ? { code: 'invalidRecoveryCode' as const } : refused.errors;
      return { ...refused, errors, status: refusalStatus(refused) };
    }

    const verified = { state: answer.state, registered: null, primary: true, mfaMethod: session.identity.mfaMethod };
    const done = await afterMfaVerified(session, verified, { traceToken });
    // How many are left, on the way to where the sign-in goes next.
    const left = await flashCookie({ to: RECOVERY_LEFT_PATH, notice: 'recoveryCodeUsed', values: { left: String(answer.remaining) } });
    const renew = answer.remaining <= FEW_RECOVERY_CODES ? [await recoveryOfferCookie.write({ userUuid: session.identity.uuid })] : [];
    return { next: RECOVERY_LEFT_PATH, cookies: [...done.cookies, left, ...renew] };
  },
});

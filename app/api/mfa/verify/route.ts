// POST /api/mfa/verify: a one-time code, for a device being registered or the registered one (SPEC
// §4 MFA, §5, §8). A good code moves the sign-in on (lib/mfa/verified.ts). Refused codes count
// against Keycard's own budget per (user, address) and per address: past it, SPEC §8's rate-limit
// message with the time left, before the upstream is asked.
import { reserveMfa } from '@/lib/limits/mfa';
import { mfaCountedOf } from '@/lib/limits/mfa-counted';
import { isRefusedCode, mfaRefusal, refusalStatus } from '@/lib/mfa/errors';
import { isRegistrationPage, refusedCodePath } from '@/lib/mfa/pages';
import { afterMfaVerified } from '@/lib/mfa/verified';
import { mfaRefusalWords } from '@/lib/mfa/refusal-words';
import { route } from '@/lib/http/route';
import { verifyCode } from '@/lib/upstream/mfa';
import { CodeForm } from '@/lib/validation/mfa';

export const POST = route({
  body: CodeForm,
  words: mfaRefusalWords,
  session: 'required',
  step: ['/mfa', '/mfa/verification'],
  formPage: (fields, errors) => refusedCodePath(fields.page, errors),
  async handle({ body, fields, session, ceremony, mode, device, knownAccounts }) {
    const pending = await ceremony('mfa');
    // A text or voice code, and an app registration, have their challenge (of the kind this page is
    // for); the registered app has none: its codes are checked against its secret.
    const registering = isRegistrationPage(fields.page);
    const challengeId = pending && (pending.purpose === 'register') === registering ? pending.challengeId : undefined;
    if (!challengeId && (registering || session.identity.mfaMethod?.deliveryType !== 'totp')) return { errors: { form: 'codeExpired' } };

    const who = await mfaCountedOf(session, { mode, device, knownAccounts });
    const reserved = await reserveMfa('mfaCodes', who);
    if ('refused' in reserved) return { ...reserved.refused, status: 429 };

    let answer;
    try {
      answer = await verifyCode(session.token, body.code, challengeId, who.address);
    } catch (err) {
      const refused = mfaRefusal(err);
      // Only a refused code counts: an expired challenge or an unreachable upstream is no guess.
      await reserved.settle(refused && isRefusedCode(refused.errors) ? 'counts' : 'void');
      if (!refused) throw err;
      return { ...refused, status: refusalStatus(refused) };
    }
    await reserved.settle('void');

    return afterMfaVerified(session, answer, { mode });
  },
});

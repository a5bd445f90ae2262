// POST /api/mfa/verify: a one-time code, for a device being registered or the registered one (SPEC
// §4 MFA, §5, §8). A good code moves the sign-in on (lib/mfa/verified.ts). Refused codes count
// against Keycard's own budget per (user, address) and per address: past it, SPEC §8's rate-limit
// message with the time left, before the upstream is asked.
import { clientIp } from '@/lib/http/origin';
import { frontDeskNetwork } from '@/lib/tenant/front-desk';
import { recordMfa } from '@/lib/http/rate-limit';
import { isRefusedCode, mfaRefusal, refusalStatus } from '@/lib/mfa/errors';
import { mfaLimited } from '@/lib/mfa/limits';
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
  async handle({ body, fields, session, ceremony, request, tenant, traceToken }) {
    const pending = await ceremony('mfa');
    // A text or voice code, and an app registration, have their challenge (of the kind this page is
    // for); the registered app has none: its codes are checked against its secret.
    const registering = isRegistrationPage(fields.page);
    const challengeId = pending && (pending.purpose === 'register') === registering ? pending.challengeId : undefined;
    if (!challengeId && (registering || session.identity.mfaMethod?.deliveryType !== 'totp')) return { errors: { form: 'codeExpired' } };

    const address = clientIp(request);
    const who = { userUuid: session.identity.uuid, address, frontDesk: frontDeskNetwork(tenant, address) };
    const limited = await mfaLimited('codeFailures', who, traceToken);
    if (limited) return { ...limited, status: 429 };

    let answer;
    try {
      answer = await verifyCode(session.token, body.code, challengeId, who.address);
    } catch (err) {
      const refused = mfaRefusal(err);
      if (!refused) throw err;
      if (isRefusedCode(refused.errors)) await recordMfa('codeFailures', who);
      return { ...refused, status: refusalStatus(refused) };
    }

    return afterMfaVerified(session, answer, { traceToken });
  },
});

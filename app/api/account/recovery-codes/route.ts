// POST /api/account/recovery-codes: "Get new recovery codes" on the security page (issue 25). Ten new
// codes replace the old ones and are shown once, as after a registration; once saved, the sign-in
// comes back to the page (its purpose). Codes stand in for the second factor, so only a sign-in that
// proved it itself in the last ten minutes (not by this browser's device token) may replace them:
// else the password on Keycard's own stage and the second factor first. Should the upstream not make them now, the page
// says so.
import { backWith, reauthenticate, securityChange } from '@/lib/account/changes';
import { isRecent, SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { recoveryCodesCookie, RECOVERY_CODES_PATH } from '@/lib/mfa/recovery-screen';
import { isUpstreamError } from '@/lib/upstream/errors';
import { generateRecoveryCodes } from '@/lib/upstream/mfa';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  formPage: () => SECURITY_PATH,
  handle: (ctx) =>
    securityChange(ctx, async (session) => {
      const again = () => reauthenticate(session, { proveMfa: true });
      if (!isRecent({ authAt: session.mfaAt })) return again();
      try {
        const codes = await generateRecoveryCodes(session.token);
        return { next: RECOVERY_CODES_PATH, cookies: [await recoveryCodesCookie.write({ userUuid: session.identity.uuid, sid: session.sid ?? '', codes })] };
      } catch (err) {
        if (isUpstreamError(err, 'StepRequired')) return again();
        if (isUpstreamError(err, 'ReauthRequired')) throw err;
        logger.warn({ err: String(err) }, 'no new recovery codes from the security page this time');
        return backWith('codesNotMade');
      }
    }),
});

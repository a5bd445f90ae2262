// After the upstream said a device is proved (a good code, or the partner app's number picked): the
// new device is made primary when it is not yet (SPEC §4: one at a time; the user chose to replace
// the old one before starting), this browser gets a device token (SPEC §9: asked again only after
// 60 days), and the user sees the new recovery codes and the success step, or goes back to the
// calling application.
import 'server-only';
import { logger } from '../logger';
import { countFunnel } from '../metrics';
import { ceremony } from '../session/ceremony';
import { flashCookie } from '../session/flash';
import type { SetCookie } from '../session/seal';
import { sessionCookie, type SessionData } from '../session/session';
import { deviceTokenCookie } from '../sign-in/device';
import type { SignInMode } from '../sign-in/mode';
import { createUserDeviceToken } from '../upstream/auth';
import type { VerifyAnswer } from '../upstream/contract';
import { makePrimary } from '../upstream/mfa';
import { newRecoveryCodesCookie, RECOVERY_CODES_PATH } from './recovery-screen';
import { methodOf, type SetupMethod } from './screen';

/** The flash that shows a registration's success step at /mfa, once. */
export const registeredFlash = (method: SetupMethod): Promise<SetCookie> => flashCookie({ to: '/mfa', notice: 'mfaRegistered', values: { method } });

export async function afterMfaVerified(
  session: SessionData,
  answer: VerifyAnswer,
  o: { mode: SignInMode; alwaysMakePrimary?: boolean },
): Promise<{ next: string; cookies: SetCookie[] }> {
  countFunnel(session.tenantCode, 'mfa_verified');
  let { state, mfaMethod } = answer;
  if (answer.registered && (o.alwaysMakePrimary || !answer.primary)) ({ state, mfaMethod } = await makePrimary(session.token, answer.registered.deliveryType));
  // SPEC's for-mfa-verification purpose asks for one verification: this one counts.
  const { purpose, ...flow } = session.flow;
  const next = {
    ...session,
    // Issue 25: the registered device (or a recovery code) proved in this sign-in; a new device's first code is not that.
    mfaAt: answer.registered ? session.mfaAt : Date.now(),
    identity: { ...session.identity, state, mfaMethod, mfaRequiredByRemainingInDays: mfaMethod ? null : session.identity.mfaRequiredByRemainingInDays },
    flow: purpose === 'for-mfa-verification' ? flow : session.flow,
  };
  const cookies: SetCookie[] = [await sessionCookie(next), ceremony.clear()];
  // Issue 36: a shared computer's browser keeps no device token: whoever knows this person's password
  // would be spared their second factor. Its application gets one minted at the hand-over instead.
  if (!o.mode.shared) {
    try {
      cookies.push(await deviceTokenCookie(await createUserDeviceToken(session.token), session.identity.uuid));
    } catch (err) {
      logger.warn({ err: String(err) }, 'no device token after MFA: this browser will be asked again');
    }
  }
  if (answer.registered) {
    const method = methodOf(answer.registered.deliveryType);
    // Issue 25: the new device's recovery codes first, shown once; their "saved" leads to the success step.
    const codes = await newRecoveryCodesCookie(next, method);
    if (codes) return { next: RECOVERY_CODES_PATH, cookies: [...cookies, codes] };
    // The success step (step 4 of 4 on every path, the recovery codes being step 3; SPEC's 3 of 3 for a phone predates them), once; then on to the calling application.
    cookies.push(await registeredFlash(method));
    return { next: '/mfa', cookies };
  }
  return { next: '/authorize', cookies };
}

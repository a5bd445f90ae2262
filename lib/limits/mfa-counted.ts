// The one "who" of an MFA attempt (issue 36): the session's user on its tenant, at the client's address
// and front-desk network as the request's mode says, and whether this browser's device token is theirs.
import 'server-only';
import type { SessionData } from '../session/session';
import { deviceTokenOf, type DeviceToken } from '../sign-in/device';
import type { SignInMode } from '../sign-in/mode';
import type { MfaCounted } from './mfa';

export function mfaCountedOf(session: SessionData, ctx: { mode: SignInMode; device: DeviceToken | undefined }): MfaCounted {
  return {
    tenantCode: session.tenantCode,
    userUuid: session.identity.uuid,
    address: ctx.mode.client,
    frontDesk: ctx.mode.frontDesk,
    known: deviceTokenOf(ctx.device, session.identity.uuid) !== undefined,
  };
}

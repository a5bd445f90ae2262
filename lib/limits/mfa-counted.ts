// The one "who" of an MFA attempt (issue 36): the session's user on its tenant, at the client's address
// and front-desk network as the request's mode says, and whether this browser is known to them: its
// device token is theirs, or it signed in as them with their password before (security review L1: the
// owner's own browser is not held back by codes guessed elsewhere).
import 'server-only';
import type { SessionData } from '../session/session';
import { deviceTokenOf, type DeviceToken } from '../sign-in/device';
import { isKnown, type KnownHere } from '../sign-in/known-browser';
import type { SignInMode } from '../sign-in/mode';
import type { MfaCounted } from './mfa';

export type CountedContext = { mode: SignInMode; device: DeviceToken | undefined; knownAccounts: () => Promise<KnownHere> };

export async function mfaCountedOf(session: SessionData, ctx: CountedContext): Promise<MfaCounted> {
  const known =
    deviceTokenOf(ctx.device, session.identity.uuid) !== undefined ||
    isKnown(await ctx.knownAccounts(), { tenantCode: session.tenantCode, email: session.identity.email });
  return { tenantCode: session.tenantCode, userUuid: session.identity.uuid, address: ctx.mode.client, frontDesk: ctx.mode.frontDesk, known };
}

// Issue 25's security page calls: rename or remove a passkey, sign out everywhere else, read the
// second factor. The changes answer ReauthRequired when the sign-in's credential is not recent.
import 'server-only';
import { api, type MfaMethod } from './contract';
import { upstream } from './index';

export async function renamePasskey(token: string, id: string, name: string): Promise<void> {
  await upstream().call(api.renamePasskey, { bearer: token, params: { id }, body: { name } });
}

/** Removes the passkey; answers the ids the user's account still accepts (the browser's signal). */
export async function deletePasskey(token: string, id: string): Promise<string[]> {
  return (await upstream().call(api.deletePasskey, { bearer: token, params: { id } })).data.remaining;
}

/** Every other sign-in of the user ends; this browser's device token (if any) is kept. */
export async function revokeOtherSessions(token: string, keepDeviceToken: string | undefined): Promise<number> {
  const body = keepDeviceToken ? { token, keepDeviceToken } : { token };
  return (await upstream().call(api.revokeOtherSessions, { body })).data.revoked;
}

export type MfaStatus = { mfaMethod: MfaMethod | null; recoveryCodesLeft: number };

export async function getMfa(token: string): Promise<MfaStatus> {
  return (await upstream().call(api.getMfa, { bearer: token })).data;
}

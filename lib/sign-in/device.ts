// SPEC §9's device token (a browser that proved MFA is not asked again for 60 days), kept sealed with
// the user it was minted for (issue 36): it is forwarded to a calling application, or counts as this
// user's known browser, only for that user; anyone else signing in at the same browser gets a token
// of their own. The upstream checks the token's owner at sign-in itself.
import { z } from 'zod';
import { sealedCookie, type SetCookie } from '../session/seal';

const Device = z.object({ token: z.string().min(1).max(256), user: z.string().min(1).max(64) });

const cookie = sealedCookie('device', Device);

/** The browser's device token and whose it is; `user` is unknown for a value written before it was sealed. */
export type DeviceToken = { token: string; user: string | undefined };

/** iron's sealed values start so; anything else is a token written plainly before issue 36. */
const SEALED = 'Fe26.2*';

export async function readDeviceToken(value: string | undefined): Promise<DeviceToken | undefined> {
  if (!value) return undefined;
  if (!value.startsWith(SEALED)) return /^[\w.~-]{1,256}$/.test(value) ? { token: value, user: undefined } : undefined;
  return (await cookie.read(value)) ?? undefined;
}

/** This browser's device token, if it is this user's. */
export function deviceTokenOf(device: DeviceToken | undefined, userUuid: string): string | undefined {
  return device && device.user === userUuid ? device.token : undefined;
}

export function deviceTokenCookie(token: string, userUuid: string): Promise<SetCookie> {
  return cookie.write({ token, user: userUuid });
}

export const clearDeviceToken = cookie.clear;

// SPEC §4's stored partner identity after a sign-in: an authx user's identity token is kept, so the
// next login takes the partner token route; any other sign-in forgets one kept before (on a shared
// device, the next login must not come back as the earlier partner user, nor as one a forged link
// signed in). The upstream binds the identity to the browser's device token (security review M1):
// a browser without one gets one now, which binds the identity issued without it.
import 'server-only';
import { logger } from '../logger';
import type { SetCookie } from '../session/seal';
import { deviceTokenCookie, deviceTokenOf, type DeviceToken } from './device';
import { partnerIdentity } from './notes';
import type { Identity } from '../upstream/auth';
import { createUserDeviceToken } from '../upstream/auth';

export async function keepPartnerIdentity(identity: Identity, o: { device?: DeviceToken | undefined }): Promise<SetCookie[]> {
  const stored = identity.provider === 'authx' ? identity.identityToken : null;
  if (!stored || !identity.partnerCode) return [partnerIdentity.clear()];
  const kept = await partnerIdentity.write({ partnerCode: identity.partnerCode, ...stored });
  // Bound to this user's own device token; one of someone else's at this browser is replaced by theirs (issue 36).
  if (deviceTokenOf(o.device, identity.uuid)) return [kept];
  try {
    const minted = await createUserDeviceToken(identity.token);
    return [kept, await deviceTokenCookie(minted, identity.uuid)];
  } catch (err) {
    // Unbound, the upstream would refuse it: the next login shows the form, as it would without one.
    logger.warn({ err: String(err) }, 'no device token to bind the partner identity to');
    return [partnerIdentity.clear()];
  }
}

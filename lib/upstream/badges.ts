// Issue 38's badge calls: whose a badge is and its first PIN (for the person at the sign-in page),
// (a manager's issue, revoke, PIN reset and unlock are declared in the contract for issue 39's page).
import 'server-only';
import { api, type BadgeHolder } from './contract';
import { isUpstreamError } from './errors';
import { upstream } from './index';

export type { BadgeHolder };

/** The badge's holder as the PIN page shows them, or why the badge signs no one in (unknown, revoked). */
export async function lookupBadge(tenantCode: string, badgeCode: string): Promise<BadgeHolder | 'unknown' | 'revoked'> {
  try {
    return (await upstream().call(api.lookupBadge, { body: { tenantCode, badgeCode } })).data;
  } catch (err) {
    if (isUpstreamError(err, 'UnknownBadge')) return 'unknown';
    if (isUpstreamError(err, 'BadgeRevoked')) return 'revoked';
    throw err;
  }
}

export type PinChoice = 'set' | 'unknown' | 'revoked' | 'already-set' | 'reused' | 'refused';

/** The badge's first PIN (or the first after a manager's reset). */
export async function setBadgePin(tenantCode: string, badgeCode: string, pin: string): Promise<PinChoice> {
  try {
    await upstream().call(api.setBadgePin, { body: { tenantCode, badgeCode, pin } });
    return 'set';
  } catch (err) {
    if (isUpstreamError(err, 'UnknownBadge')) return 'unknown';
    if (isUpstreamError(err, 'BadgeRevoked')) return 'revoked';
    if (isUpstreamError(err, 'PinAlreadySet')) return 'already-set';
    if (isUpstreamError(err, 'PinReused')) return 'reused';
    if (isUpstreamError(err, 'PinRefused')) return 'refused';
    throw err;
  }
}

// SPEC §4's stored partner identity of an authx user, as the upstream keeps it (security review M1):
// bound to the browser's device token, rotated on each use (a fresh token, the old one dead), alive
// for a sliding week, and revoked at logout. A replay of a rotated token ends the whole line of
// tokens descended from the same sign-in: one of its two holders is not the owner.
import { PARTNER_IDENTITY_TTL_S } from '../../lib/upstream/contract';
import { randomToken } from '../crypto-utils';
import type { Store, UserRecord } from '../store';

/** The contract's sliding week: every token of a line lives this long from its issue. */
const PARTNER_IDENTITY_TTL_MS = PARTNER_IDENTITY_TTL_S * 1000;

/** The identity token object of SPEC §7's user identity. */
export type IdentityToken = { tenantCode: string; token: string };

/** A new identity token for an authx user, bound to the device token presented (or none yet). */
export function issuePartnerIdentity(
  store: Store,
  user: UserRecord & { partnerCode: string },
  userDeviceToken: string | undefined,
  lineage: string = randomToken(),
): IdentityToken {
  const token = randomToken();
  store.partnerIdentities.set(
    token,
    { userUuid: user.uuid, tenantCode: user.tenantCode, partnerCode: user.partnerCode, userDeviceToken: userDeviceToken ?? null, lineage },
    PARTNER_IDENTITY_TTL_MS,
  );
  return { tenantCode: user.tenantCode, token };
}

/**
 * The identity a token stands for, spent: the answer carries its successor. Refused (undefined) when
 * unknown, bound to another device token or to none; a token already rotated away kills its line.
 */
export function rotatePartnerIdentity(store: Store, token: string, userDeviceToken: string | undefined) {
  const identity = store.partnerIdentities.take(token);
  if (!identity) {
    const lineage = store.rotatedPartnerIdentities.take(token);
    if (lineage) revokeLineage(store, lineage);
    return undefined;
  }
  if (identity.userDeviceToken === null || identity.userDeviceToken !== userDeviceToken) return undefined;
  store.rotatedPartnerIdentities.set(token, identity.lineage, PARTNER_IDENTITY_TTL_MS);
  return identity;
}

/** Logout: the token, and every token of its line, is dead. */
export function revokePartnerIdentity(store: Store, token: string): void {
  const lineage = store.partnerIdentities.take(token)?.lineage ?? store.rotatedPartnerIdentities.take(token);
  if (lineage) revokeLineage(store, lineage);
}

function revokeLineage(store: Store, lineage: string): void {
  for (const [token, identity] of store.partnerIdentities.entries()) if (identity.lineage === lineage) store.partnerIdentities.delete(token);
}

/**
 * An identity issued before the browser had a device token is bound to the first one the upstream
 * then issues for the same sign-in; a later one (after an MFA verification) moves it along, since
 * Keycard replaces the browser's device token with it.
 */
export function bindPartnerIdentity(store: Store, token: string | undefined, userDeviceToken: string): void {
  const identity = token ? store.partnerIdentities.get(token) : undefined;
  if (identity) identity.userDeviceToken = userDeviceToken;
}

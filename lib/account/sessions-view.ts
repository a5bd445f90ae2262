// Issue 40: what the security page shows of the account's sign-ins and recent activity, from the
// upstream's answers (pure, with a table test): the device in words, the place (the tenant's
// front-desk network where the address is in one, else the address with its last part hidden), the
// method as a message key, this browser first.
import type { AccountSession, ActivityEvent } from '../upstream/contract';
import { ACTIVITY_PAGE_SIZE } from '../upstream/contract';
import { frontDeskNetwork } from '../sign-in/front-desk';
import { deviceOf, maskedAddress, type Device } from './sign-in-place';

/** The message key (under `security.method`) of each way of signing in the page names; any other is `other`. */
export const METHOD_KEYS = {
  password: 'password',
  passkey: 'passkey',
  partner: 'partner',
  badge: 'badge',
  'temporary-pass': 'temporaryPass',
} as const;
export type MethodKey = (typeof METHOD_KEYS)[keyof typeof METHOD_KEYS] | 'other';

export function methodKey(method: string): MethodKey {
  return Object.hasOwn(METHOD_KEYS, method) ? METHOD_KEYS[method as keyof typeof METHOD_KEYS] : 'other';
}

/** Where a sign-in came from, as the page says it. */
export type Place = { frontDesk: true } | { address: string } | { unknown: true };

export function placeOf(address: string | null, networks: readonly string[]): Place {
  if (address && frontDeskNetwork({ frontDeskNetworks: [...networks] }, address)) return { frontDesk: true };
  const masked = maskedAddress(address);
  return masked ? { address: masked } : { unknown: true };
}

const date = (iso: string): Date | undefined => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

export type SessionRow = {
  id: string;
  device: Device;
  method: MethodKey;
  place: Place;
  startedAt?: Date;
  lastUsedAt?: Date;
  current: boolean;
};

/** The account's sign-ins, this browser's first, then as the upstream ordered them (most recently used first). */
export function sessionRows(sessions: readonly AccountSession[], networks: readonly string[]): SessionRow[] {
  const rows = sessions.map((s) => ({
    id: s.id,
    device: deviceOf(s.userAgent),
    method: methodKey(s.method),
    place: placeOf(s.address, networks),
    startedAt: date(s.startedAt),
    lastUsedAt: date(s.lastUsedAt),
    current: s.current,
  }));
  return [...rows.filter((r) => r.current), ...rows.filter((r) => !r.current)];
}

export type ActivityRow = { at?: Date; result: 'signedIn' | 'refused'; device: Device; method: MethodKey; place: Place };

export function activityRows(events: readonly ActivityEvent[], networks: readonly string[]): ActivityRow[] {
  return events.map((e) => ({
    at: date(e.at),
    // A result the page does not know is not said to be a sign-in.
    result: e.result === 'signed-in' ? 'signedIn' : 'refused',
    device: deviceOf(e.userAgent),
    method: methodKey(e.method),
    place: placeOf(e.address, networks),
  }));
}

/** How many pages `total` events fill (at least one, the empty one). */
export const activityPages = (total: number) => Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));

/** The activity page a query asks for: a whole number from 1, else the first. */
export function activityPageOf(value: string | undefined): number {
  return value && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : 1;
}

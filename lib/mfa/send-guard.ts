// Keycard's guard against SMS pumping (issue 26): someone who can reach a sign-in page can have codes
// sent to numbers whose calls and texts earn them money, over and over, from many addresses, so
// per-address limits do not hold them. Per tenant, this guard keeps text messages and calls to the
// tenant's countries, within a budget an hour for the tenant and for each destination prefix (a number
// without its last three digits: the block a premium-rate range is sold in), and backs off sends to
// one number. It is checked before the upstream is asked, beside the upstream's countdown and Keycard's
// per-(user, address) limits (`limits.ts`), and a send is counted only once it went out.
import 'server-only';
import { createHash } from 'node:crypto';
import { count, limiter, retryAfter, type Budget } from '../http/rate-limit';
import { logger } from '../logger';
import { metrics } from '../metrics';
import type { PhoneDelivery } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';
import type { Refusal } from '../validation/form-schema';
import { countryOfNumber } from './phone';

/**
 * The budgets of a tenant without a policy of its own (any country is then allowed): 1,000 sends an
 * hour is a large tenant's shift start (a remembered device skips the code for 60 days, so most sends
 * are registrations and new browsers), and 10 an hour to one prefix is more than a thousand-number
 * block of staff phones needs for registrations, the only sends whose number Keycard sees.
 */
export const DEFAULT_PHONE_SENDS = { sendsPerHour: 1000, sendsPerPrefixPerHour: 10 } as const;

/**
 * The backoff per number (per user and delivery type for a verification, whose number Keycard never
 * sees). The first `freeSends` of a series go out as soon as the upstream's countdown allows: a code
 * and two resends, which is as much as waiting can help a person whose code did not arrive. Each send
 * after that waits 1, 2, 4, 8, 16, then 32 minutes from the one before, so a number gets about two
 * sends an hour once pumped. A series lasts a day from its first send; a verified code does not end it,
 * as whoever owns a premium-rate number reads its codes too.
 */
export const SEND_BACKOFF = { freeSends: 3, firstWaitMinutes: 1, maxWaitMinutes: 32, seriesSeconds: 24 * 60 * 60 } as const;

/** Why a send was refused: the label of `keycard_mfa_sends_refused_total`. */
export type SendRefusal = 'country' | 'tenant-budget' | 'prefix-budget' | 'backoff';

/**
 * A text or voice send: to a number Keycard holds (a registration and its resends), or to the user's
 * registered phone, which Keycard knows by a hint only (so neither its country nor its prefix).
 */
export type PhoneSend = {
  tenant: Tenant;
  to: { e164: string } | { userUuid: string; deliveryType: PhoneDelivery };
};

const HOUR = 60 * 60;

// A limiter is made once per name, so a budget's size is in its name: tenants' policies differ (and a
// tenant whose policy changes starts counting afresh).
const tenantBudget = (points: number): Budget => ({ name: `phone-sends-tenant-${points}`, points, seconds: HOUR });
const prefixBudget = (points: number): Budget => ({ name: `phone-sends-prefix-${points}`, points, seconds: HOUR });
/** The sends of a backoff series: only counted, never refused by themselves. */
const SERIES: Budget = { name: 'phone-sends-series', points: Number.MAX_SAFE_INTEGER, seconds: SEND_BACKOFF.seriesSeconds };
/** The wait before a series' next send: blocked for its length after a send (`limiter().block`). */
const WAIT: Budget = { name: 'phone-sends-wait', points: 1, seconds: SEND_BACKOFF.maxWaitMinutes * 60 };

/** The destination prefix: the E.164 number without its last three digits. */
export const prefixOf = (e164: string): string => e164.slice(0, -3);

/** The wait after the `n`th send of a series, in seconds (0 while sends are free). */
export function backoffSeconds(n: number): number {
  const past = n - SEND_BACKOFF.freeSends;
  if (past < 0) return 0;
  return Math.min(SEND_BACKOFF.firstWaitMinutes * 2 ** past, SEND_BACKOFF.maxWaitMinutes) * 60;
}

/** Each rule's key names the tenant: one tenant's pumping never spends another's budget. */
function keysOf({ tenant, to }: PhoneSend) {
  return {
    tenant: tenant.code,
    prefix: 'e164' in to ? `${tenant.code} ${prefixOf(to.e164)}` : undefined,
    // A registered phone by its user alone: texts and calls to it are one series (alternating them gains nothing).
    series: 'e164' in to ? `${tenant.code} ${to.e164}` : `${tenant.code} ${to.userUuid}`,
  };
}

function budgetsOf(tenant: Tenant) {
  const policy = tenant.phoneSends ?? DEFAULT_PHONE_SENDS;
  return { tenant: tenantBudget(policy.sendsPerHour), prefix: prefixBudget(policy.sendsPerPrefixPerHour) };
}

/** Whether the tenant's texts and calls may go to this number's country (any, without a policy; no non-geographic number with one). */
export function isCountryAllowed(tenant: Tenant, e164: string): boolean {
  if (!tenant.phoneSends) return true;
  const country = countryOfNumber(e164);
  return country !== undefined && tenant.phoneSends.countries.includes(country);
}

/**
 * Null when the send may go; else the refusal to show: a country outside the tenant's list is a field
 * error on the number, a budget spent or the backoff SPEC §8's rate-limit message with the time left.
 */
export async function refuseSend(send: PhoneSend, traceToken: string): Promise<Refusal | null> {
  if ('e164' in send.to && !isCountryAllowed(send.tenant, send.to.e164)) {
    refused(send, 'country', traceToken);
    return { errors: { phoneNumber: 'countryNotAllowed' } };
  }
  const keys = keysOf(send);
  const budgets = budgetsOf(send.tenant);
  const waits = await Promise.all([
    retryAfter(WAIT, keys.series).then((wait) => ({ reason: 'backoff' as const, wait })),
    retryAfter(budgets.tenant, keys.tenant).then((wait) => ({ reason: 'tenant-budget' as const, wait })),
    keys.prefix ? retryAfter(budgets.prefix, keys.prefix).then((wait) => ({ reason: 'prefix-budget' as const, wait })) : undefined,
  ]);
  const longest = waits.reduce((a, b) => (b && b.wait > (a?.wait ?? 0) ? b : a), undefined);
  if (!longest || longest.wait === 0) return null;
  refused(send, longest.reason, traceToken);
  return { errors: { form: 'rateLimited' }, detail: { retryIn: longest.wait } };
}

/** Counts a send that went out: against the tenant's hour, its prefix's, and its backoff series. */
export async function recordSend(send: PhoneSend): Promise<void> {
  const keys = keysOf(send);
  const budgets = budgetsOf(send.tenant);
  const [series] = await Promise.all([
    limiter(SERIES).consume(keys.series),
    count(budgets.tenant, keys.tenant),
    keys.prefix ? count(budgets.prefix, keys.prefix) : undefined,
  ]);
  const wait = backoffSeconds(series.consumedPoints);
  if (wait > 0) await limiter(WAIT).block(keys.series, wait);
}

/** Counted and logged without the number: at most its country and a digest of its prefix. */
function refused({ tenant, to }: PhoneSend, reason: SendRefusal, traceToken: string): void {
  metrics().phoneSendsRefused.inc({ reason });
  const where = 'e164' in to ? { country: countryOfNumber(to.e164), prefix: createHash('sha256').update(prefixOf(to.e164)).digest('hex').slice(0, 10) } : {};
  logger.warn({ traceToken, tenant: tenant.code, reason, ...where }, 'text or voice send refused by the SMS-pumping guard');
}

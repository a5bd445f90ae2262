// Keycard's guard against SMS pumping (issue 26): someone who can reach a sign-in page can have codes
// sent to numbers whose calls and texts earn them money, over and over, from many addresses, so
// per-address limits do not hold them. Per tenant, this guard keeps text messages and calls to the
// tenant's countries, within a budget an hour for the tenant and for each destination prefix (a number
// without its last three digits: the block a premium-rate range is sold in), and backs off sends to
// one number. It is checked before the upstream is asked, beside the upstream's countdown and Keycard's
// per-(user, address) limits (lib/limits/mfa.ts). A send reserves its place in the budgets before the
// upstream is asked, and is given back when it did not go out (issue 36: no burst gets past a budget).
import 'server-only';
import { createHmac } from 'node:crypto';
import { config } from '../config';
import { limitedAddress } from '../limits/address';
import { giveBack, limiter, reserve, retryAfter, type Budget } from '../limits/store';
import { logger } from '../logger';
import { metrics } from '../metrics';
import type { PhoneDelivery } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';
import type { Refusal } from '../validation/form-schema';
import { allowedCountries } from './countries';
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
  to: { e164: string } | { userUuid: string; deliveryType: PhoneDelivery; address: string | undefined };
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
    // A registered phone by its user, and the address asking (security review L1: sends asked from
    // elsewhere do not start the owner's backoff): texts and calls to it are one series (alternating
    // them gains nothing). A registered phone is the user's own: pumping needs a number registered first.
    series: 'e164' in to ? `${tenant.code} ${to.e164}` : `${tenant.code} ${to.userUuid} ${limitedAddress(to.address)}`,
  };
}

function budgetsOf(tenant: Tenant) {
  const policy = tenant.phoneSends ?? DEFAULT_PHONE_SENDS;
  return { tenant: tenantBudget(policy.sendsPerHour), prefix: prefixBudget(policy.sendsPerPrefixPerHour) };
}

/**
 * Whether the tenant's texts and calls may go to this number's country (`allowedCountries`: its
 * policy's, else its home country, else any). Never a non-geographic number but with no rule at all.
 */
export function isCountryAllowed(tenant: Pick<Tenant, 'phoneSends' | 'country'>, e164: string): boolean {
  const countries = allowedCountries(tenant);
  if (!countries) return true;
  const country = countryOfNumber(e164);
  return country !== undefined && countries.includes(country);
}

/**
 * Reserves a send's place in the tenant's and the prefix's hour before the upstream is asked. Refused:
 * a country outside the tenant's list is a field error on the number, a budget spent or the backoff
 * SPEC §8's rate-limit message with the time left. Else settled once the upstream has answered: a send
 * that went out counts (and moves its number's backoff on), one that did not is given back.
 */
export async function reserveSend(send: PhoneSend): Promise<{ refused: Refusal } | { settle: (wentOut: boolean) => Promise<void> }> {
  if ('e164' in send.to && !isCountryAllowed(send.tenant, send.to.e164)) {
    refused(send, 'country');
    return { refused: { errors: { phoneNumber: 'countryNotAllowed' } } };
  }
  const keys = keysOf(send);
  const budgets = budgetsOf(send.tenant);
  const [backoff, tenantHour, prefixHour] = await Promise.all([
    retryAfter(WAIT, keys.series),
    reserve(budgets.tenant, keys.tenant),
    keys.prefix ? reserve(budgets.prefix, keys.prefix) : undefined,
  ]);
  const release = () => Promise.all([giveBack(budgets.tenant, keys.tenant), keys.prefix ? giveBack(budgets.prefix, keys.prefix) : undefined]);
  const waits = [
    { reason: 'backoff' as const, wait: backoff },
    { reason: 'tenant-budget' as const, wait: tenantHour.wait },
    { reason: 'prefix-budget' as const, wait: prefixHour?.wait ?? 0 },
  ];
  const longest = waits.reduce((a, b) => (b.wait > a.wait ? b : a));
  if (longest.wait > 0) {
    await release();
    refused(send, longest.reason);
    return { refused: { errors: { form: 'rateLimited' }, detail: { retryIn: longest.wait } } };
  }
  return {
    async settle(wentOut) {
      if (!wentOut) {
        await release();
        return;
      }
      const series = await limiter(SERIES).consume(keys.series);
      const wait = backoffSeconds(series.consumedPoints);
      if (wait > 0) await limiter(WAIT).block(keys.series, wait);
    },
  };
}

/**
 * Counted and logged without the number: at most its country and a keyed digest of its prefix (an
 * HMAC under the server's secret: an unsalted hash of a prefix is undone by trying them all, security
 * review L7), enough to see one prefix pumped across log lines.
 */
function refused({ tenant, to }: PhoneSend, reason: SendRefusal): void {
  metrics().phoneSendsRefused.inc({ reason });
  const where =
    'e164' in to
      ? {
          country: countryOfNumber(to.e164),
          prefix: createHmac('sha256', config().sessionSecrets[0]!)
            .update(`keycard/log/prefix\n${prefixOf(to.e164)}`)
            .digest('hex')
            .slice(0, 12),
        }
      : {};
  logger.warn({ tenant: tenant.code, reason, ...where }, 'text or voice send refused by the SMS-pumping guard');
}

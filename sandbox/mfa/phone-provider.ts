// The sandbox's messaging provider: text messages and voice calls land in the outbox, except to the
// documented magic numbers, each of which fails one way SPEC §8 names (with a provider code in the
// style of real SMS gateways, shown in brackets by Keycard). The numbers are from the Australian
// regulator's ranges reserved for fiction, so no real phone is ever "called". One UK block plays a
// premium-rate range, for the demo and tests of SMS pumping (issue 26).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PhoneDelivery } from '../../lib/upstream/contract';
import { HttpError } from '../http/replies';
import type { Outbox } from '../lifecycle/outbox';

export type ProviderFailure = { code: string; providerCode: string; voiceOnly?: true };

/** E.164 → the failure the provider answers. The README lists them. */
export const MAGIC_NUMBERS: Readonly<Record<string, ProviderFailure>> = {
  '+61491570006': { code: 'PhoneNumberBlocked', providerCode: '21610' },
  '+61491570156': { code: 'UndeliverableRetryable', providerCode: '30003' },
  '+61491570157': { code: 'Undeliverable', providerCode: '30005' },
  '+61491570158': { code: 'InvalidPhoneNumber', providerCode: '21211' },
  '+61491570159': { code: 'ProviderError', providerCode: '30008' },
  // SPEC §8: voice code 107, "The line is busy." A text message to it is delivered.
  '+61491570110': { code: 'LineBusy', providerCode: '107', voiceOnly: true },
};

/**
 * The premium-rate range: +44 7400 123000 to +44 7400 123999, the block of libphonenumber's own example
 * UK mobile. Pumping uses numbers that look like mobiles, so Keycard takes these for mobiles; messages
 * to them are delivered, and marked premium in the outbox so that a test can count what a run cost.
 * (Ofcom's mobile range for drama, 07700 900xxx, is no valid mobile to libphonenumber: Keycard refuses
 * those numbers outright, which would show nothing of the budgets.)
 */
export const PREMIUM_RATE_PREFIX = '+447400123';

export const isPremiumRate = (e164: string): boolean => e164.startsWith(PREMIUM_RATE_PREFIX) && /^\d{3}$/.test(e164.slice(PREMIUM_RATE_PREFIX.length));

/**
 * Statuses the failures answer with: the number is at fault (422), the line (409), or the provider
 * (424 Failed Dependency: not 502-504, which mean "the upstream itself could not be reached").
 */
const STATUS: Record<string, number> = {
  PhoneNumberBlocked: 422,
  UndeliverableRetryable: 424,
  Undeliverable: 422,
  InvalidPhoneNumber: 422,
  ProviderError: 424,
  LineBusy: 409,
};

/** The provider's refusal as the contract's error body, its own code in `providerCode`. */
export class ProviderRefusal extends HttpError {
  constructor(failure: ProviderFailure) {
    super(STATUS[failure.code] ?? 424, failure.code, undefined, { providerCode: failure.providerCode });
  }
}

/** A gateway's answer to a text for a number that is no mobile (a landline, VoIP, a pager): Twilio's 21614. */
export const NOT_A_MOBILE: ProviderFailure = { code: 'Undeliverable', providerCode: '21614' };

/** Whether a text can reach the number: a mobile, or a number that may be one (security review M3, as Keycard decides). */
function takesTexts(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

export function deliverCode(outbox: Outbox, o: { to: string; via: PhoneDelivery; code: string; brand: string; host: string; minutes: number }): void {
  const failure = MAGIC_NUMBERS[o.to];
  if (failure && (o.via === 'voice' || !failure.voiceOnly)) throw new ProviderRefusal(failure);
  // A registered landline asked for a text at its verification (Keycard cannot see the number then).
  if (o.via === 'sms' && !takesTexts(o.to)) throw new ProviderRefusal(NOT_A_MOBILE);
  const premium = isPremiumRate(o.to) ? { premium: true as const } : {};
  if (o.via === 'sms') {
    // The last line is WebOTP's (origin-bound one-time codes): the phone offers the code to that host only.
    const text = `${o.code} is your ${o.brand} verification code. It expires in ${o.minutes} minutes.\n\n@${o.host} #${o.code}`;
    outbox.send({ to: o.to, kind: 'sms', subject: 'Text message', text, links: [], ...premium });
  } else {
    const spoken = o.code.split('').join(', ');
    const text = `Hello from ${o.brand}. Your verification code is: ${spoken}. Again: ${spoken}.`;
    outbox.send({ to: o.to, kind: 'voice', subject: 'Voice call', text, links: [], ...premium });
  }
}

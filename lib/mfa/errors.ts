// SPEC §8's MFA messages: an upstream refusal → the message key a screen shows, with the provider's
// code (shown in brackets) and the countdown (seconds) in its detail where the upstream gave them.
// One table; the screens and handlers never look at codes or statuses themselves.
import type en from '../../messages/en.json';
import { isUpstreamError } from '../upstream/errors';
import type { FormDetail, FormErrors, Refusal } from '../validation/form-schema';

type MfaMessageKey = keyof (typeof en)['mfa']['errors'];

/** Upstream code → message key (in `mfa.errors`). Anything else is SPEC's generic MFA message. */
export const MFA_ERROR_MESSAGES: Readonly<Record<string, MfaMessageKey>> = {
  InvalidCode: 'invalidCode',
  ChallengeNotFound: 'codeExpired',
  // A text or voice code is void until a new one is sent; the app waits out its lock (a countdown).
  TooManyAttempts: 'maxAttempts',
  RateLimited: 'rateLimited',
  PhoneNumberBlocked: 'phoneBlocked',
  UndeliverableRetryable: 'undeliverableRetry',
  Undeliverable: 'undeliverable',
  InvalidPhoneNumber: 'providerInvalidNumber',
  ProviderError: 'providerError',
  LineBusy: 'lineBusy',
};

/** Where the error belongs: the code field for a refused code, the form for the rest. */
const CODE_FIELD_ERRORS = new Set<MfaMessageKey>(['invalidCode']);

/** The refusal to show for an MFA call that failed; null when it is not the upstream's refusal (the route's own handling applies). */
export function mfaRefusal(err: unknown): Refusal | null {
  if (!isUpstreamError(err) || err.kind !== 'http' || err.isNetwork || err.code === 'TokenInvalid') return null;
  const { remainingSeconds, providerCode } = err.details;
  // The app's lock comes with a countdown: then it reads as SPEC's rate-limit message.
  const key = err.code === 'TooManyAttempts' && remainingSeconds !== undefined ? 'rateLimited' : (MFA_ERROR_MESSAGES[err.code] ?? 'generic');
  const detail: FormDetail = {
    ...(remainingSeconds !== undefined ? { retryIn: retryInOf({ retryIn: remainingSeconds }) } : {}),
    ...(providerCode !== undefined ? { providerCode } : {}),
  };
  return { errors: CODE_FIELD_ERRORS.has(key) ? { code: key } : { form: key }, ...(Object.keys(detail).length ? { detail } : {}) };
}

/** Did the upstream refuse the code itself (wrong, or tried while locked), as opposed to its challenge or a fault? */
export function isRefusedCode(errors: FormErrors): boolean {
  return errors.code === 'invalidCode' || errors.form === 'maxAttempts' || errors.form === 'rateLimited';
}

/** A refusal with a countdown, or a code void until a new one is sent, is "too many" (429); the rest 422. */
export function refusalStatus(refusal: Refusal): 422 | 429 {
  return refusal.detail?.retryIn !== undefined || refusal.errors.form === 'maxAttempts' ? 429 : 422;
}

/** The countdown a refusal's detail carries, in whole seconds, at most a day (0 when none). */
export function retryInOf(detail: FormDetail | undefined): number {
  const n = detail?.retryIn ?? 0;
  return Number.isFinite(n) && n > 0 ? Math.min(Math.ceil(n), 24 * 60 * 60) : 0;
}

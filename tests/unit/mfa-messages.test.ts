// SPEC §8's MFA messages: every upstream refusal maps to the message a user sees, with the
// provider's code and the countdown carried in its detail, beside the errors; and the countdown's clock wording.
import en from '@/messages/en.json';
import { clockAt, clockIn, secondsUntil } from '@/lib/clock';
import { MFA_ERROR_MESSAGES, mfaRefusal, refusalStatus, retryInOf } from '@/lib/mfa/errors';
import { MFA_ERRORS } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';

const http = (code: string, status = 422, details?: { remainingSeconds?: number; providerCode?: string }) =>
  new UpstreamError('http', code, status, { details });

describe('upstream refusal → message', () => {
  test.each([
    ['InvalidCode', 400, undefined, { errors: { code: 'invalidCode' } }, 'Invalid code. Please try again.'],
    ['ChallengeNotFound', 404, undefined, { errors: { form: 'codeExpired' } }, 'This code is no longer valid. Please ask for a new one.'],
    ['TooManyAttempts', 429, undefined, { errors: { form: 'maxAttempts' } }, "You've exceeded the maximum number of attempts. Please resend the code."],
    // The app's lock has a countdown: SPEC's rate-limit message with it.
    [
      'TooManyAttempts',
      429,
      { remainingSeconds: 300 },
      { errors: { form: 'rateLimited' }, detail: { retryIn: 300 } },
      'Sorry, you have attempted this too often. Please wait, then try again.',
    ],
    [
      'RateLimited',
      429,
      { remainingSeconds: 27 },
      { errors: { form: 'rateLimited' }, detail: { retryIn: 27 } },
      'Sorry, you have attempted this too often. Please wait, then try again.',
    ],
    [
      'PhoneNumberBlocked',
      422,
      { providerCode: '21610' },
      { errors: { form: 'phoneBlocked' }, detail: { providerCode: '21610' } },
      'This phone number is blocked. Please contact support.',
    ],
    [
      'UndeliverableRetryable',
      424,
      { providerCode: '30003' },
      { errors: { form: 'undeliverableRetry' }, detail: { providerCode: '30003' } },
      "We couldn't deliver the code to this number. Please try again later.",
    ],
    [
      'Undeliverable',
      422,
      { providerCode: '30005' },
      { errors: { form: 'undeliverable' }, detail: { providerCode: '30005' } },
      "We can't deliver codes to this number. Please contact support.",
    ],
    [
      'InvalidPhoneNumber',
      422,
      { providerCode: '21211' },
      { errors: { form: 'providerInvalidNumber' }, detail: { providerCode: '21211' } },
      "This phone number doesn't exist. Please check it.",
    ],
    [
      'ProviderError',
      424,
      { providerCode: '30008' },
      { errors: { form: 'providerError' }, detail: { providerCode: '30008' } },
      'Our messaging provider had an unexpected error. Please try again later.',
    ],
    ['LineBusy', 409, { providerCode: '107' }, { errors: { form: 'lineBusy' }, detail: { providerCode: '107' } }, 'The line is busy.'],
    // Anything else the upstream says is SPEC's generic MFA message.
    ['SomethingNew', 400, undefined, { errors: { form: 'generic' } }, 'Unknown error. Please try again later.'],
  ])('%s (%i) → %j', (code, status, details, refusal, text) => {
    expect(mfaRefusal(http(code, status, details))).toEqual(refusal);
    const errors: Record<string, string> = refusal.errors;
    const key = errors.form ?? errors.code!;
    expect(en.mfa.errors[key as keyof typeof en.mfa.errors]).toBe(text);
  });

  test('every error code the contract declares has its message', () => {
    const unmapped = Object.keys(MFA_ERRORS).filter((code) => !(code in MFA_ERROR_MESSAGES));
    // The contract's own guards are not the user's doing: they read as the generic message.
    expect(unmapped.sort()).toEqual(['NoMfaDevice', 'OriginNotAllowed', 'StepRequired']);
    for (const key of Object.values(MFA_ERROR_MESSAGES)) expect(en.mfa.errors).toHaveProperty(key);
  });

  test.each([
    ['no answer at all', new UpstreamError('network', 'NetworkError')],
    ['a gateway that could not reach the upstream', http('Http503', 503)],
    ['a refused session token (the route signs the user out)', http('TokenInvalid', 401)],
    ['not an upstream error', new Error('bug')],
  ])('%s is left to the route (network message, sign-out, error page)', (_name, err) => {
    expect(mfaRefusal(err)).toBeNull();
  });

  test('the countdown a refusal carries, bounded', () => {
    expect(retryInOf({ retryIn: 42 })).toBe(42);
    expect(retryInOf({ retryIn: 41.2 })).toBe(42);
    expect(retryInOf({ retryIn: -5 })).toBe(0);
    expect(retryInOf({ retryIn: Number.NaN })).toBe(0);
    expect(retryInOf({ retryIn: 9999999 })).toBe(86400);
    expect(retryInOf({ providerCode: '21610' })).toBe(0);
    expect(retryInOf(undefined)).toBe(0);
  });

  test('a refusal with a countdown, or a code void until a new one is sent, is "too many" (429)', () => {
    expect(refusalStatus({ errors: { form: 'rateLimited' }, detail: { retryIn: 0 } })).toBe(429);
    expect(refusalStatus({ errors: { form: 'maxAttempts' } })).toBe(429);
    expect(refusalStatus({ errors: { form: 'phoneBlocked' }, detail: { providerCode: '21610' } })).toBe(422);
  });
});

describe('the countdown as a clock time (the page without JavaScript)', () => {
  const at = Date.UTC(2026, 10, 23, 9, 5, 7);
  test.each([
    ['en', '09:05:07 UTC'],
    ['de', '09:05:07 UTC'],
    ['id', '09.05.07 UTC'],
  ])('%s reads %s, in UTC and saying so', (locale, text) => {
    expect(clockAt(at, locale)).toBe(text);
  });

  test('seconds until a moment, and no clock without a countdown', () => {
    expect(secondsUntil(at + 41_200, at)).toBe(42);
    expect(secondsUntil(at - 1000, at)).toBe(0);
    expect(secondsUntil(undefined, at)).toBe(0);
    expect(clockIn(0, 'en')).toBeUndefined();
    expect(clockIn(30, 'en')).toMatch(/^\d\d:\d\d:\d\d UTC$/);
  });
});

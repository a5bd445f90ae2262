// What every part of the upstream contract shares: locales, URL and error shapes, header names.
import { z } from 'zod';

export const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'th', 'id'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const Url = z.url();

export const TRACE_TOKEN_HEADER = 'trace-token';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Optional request headers SPEC §3 names for POST /authenticate. */
export const MOBILE_DEVICE_ID_HEADER = 'x-mobile-device-id';
export const REDIRECT_URI_HEADER = 'x-redirect-uri';

/** Every non-2xx answer carries this body; `code` is SPEC §8's error code where it names one. */
export const ErrorBody = z.object({
  code: z.string().min(1),
  message: z.string().optional(),
  /** A countdown that comes with the refusal (MFA rate and attempt limits, SPEC §3 remainingSeconds). */
  remainingSeconds: z.number().int().min(0).optional(),
  /** A third party's own error code (the messaging provider's), shown in brackets (SPEC §8). */
  providerCode: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,16}$/)
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The code of a 400 for a body that is not JSON or breaks the request schema (where no issue names its own). */
export const BAD_REQUEST = 'BadRequest';

/** A user's upstream token in a body: never logged, never sent to the browser. */
export const TokenBody = z.object({ token: z.string().min(1) });

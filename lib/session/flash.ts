// One-shot values for the next page (DESIGN §6), sealed, one minute: a refused form's errors and
// values (never passwords), or a notice. A flash is addressed to one page path: only that page reads
// it, and the proxy expires it on the response that renders that page, so a reload shows nothing stale.
import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { getRequestContext } from '../request-context';
import { STRENGTH_SUGGESTIONS, STRENGTH_WARNINGS } from '../passwords/feedback';
import type { FormDetail, FormErrors } from '../validation/form-schema';
import { sealedCookie, type SetCookie } from './seal';

/** How many fields of a refused form travel back, and how long each may be. */
export const MAX_FLASH_FIELDS = 8;
export const MAX_FLASH_VALUE = 512;

// Message keys we wrote ourselves (the flash is sealed): typed as such, not checked again.
const Messages = z
  .record(z.string().max(32), z.string().max(64))
  .refine((r) => Object.keys(r).length <= MAX_FLASH_FIELDS)
  .transform((r) => r as FormErrors);

const Detail = z.object({
  retryIn: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .optional(),
  providerCode: z.string().max(32).optional(),
  country: z.object({ value: z.string().regex(/^[A-Z]{2}$/), label: z.string().max(128), name: z.string().max(96) }).optional(),
  strength: z
    .object({
      score: z.number().int().min(0).max(4),
      warning: z.enum(STRENGTH_WARNINGS).optional(),
      suggestions: z.array(z.enum(STRENGTH_SUGGESTIONS)).max(STRENGTH_SUGGESTIONS.length),
    })
    .optional(),
}) satisfies z.ZodType<FormDetail>;

export const Flash = z.object({
  /** The page this flash is for (a path, no query). */
  to: z.string().startsWith('/').max(128),
  /** A refused form's field errors (message keys) and values other than passwords. */
  errors: Messages.optional(),
  /** What details the refusal: the countdown, a third party's code, a refused phone number's country. */
  detail: Detail.optional(),
  values: z
    .record(z.string().max(32), z.string().max(MAX_FLASH_VALUE))
    .refine((r) => Object.keys(r).length <= MAX_FLASH_FIELDS)
    .optional(),
  /** Set when authorisation failed: the next /login must not try a silent sign-in (DESIGN §5). */
  skipSilent: z.literal(true).optional(),
  /** The application the next sign-in returns to, kept across logout. */
  redirectUri: z.string().max(2048).optional(),
  /** A one-shot notice for the next page, e.g. "sent again". */
  notice: z.string().max(64).optional(),
  /** Where verify-e-mail success goes after its message (from the upstream, never from a URL). */
  homepageUrl: z.string().max(2048).optional(),
  /**
   * Issue 39: what a manager's action gave to hand over, shown once on its slip: a temporary pass (its
   * expiry, and whether it serves one login) or a new badge's code. Sealed like every flash, a minute
   * at most, and gone once the slip is shown (the proxy expires it), so a reload or the back button
   * does not show it again.
   */
  slip: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('pass'), code: z.string().max(24), expiresAt: z.iso.datetime(), once: z.boolean() }),
      z.object({ kind: z.literal('badge'), code: z.string().max(24) }),
    ])
    .optional(),
});
export type Flash = z.infer<typeof Flash>;

export const flash = sealedCookie('flash', Flash);

export function flashCookie(data: Flash): Promise<SetCookie> {
  return flash.write(data);
}

/** The flash addressed to the page being rendered (the proxy consumed it and signed it over), or null. */
export const getFlash = cache(async (): Promise<Flash | null> => {
  const { path, flash: value } = await getRequestContext();
  const found = await flash.read(value ?? undefined);
  return found && found.to === path ? found : null;
});

/** A refused form's errors and values, for the page it was posted from. */
export async function getFormFlash(): Promise<{ errors?: FormErrors; detail?: FormDetail; values?: Record<string, string> }> {
  const found = await getFlash();
  return { errors: found?.errors, detail: found?.detail, values: found?.values };
}

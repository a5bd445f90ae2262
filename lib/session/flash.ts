// One-shot values that survive a redirect (DESIGN §6): a form's values other than passwords, or a
// return target. Sealed, one minute.
import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { COOKIE, MAX_AGE, cookieOptions, expiredCookieOptions } from './cookies';
import { seal, unseal } from './seal';
import type { SetCookie } from './session';

export const Flash = z.object({
  email: z.string().max(254).optional(),
  /** Set when authorisation failed: the next /login must not try a silent sign-in (DESIGN §5). */
  skipSilent: z.boolean().optional(),
  redirectUri: z.string().max(2048).optional(),
  /** A refused form's page (its path), field errors (message keys) and values other than passwords. */
  form: z.string().max(128).optional(),
  errors: z.record(z.string(), z.string().max(64)).optional(),
  values: z.record(z.string(), z.string().max(512)).optional(),
  /** A one-shot notice for the next page, e.g. "sent again". */
  notice: z.string().max(64).optional(),
  /** Where verify-e-mail success goes after its message (from the upstream, never from a URL). */
  homepageUrl: z.string().max(2048).optional(),
});
export type Flash = z.infer<typeof Flash>;

export async function flashCookie(data: Flash): Promise<SetCookie> {
  return { name: COOKIE.flash, value: await seal(data, MAX_AGE.flash), options: cookieOptions('flash') };
}

export function clearFlashCookie(): SetCookie {
  return { name: COOKIE.flash, value: '', options: expiredCookieOptions('flash') };
}

export async function openFlash(value: string | undefined): Promise<Flash | null> {
  return unseal(value, Flash, MAX_AGE.flash);
}

export const getFlash = cache(async (): Promise<Flash | null> => openFlash((await cookies()).get(COOKIE.flash)?.value));

/** A refused form's errors and values, for the page at `path` only: never another form's. */
export async function getFormFlash(path: string): Promise<{ errors?: Record<string, string>; values?: Record<string, string> }> {
  const flash = await getFlash();
  return flash?.form === path ? { errors: flash.errors, values: flash.values } : {};
}

/** SPEC §4's must-log-out: the link to come back to after logging out, sealed, ten minutes. */
export async function returnToCookie(path: string): Promise<SetCookie> {
  return { name: COOKIE.returnTo, value: await seal({ path }, MAX_AGE.returnTo), options: cookieOptions('returnTo') };
}

export function clearReturnToCookie(): SetCookie {
  return { name: COOKIE.returnTo, value: '', options: expiredCookieOptions('returnTo') };
}

export async function openReturnTo(value: string | undefined): Promise<string | null> {
  return (await unseal(value, z.object({ path: z.string().max(1024) }), MAX_AGE.returnTo))?.path ?? null;
}

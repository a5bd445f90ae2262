// The signed-in session (DESIGN §6): the upstream token, a small identity snapshot, stored redirect
// URIs and flow flags, sealed in `__Host-session`. Kept small: iron-session refuses over 4 KB.
import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { IDENTITY_PROVIDERS, USER_TYPES, type UserIdentity } from '../upstream/contract';
import { PURPOSES } from '../flows/purposes';
import { COOKIE, MAX_AGE, cookieOptions, type CookieOptions } from './cookies';
import { logger } from '../logger';
import { seal, unseal } from './seal';

export const SessionData = z.object({
  v: z.literal(1),
  token: z.string(),
  tenantCode: z.string(),
  identity: z.object({
    uuid: z.string(),
    email: z.string(),
    type: z.enum(USER_TYPES),
    state: z.string(),
    locale: z.string().nullable(),
    emailVerificationRequired: z.boolean(),
    defaultRedirectUri: z.string().nullable(),
    passwordExpiryInDays: z.number().nullable(),
    passwordChangeWarningInDays: z.number().nullable(),
    mfaRequiredByRemainingInDays: z.number().nullable(),
    partnerCode: z.string().nullable(),
    provider: z.enum(IDENTITY_PROVIDERS),
    hasPasskeys: z.boolean(),
  }),
  redirectUri: z.string().optional(),
  passkeyRedirectUri: z.string().optional(),
  mfaResetRedirectUri: z.string().optional(),
  mfaSetupRedirectUri: z.string().optional(),
  iid: z.string().optional(),
  purpose: z.enum(PURPOSES).optional(),
  applyMfa: z.boolean().optional(),
  temporaryMfaSetup: z.boolean().optional(),
  passwordWarningSkipped: z.boolean().optional(),
  createdAt: z.number(),
});
export type SessionData = z.infer<typeof SessionData>;

export function snapshotOf(identity: UserIdentity): SessionData['identity'] {
  return {
    uuid: identity.uuid,
    email: identity.email,
    type: identity.type,
    state: identity.state,
    locale: identity.locale,
    emailVerificationRequired: identity.emailVerificationRequired,
    defaultRedirectUri: identity.defaultRedirectUri,
    passwordExpiryInDays: identity.passwordExpiryInDays,
    passwordChangeWarningInDays: identity.passwordChangeWarningInDays,
    mfaRequiredByRemainingInDays: identity.mfaRequiredByRemainingInDays,
    partnerCode: identity.partnerCode,
    provider: identity.provider,
    hasPasskeys: identity.passkeys.length > 0,
  };
}

export async function openSession(value: string | undefined): Promise<SessionData | null> {
  return unseal(value, SessionData, MAX_AGE.session);
}

export type SetCookie = { name: string; value: string; options: CookieOptions };

/** Browsers drop a cookie whose name, value and attributes pass 4096 bytes. */
export const COOKIE_BUDGET = 4096;
const ATTRIBUTES_ALLOWANCE = 80; // "; Max-Age=2592000; Path=/; Secure; HttpOnly; SameSite=None"

/** What may be shed, least needed first, when an extreme session would not fit in one cookie. */
const SHEDDABLE = ['mfaResetRedirectUri', 'passkeyRedirectUri', 'mfaSetupRedirectUri', 'iid'] as const;

export async function sessionCookie(data: SessionData): Promise<SetCookie> {
  // SPEC §6: a partner user's session must survive the partner app's cross-site return.
  const partnerCrossSite = data.identity.partnerCode !== null && (data.purpose === 'for-mfa-verification' || data.purpose === 'reauth');
  const options = cookieOptions('session', { partnerCrossSite });
  let current: SessionData = data;
  let value = await seal(current, MAX_AGE.session);
  for (const field of SHEDDABLE) {
    if (COOKIE.session.length + 1 + value.length + ATTRIBUTES_ALLOWANCE <= COOKIE_BUDGET) break;
    if (current[field] === undefined) continue;
    current = { ...current, [field]: undefined };
    value = await seal(current, MAX_AGE.session);
  }
  if (COOKIE.session.length + 1 + value.length + ATTRIBUTES_ALLOWANCE > COOKIE_BUDGET) {
    // The browser will drop it and the user will land on Root: at least the operator will know why.
    logger.error({ bytes: value.length }, 'session cookie over 4 KB even after shedding stored URIs');
  }
  return { name: COOKIE.session, value, options };
}

/** The session of the current request, for pages and route handlers alike. */
export const getSession = cache(async (): Promise<SessionData | null> => {
  const jar = await cookies();
  return openSession(jar.get(COOKIE.session)?.value);
});

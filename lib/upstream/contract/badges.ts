// Issue 38's badges: a badge code (80 random bits, Crockford's base 32) and a PIN the person chooses
// at first use. Reading a badge and setting its first PIN are asked by Keycard for someone at the
// sign-in page (the badge itself is what they hold); the PIN is checked by the IdP's credential
// endpoint like a password (BADGE_REALM), so a badge sign-in ends in the same ID token and the same
// upstream answer. Issuing, revoking and resetting a badge are a manager's (issue 39), for a person of
// a property they manage, after a recent sign-in like the security page's changes.
import { z } from 'zod';
import { codesFrom, endpoints } from './endpoint';
import { CLIENT_IP_HEADER } from './mfa';
import { SECURITY_ERRORS } from './security';

/** A badge code as stored and sent: 16 characters of Crockford's alphabet, no separators (lib/badges/codes.ts reads it). */
export const BadgeCode = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{16}$/, 'a badge code: 16 characters of Crockford base 32, upper case, no separators');
/** The PIN as chosen: the upstream checks issue 38's rule again (it alone knows the last PIN). */
export const BadgePin = z.string().regex(/^[0-9]{6,8}$/, '6 to 8 digits');

export const BADGE_ERRORS = {
  UnknownBadge: 'no badge of this tenant has this code',
  BadgeRevoked: 'the badge was revoked (or replaced): it signs no one in any more',
  PinAlreadySet: "the badge has a PIN: only a manager's reset lets a new one be chosen",
  PinRefused: "the PIN breaks issue 38's rule (6 to 8 digits, no run or repeat, not the badge code's digits); `message` names which",
  PinReused: "the PIN is the one a manager's reset forgot",
  UnknownUser: "no such person among those of the properties the token's user manages",
  ...SECURITY_ERRORS,
} as const;
const codes = codesFrom(BADGE_ERRORS);

/** What the sign-in page may show of a badge's owner before the PIN: enough to say "Not you?", no more. */
export const BadgeHolder = z.object({
  /** The owner's first name, where the upstream has one. */
  firstName: z.string().min(1).max(64).nullable(),
  /** The owner's e-mail with most of its local part hidden (k•••@seaside.test). */
  maskedEmail: z.string().min(3).max(254),
  /** False at first use and after a manager's reset: the person chooses a PIN first. */
  pinSet: z.boolean(),
});
export type BadgeHolder = z.infer<typeof BadgeHolder>;

const BadgeAt = z.object({ tenantCode: z.string().min(1).max(64), badgeCode: BadgeCode });

export const badgeEndpoints = endpoints({
  lookupBadge: {
    method: 'POST',
    path: '/badges/lookup',
    summary: 'Whose a badge is, as the sign-in page may show it (first name, masked e-mail), and whether its PIN is chosen; a revoked badge is 410',
    request: BadgeAt,
    response: z.object({ data: BadgeHolder }),
    errors: { 404: 'UnknownBadge', 410: 'BadgeRevoked' },
    retry: 'safe',
  },
  setBadgePin: {
    method: 'POST',
    path: '/badges/pin',
    summary:
      "The badge's first PIN (or the first after a manager's reset), chosen by the person holding it; checked against issue 38's rule, the badge code's digits and the last PIN",
    request: BadgeAt.extend({ pin: BadgePin }),
    // Both refusals of the PIN itself are 422: the body's code says which.
    errors: { 404: 'UnknownBadge', 410: 'BadgeRevoked', 409: 'PinAlreadySet' },
    codes: codes('PinRefused', 'PinReused'),
    retry: 'safe',
  },
  issueBadge: {
    method: 'POST',
    path: '/users/{uuid}/badge',
    summary:
      "A new badge for one of the manager's people (after a recent sign-in): its code, grouped for printing, answered once; the person's last badge stops at once and the new one waits for its PIN",
    response: z.object({ data: z.object({ badgeCode: z.string().min(16).max(24) }) }),
    errors: { 401: 'TokenInvalid', 404: 'UnknownUser' },
    codes: codes('ReauthRequired', 'StepRequired'),
    bearer: true,
    headers: [CLIENT_IP_HEADER],
    retry: 'safe',
  },
  revokeBadge: {
    method: 'DELETE',
    path: '/users/{uuid}/badge',
    summary: "The person's badge stops at once (after a recent sign-in by their manager)",
    errors: { 401: 'TokenInvalid', 404: 'UnknownUser' },
    codes: codes('ReauthRequired', 'StepRequired', 'UnknownBadge'),
    bearer: true,
    headers: [CLIENT_IP_HEADER],
    retry: 'safe',
  },
  resetBadgePin: {
    method: 'POST',
    path: '/users/{uuid}/badge/reset-pin',
    summary:
      "The badge's PIN is forgotten and its refused PINs with it (after a recent sign-in by the person's manager): the next use chooses a new PIN, not the last one",
    errors: { 401: 'TokenInvalid', 404: 'UnknownUser' },
    codes: codes('ReauthRequired', 'StepRequired', 'UnknownBadge'),
    bearer: true,
    headers: [CLIENT_IP_HEADER],
    retry: 'safe',
  },
  unlockBadge: {
    method: 'POST',
    path: '/users/{uuid}/badge/unlock',
    summary: "The badge's refused PINs are forgotten (after ten, only this lifts the lock); its PIN stays",
    errors: { 401: 'TokenInvalid', 404: 'UnknownUser' },
    codes: codes('ReauthRequired', 'StepRequired', 'UnknownBadge'),
    bearer: true,
    headers: [CLIENT_IP_HEADER],
    retry: 'safe',
  },
});

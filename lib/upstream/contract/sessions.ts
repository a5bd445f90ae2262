// Issue 40: where the account is signed in (each sign-in, and ending one), what happened to it in the
// last 30 days, and the e-mail a sign-in from a new browser sends with its "This wasn't me" link.
// Keycard tells the upstream what it knows of the browser at each sign-in (`SignInClient`); the
// upstream keeps it with the sign-in, lists it, and mails the alert.
import { z } from 'zod';
import { TokenBody } from './common';
import { codesFrom, endpoints } from './endpoint';
import { SECURITY_ERRORS } from './security';

/** The longest User-Agent kept: browsers send about 150 characters, and nothing is shown from beyond this. */
export const USER_AGENT_MAX = 512;

/**
 * What Keycard knows of the browser a sign-in comes from, sent with the sign-in (SignInContext.client);
 * the IdP's credential endpoint hears the same of a refused attempt (its forwarded-for and
 * CLIENT_USER_AGENT_HEADER).
 */
export const SignInClient = z.object({
  userAgent: z.string().max(USER_AGENT_MAX).optional(),
  /** The client's address (IPv4 or IPv6 text). */
  address: z.string().min(2).max(45).optional(),
});
export type SignInClient = z.infer<typeof SignInClient>;

/**
 * How a sign-in proved who it was. A plain string in answers: a way of signing in added later must
 * still parse (Keycard names those it knows and calls the rest "another way").
 */
export const SIGN_IN_METHODS = ['password', 'passkey', 'partner', 'badge', 'temporary-pass'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Where and how a sign-in happened, as the upstream keeps it (for a session, an attempt, an alert). */
const SignInPlace = z.object({
  method: z.string().min(1).max(32),
  userAgent: z.string().max(USER_AGENT_MAX).nullable(),
  /** Keycard names the tenant's front-desk network where the address is in one, else hides its last part. */
  address: z.string().max(45).nullable(),
});

/** One live sign-in of the account (an upstream token that has not ended). */
export const AccountSession = SignInPlace.extend({
  /** The sign-in's own id (never its token). */
  id: z.string().min(1).max(64),
  startedAt: z.iso.datetime(),
  /** When the sign-in last used the upstream (a page of Keycard's, a sign-in to an application). */
  lastUsedAt: z.iso.datetime(),
  /** The sign-in whose token asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

/** The account's activity is kept this long. */
export const ACTIVITY_DAYS = 30;
export const ACTIVITY_PAGE_SIZE = 20;

/** `signed-in`: a sign-in began; `refused`: a wrong password or temporary pass was given for the account. */
export const ACTIVITY_RESULTS = ['signed-in', 'refused'] as const;

export const ActivityEvent = SignInPlace.extend({
  at: z.iso.datetime(),
  result: z.string().min(1).max(32),
});
export type ActivityEvent = z.infer<typeof ActivityEvent>;

/** What a "This wasn't me" link is about: the sign-in its alert told of. */
export const SecurityAlert = SignInPlace.extend({ at: z.iso.datetime() });
export type SecurityAlert = z.infer<typeof SecurityAlert>;

/** A "This wasn't me" link's token, and the tenant whose host it was opened on. */
const AlertLink = TokenBody.extend({ tenantCode: z.string().min(1).max(64) });

/** Where a "This wasn't me" link opens: Keycard's confirmation page, its token in the query (`token`). */
export const NOT_ME_PATH = '/account/not-me';

/** A "This wasn't me" link lives this long, and serves once. */
export const SECURITY_ALERT_TTL_DAYS = 7;

export const SESSION_ERRORS = {
  UnknownSession: "no live sign-in of the token's user has this id (the current one ends by logging out)",
} as const;
const codes = codesFrom({ ...SECURITY_ERRORS, ...SESSION_ERRORS });

export const sessionEndpoints = endpoints({
  listSessions: {
    method: 'GET',
    path: '/sessions',
    summary: "Every live sign-in of the token's user, the asking one marked `current`, most recently used first",
    response: z.object({ data: z.object({ sessions: z.array(AccountSession) }) }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('StepRequired'),
    bearer: true,
    retry: 'safe',
  },
  endSession: {
    method: 'DELETE',
    path: '/sessions/{id}',
    summary:
      "End one other sign-in of the token's user (after a recent sign-in): its upstream token, the device token and partner identity of its browser, and its IdP session, at once. The user is sent a security notice",
    errors: { 401: 'TokenInvalid', 404: 'UnknownSession' },
    codes: codes('ReauthRequired', 'StepRequired'),
    bearer: true,
    retry: 'safe',
  },
  alertNewBrowser: {
    method: 'POST',
    path: '/sessions/current/alert',
    summary:
      "Mail the token's user that this sign-in came from a browser new to the account (when, which device, where, how) with a \"This wasn't me\" link of SECURITY_ALERT_TTL_DAYS, once. Keycard asks when its device cookie does not know the account and the browser is not on one of the tenant's front-desk networks; a second ask for the same sign-in sends nothing",
    errors: { 401: 'TokenInvalid' },
    bearer: true,
    retry: 'safe',
  },
  listActivity: {
    method: 'GET',
    path: '/activity',
    summary: `The token's user's sign-ins and refused attempts of the last ACTIVITY_DAYS days, newest first, ACTIVITY_PAGE_SIZE a page`,
    query: z.object({
      page: z
        .string()
        .regex(/^[1-9][0-9]{0,3}$/)
        .optional(),
    }),
    response: z.object({
      data: z.object({
        /** Every event kept, across pages. */
        total: z.number().int().min(0),
        page: z.number().int().min(1),
        events: z.array(ActivityEvent).max(ACTIVITY_PAGE_SIZE),
      }),
    }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('StepRequired'),
    bearer: true,
    retry: 'safe',
  },
  checkSecurityAlert: {
    method: 'POST',
    path: '/security-alerts/check',
    summary:
      'The sign-in a "This wasn\'t me" link\'s alert told of, while the link is live (SECURITY_ALERT_TTL_DAYS, once). Changes nothing. A link of another tenant than `tenantCode` (the host it was opened on) is TokenInvalid',
    request: AlertLink,
    response: z.object({ data: SecurityAlert }),
    errors: { 409: 'TokenInvalid', 410: 'TokenExpired' },
    retry: 'safe',
  },
  confirmSecurityAlert: {
    method: 'POST',
    path: '/security-alerts/confirm',
    summary:
      "The account's owner says the alert's sign-in was not theirs: every sign-in, device token, partner identity and IdP session of the account ends, the passkeys added since that sign-in are removed, and its next sign-in must choose a new password (PASSWORD_EXPIRED). Every alert link of the account is spent. A link of another tenant than `tenantCode` is TokenInvalid. The user is sent a security notice",
    request: AlertLink,
    errors: { 409: 'TokenInvalid', 410: 'TokenExpired' },
    // Spent by its first answer: a resend could only find it used.
    retry: 'never',
  },
});

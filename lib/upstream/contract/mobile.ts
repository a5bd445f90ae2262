// The partner mobile app as the MFA device (SPEC §2 partner-app screens, §4 "MFA" mobile steps,
// events and failure reasons; DESIGN §8). SPEC shows none of these bodies; they are defined here.
//
// A challenge is one run of SPEC's mobile flow: `setupMasterDevice` pairs the app and makes it the
// user's device, `masterDeviceLogin` asks the paired app to approve a sign-in. Either ends with a
// number challenge: the page shows a number, the app shows it among others, the user picks it.
import { z } from 'zod';
import { TokenBody } from './common';
import { endpoints } from './endpoint';
import { CLIENT_IP_HEADER, MFA_ERRORS, VerifyAnswer } from './mfa';

/** SPEC §4's mobile flow steps: the two flows, and the number challenge both end with. */
export const MOBILE_FLOWS = ['setupMasterDevice', 'masterDeviceLogin'] as const;
export type MobileFlow = (typeof MOBILE_FLOWS)[number];

/** Where a live challenge is: waiting for the app to connect (a setup), or showing its number. */
export const MOBILE_STEPS = ['waitingForConnection', 'numberChallenge', 'finished'] as const;
export type MobileStep = (typeof MOBILE_STEPS)[number];

/** SPEC §4's mobile events. */
export const MOBILE_EVENTS = ['MFA_VERIFICATION_SUCCESS', 'MFA_MOBILE_VERIFICATION_FAILED', 'MFA_BACK_EVENT'] as const;
export type MobileEvent = (typeof MOBILE_EVENTS)[number];

/** SPEC §4's failure reasons: authentication's four and the setup's two. */
export const MOBILE_FAILURES = ['REJECTED', 'TIMEOUT', 'RATE_LIMITED', 'FAILED', 'SETUP_FAILED', 'SETUP_TIMEOUT_FAILED'] as const;
export type MobileFailure = (typeof MOBILE_FAILURES)[number];

/** The limits: a challenge lives two minutes; the number is two digits among three choices. */
export const MOBILE_LIMITS = { challengeSeconds: 120, choices: 3 } as const;

export const MobileChallenge = z.object({
  challengeId: z.string().min(1).max(128),
  flow: z.enum(MOBILE_FLOWS),
  step: z.enum(MOBILE_STEPS),
  /** The number the page shows while the step is numberChallenge (SPEC §3: numeric code for matching). */
  number: z.number().int().min(10).max(99).nullable(),
  /** A setup's pairing code, which the app scans from the page (or types); null once paired. */
  pairingCode: z
    .string()
    .regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    .nullable(),
  /** Set once the challenge has ended. */
  event: z.enum(MOBILE_EVENTS).nullable(),
  /** Why it failed (with MFA_MOBILE_VERIFICATION_FAILED); unknown reasons must parse. */
  reason: z.string().max(64).nullable(),
  /** Seconds left before the challenge times out (0 once ended). */
  expiresInSeconds: z.number().int().min(0),
  /** Grows with every change, so a watcher can tell a new state from one it has seen (the stream's event id). */
  version: z.number().int().min(0),
  /** What a success did to the sign-in, as POST /mfa/verify answers it; null until then. */
  result: VerifyAnswer.shape.data.nullable(),
});
export type MobileChallenge = z.infer<typeof MobileChallenge>;

const ChallengeAnswer = z.object({ data: MobileChallenge });

export const MOBILE_ERRORS = {
  RateLimited: 'the app was asked too often: try again after remainingSeconds',
  NoMfaDevice: MFA_ERRORS.NoMfaDevice,
  StepRequired: MFA_ERRORS.StepRequired,
  ChallengeNotFound: 'no such challenge for this user (or it was cancelled and forgotten)',
} as const;

export const mobileEndpoints = endpoints({
  registerMobile: {
    method: 'POST',
    path: '/mfa/mobile/register',
    summary: "Begin pairing the partner app (SPEC's setupMasterDevice): a pairing code the page shows for the app to scan",
    request: TokenBody,
    response: ChallengeAnswer,
    errors: { 401: 'TokenInvalid', 403: 'StepRequired' },
    retry: 'safe',
  },
  startMobileChallenge: {
    method: 'POST',
    path: '/mfa/mobile/challenges',
    summary: "Ask the user's paired app to approve this sign-in (SPEC's masterDeviceLogin): a push with a number to pick",
    request: TokenBody,
    response: ChallengeAnswer,
    errors: { 401: 'TokenInvalid', 409: 'NoMfaDevice' },
    codes: { RateLimited: MOBILE_ERRORS.RateLimited },
    // A push counts against the sends of the (user, address), as a text or a call does.
    headers: [CLIENT_IP_HEADER],
    // A second attempt would push a second request to the phone (and count against the limit).
    retry: 'never',
  },
  getMobileChallenge: {
    method: 'GET',
    path: '/mfa/mobile/challenges/{challengeId}',
    summary: "A challenge's state, for the page that follows it (DESIGN §8's event stream polls this)",
    response: ChallengeAnswer,
    errors: { 401: 'TokenInvalid', 404: 'ChallengeNotFound' },
    bearer: true,
    retry: 'safe',
  },
  cancelMobileChallenge: {
    method: 'POST',
    path: '/mfa/mobile/challenges/{challengeId}/cancel',
    summary: 'The user left the page (the back button of "register via app"): the app stops showing the request',
    request: TokenBody,
    errors: { 401: 'TokenInvalid' },
    retry: 'safe',
  },
});

// Signing in (SPEC §3, §4, §7; DESIGN §2): authenticate, authorise the redirect, device token, logout.
import { z } from 'zod';
import { MOBILE_DEVICE_ID_HEADER, REDIRECT_URI_HEADER, TokenBody, Url } from './common';
import { endpoints } from './endpoint';
import { MfaMethod } from './mfa';
import { PersonName } from './passwords';
import { SignInClient } from './sessions';

export const USER_TYPES = ['staff', 'property', 'partner', 'enterprise'] as const;

/** The outcome states SPEC §4 names. The identity carries a plain string: unknown states must parse. */
export const AUTH_STATES = [
  'PASSWORD_EXPIRED',
  'AUTHENTICATED',
  'MFA_REGISTRATION_RECOMMENDED',
  'MFA_REGISTRATION_REQUIRED',
  'MFA_VERIFICATION_REQUIRED',
  // Keycard's addition (issue 38): a temporary pass's sign-in, until the person has set up how they will sign in.
  'SIGN_IN_SET_UP_REQUIRED',
] as const;
export type AuthState = (typeof AUTH_STATES)[number];

export const IDENTITY_PROVIDERS = ['auth0', 'authx'] as const;

/**
 * What every way of signing in tells the upstream besides its proof (SPEC §2, §4): the tenant, this
 * browser's device token and the flow's fields. Declared once; each sign-in endpoint (POST
 * /authenticate, /verify-passkey-login, partner single sign-on) extends it, and Keycard builds it in
 * one place (`signInRequest`), so no way in can drop a field the calling application asked for.
 */
export const SignInContext = z.object({
  tenantCode: z.string().min(1).max(64),
  redirectUri: Url.optional(),
  userDeviceToken: z.string().min(1).max(256).optional(),
  iid: z.string().min(1).optional(),
  passkeyState: z.string().min(1).optional(),
  /** SPEC §2: the calling application asks the user to set up a (new) MFA device in this sign-in. */
  temporaryMfaSetup: z.boolean().optional(),
  /** Issue 40: the browser this sign-in comes from, kept with it (the security page lists it) and for the new-browser alert. */
  client: SignInClient.optional(),
});
export type SignInContext = z.infer<typeof SignInContext>;

/** POST /authenticate: an ID token from the tenant's IdP, or a code the upstream issued (authx). */
export const AuthenticateRequest = SignInContext.extend({
  idToken: z.string().min(1).optional(),
  code: z.string().min(1).optional(),
  /** The PKCE verifier the code was bound to (the partner token route): required with `code`. */
  codeVerifier: z.string().min(43).max(128).optional(),
})
  .refine((b) => (b.idToken ? 1 : 0) + (b.code ? 1 : 0) === 1, { message: 'exactly one of idToken and code' })
  .refine((b) => !b.code || b.codeVerifier, { message: 'a code needs its codeVerifier' });
export type AuthenticateRequest = z.infer<typeof AuthenticateRequest>;

export const Passkey = z.object({ id: z.string(), name: z.string().nullable(), createdAt: z.string() });

/** SPEC's identity token object for the partner flow: an authx user's stored partner identity. */
export const IdentityToken = z.object({ tenantCode: z.string(), token: z.string() });

export const UserIdentity = z.object({
  uuid: z.string().min(1),
  email: z.email(),
  type: z.enum(USER_TYPES),
  /** The upstream's token for this user: never sent to the browser. */
  token: z.string().min(1),
  locale: z.string().nullable(),
  state: z.string().min(1),
  passkeys: z.array(Passkey),
  emailVerificationRequired: z.boolean(),
  defaultRedirectUri: Url.nullable(),
  passwordExpiryInDays: z.number().int().nullable(),
  passwordChangeWarningInDays: z.number().int().nullable(),
  mfaRequiredByRemainingInDays: z.number().int().nullable(),
  /** The primary MFA device, null when none is registered. */
  mfaMethod: MfaMethod.nullable(),
  partnerCode: z.string().nullable(),
  provider: z.enum(IDENTITY_PROVIDERS),
  identityToken: IdentityToken.nullable(),
  /** Issue 41: the person's name, which a new password should not contain. */
  ...PersonName,
});
export type UserIdentity = z.infer<typeof UserIdentity>;

export const authEndpoints = endpoints({
  authenticate: {
    method: 'POST',
    path: '/authenticate',
    summary: 'Verify an ID token (or an upstream code) and answer the user identity',
    request: AuthenticateRequest,
    response: z.object({ data: UserIdentity }),
    errors: { 401: 'TokenInvalid', 404: 'TenantNotFound' },
    headers: [MOBILE_DEVICE_ID_HEADER, REDIRECT_URI_HEADER],
    // An ID token is accepted once: a resend could only fail.
    retry: 'never',
  },
  authorizeRedirect: {
    method: 'POST',
    path: '/authorize-redirect',
    summary: "Authorise a redirect URI for the user's tenant; answers the URL with the application's token on it",
    request: z.object({ token: z.string().min(1), redirectUri: Url }),
    response: z.object({ redirectUrl: Url }),
    // StepRequired: the sign-in has a step outstanding (MFA, a password, an e-mail to verify).
    errors: { 401: 'TokenInvalid', 403: 'RedirectUriNotAllowed', 409: 'StepRequired' },
    retry: 'safe',
  },
  logout: {
    method: 'POST',
    path: '/logout',
    summary:
      "Revoke the upstream token (an unknown token is already logged out). `successor`: the same user's sign-in that replaced it in the same browser (issue 40), which takes on what the upstream knew of that browser (its IdP session, its device token), so ending the successor later ends them too",
    request: z.object({ token: z.string().min(1), tenantCode: z.string().min(1), redirectUri: Url.optional(), successor: z.string().min(1).optional() }),
    retry: 'safe',
  },
  checkToken: {
    method: 'POST',
    path: '/token/check',
    summary:
      "Whether the user's upstream token is still honoured (not logged out, revoked or expired): asked before Keycard seals a session again when nothing else it calls would tell",
    request: TokenBody,
    errors: { 401: 'TokenInvalid' },
    retry: 'safe',
  },
  userDeviceTokens: {
    method: 'POST',
    path: '/mfa/user-device-tokens',
    summary: 'A long-lived token that identifies this browser to the upstream',
    request: TokenBody,
    response: z.object({ data: z.object({ userDeviceToken: z.string().min(1) }) }),
    errors: { 401: 'TokenInvalid' },
    retry: 'safe',
  },
});

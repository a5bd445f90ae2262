// The upstream contract: every REST request and response Keycard and the sandbox exchange.
// No server-only imports here: the sandbox, the OpenAPI generator and tests import this module.
import { z } from 'zod';
import { meetsPasswordPolicy } from '../validation/password-policy';
import { SECRET_QUESTION_CODES } from '../validation/secret-questions';

export const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'th', 'id'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

const Url = z.url();
const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

// ---- Tenant, theme, login domain (SPEC §3) -------------------------------------------------------

export const ThemeColours = z.object({
  primaryBackground: HexColour,
  secondaryBackground: HexColour,
  tertiaryBackground: HexColour,
  primaryForeground: HexColour,
  secondaryForeground: HexColour,
  tertiaryForeground: HexColour,
});
export type ThemeColours = z.infer<typeof ThemeColours>;

export const Theme = z.object({
  name: z.string().min(1),
  code: z.string().min(1),
  images: z.object({ favicon: Url, logo: Url }),
  colours: ThemeColours,
  links: z.object({
    loginHelpUrl: Url,
    loginHelpUrlLocales: z.partialRecord(Locale, Url),
    contactSupportUrl: Url,
  }),
});
export type Theme = z.infer<typeof Theme>;

export const Tenant = z.object({
  code: z.string().min(1),
  aliasCode: z.string().min(1).nullable(),
  /** The tenant's OpenID provider: its issuer URL. */
  loginDomain: Url,
  loginClientId: z.string().min(1),
  enablePasskey: z.boolean(),
  /** Keycard's addition: the calling-application URIs this tenant may be sent back to. */
  redirectUris: z.array(Url),
  /** Keycard's addition: the WebAuthn relying-party id (the tenant's primary host). */
  passkeyRpId: z.string().min(1),
});
export type Tenant = z.infer<typeof Tenant>;

/** GET /login-domains/{domain} */
export const LoginDomainResponse = z.object({
  theme: Theme,
  tenant: Tenant,
  domain: z.string().min(1),
});
export type LoginDomainResponse = z.infer<typeof LoginDomainResponse>;

// ---- Authentication (SPEC §3, §4; DESIGN §2) ----------------------------------------------------

export const USER_TYPES = ['staff', 'property', 'partner', 'enterprise'] as const;

/** The outcome states SPEC §4 names. The identity carries a plain string: unknown states must parse. */
export const AUTH_STATES = [
  'PASSWORD_EXPIRED',
  'AUTHENTICATED',
  'MFA_REGISTRATION_RECOMMENDED',
  'MFA_REGISTRATION_REQUIRED',
  'MFA_VERIFICATION_REQUIRED',
] as const;
export type AuthState = (typeof AUTH_STATES)[number];

export const IDENTITY_PROVIDERS = ['auth0', 'authx'] as const;

/** Optional request headers SPEC §3 names for POST /authenticate. */
export const MOBILE_DEVICE_ID_HEADER = 'x-mobile-device-id';
export const REDIRECT_URI_HEADER = 'x-redirect-uri';
export const TRACE_TOKEN_HEADER = 'trace-token';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** POST /authenticate: an ID token from the tenant's IdP, or a code the upstream issued (authx). */
export const AuthenticateRequest = z
  .object({
    idToken: z.string().min(1).optional(),
    code: z.string().min(1).optional(),
    tenantCode: z.string().min(1),
    redirectUri: Url.optional(),
    userDeviceToken: z.string().min(1).optional(),
    iid: z.string().min(1).optional(),
    passkeyState: z.string().min(1).optional(),
  })
  .refine((b) => (b.idToken ? 1 : 0) + (b.code ? 1 : 0) === 1, {
    message: 'exactly one of idToken and code',
  });
export type AuthenticateRequest = z.infer<typeof AuthenticateRequest>;

export const Passkey = z.object({ id: z.string(), name: z.string().nullable(), createdAt: z.string() });

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
  partnerCode: z.string().nullable(),
  provider: z.enum(IDENTITY_PROVIDERS),
  /** SPEC's identity token object for the partner flow. */
  identityToken: z.object({ tenantCode: z.string(), token: z.string() }).nullable(),
});
export type UserIdentity = z.infer<typeof UserIdentity>;

export const AuthenticateResponse = z.object({ data: UserIdentity });

/** POST /authorize-redirect: the upstream authorises the URI for the user's tenant. */
export const AuthorizeRedirectRequest = z.object({ token: z.string().min(1), redirectUri: Url });
export const AuthorizeRedirectResponse = z.object({ redirectUrl: Url });

/** POST /logout */
export const LogoutRequest = z.object({
  token: z.string().min(1),
  tenantCode: z.string().min(1),
  redirectUri: Url.optional(),
});

/** POST /mfa/user-device-tokens: a long-lived token that identifies this browser to the upstream. */
export const UserDeviceTokenRequest = z.object({ token: z.string().min(1) });
export const UserDeviceTokenResponse = z.object({ data: z.object({ userDeviceToken: z.string().min(1) }) });

/** POST /partners/{partnerCode}/generate-token: the partner token pair for the authx path. */
export const PartnerTokenRequest = z.object({ token: z.string().min(1) });
export const PartnerTokenResponse = z.object({ token: z.string().min(1), tenantCode: z.string().min(1) });

/** GET /partners/{partnerCode}/users/{email}/help-link: the same answer for unknown e-mails. */
export const PartnerHelpLinkResponse = z.object({ url: Url.nullable() });

// ---- Account lifecycle (SPEC §3, §5, §7, §8) -----------------------------------------------------

/** SPEC §3's secret-question codes. */
export const SECRET_QUESTIONS = SECRET_QUESTION_CODES;
export type SecretQuestion = (typeof SECRET_QUESTIONS)[number];

export { PASSWORD_HISTORY, PASSWORD_MAX, PASSWORD_MIN, meetsPasswordPolicy } from '../validation/password-policy';

const Password = z.string().refine(meetsPasswordPolicy, 'PasswordPolicy');
/**
 * Where the e-mails the upstream sends should link to: the origin of the tenant host the user is on
 * (Keycard's own, validated by the proxy). The upstream checks it is one of the tenant's hosts.
 */
const LinkContext = { tenantCode: z.string().min(1), origin: Url, locale: Locale.optional() };

/** POST /user/validate-token: an activation or reset token (SPEC's validatePerishableToken). */
export const ValidateTokenRequest = z.object({ token: z.string().min(1) });
export const ValidateTokenResponse = z.object({ email: z.email(), purpose: z.enum(['ACTIVATE', 'RESET']) });

/** POST /user/activate and POST /user/register: SPEC's activation draft (confirmPassword never sent). */
export const ActivationDraft = z.object({
  token: z.string().min(1),
  password: Password,
  secretQuestion: z.enum(SECRET_QUESTIONS),
  secretAnswer: z.string().trim().min(1).max(256),
});
export type ActivationDraft = z.infer<typeof ActivationDraft>;
export const ActivateResponse = z.object({ email: z.email() });
/** SPEC §3: the registration response is the e-mail. */
export const RegisterResponse = z.object({ email: z.email() });

/** POST /validate-registration-token (403 → TokenInvalid). */
export const ValidateRegistrationTokenRequest = z.object({ token: z.string().min(1) });
export const ValidateRegistrationTokenResponse = z.object({ email: z.email(), tenantCode: z.string().min(1) });

/** POST /user/{email}/reset-password: ACTIVATE for an account never activated (a new link is sent). */
export const ResetPasswordRequest = z.object(LinkContext);
export const ResetPasswordResponse = z.object({ state: z.enum(['ACTIVATE', 'RESET']) });

/** PATCH /user: a password reset with its token (400 PasswordHistory, 409 TokenNotFound, 410 TokenExpired). */
export const ApplyResetRequest = z.object({ token: z.string().min(1), password: Password });

/** POST /user/{email}/resend-activation: the same answer for unknown e-mails. */
export const ResendActivationRequest = z.object(LinkContext);

/** POST /user/{email}/send-verification, with the user's upstream token as a Bearer header. */
export const SendVerificationRequest = z.object(LinkContext);

/** POST /validate-email-verification-token (403 → TokenInvalid). */
export const ValidateEmailVerificationTokenRequest = z.object({ token: z.string().min(1) });
export const ValidateEmailVerificationTokenResponse = z.object({ valid: z.literal(true) });

/** PATCH /verify-email (400 EmailInValid, 403 TokenInvalid). */
export const VerifyEmailRequest = z.object({ email: z.string().trim().min(1).max(254), token: z.string().min(1) });
export const VerifyEmailResponse = z.object({ homepageUrl: Url });

/** SPEC §5: the e-mail verification link is valid for 24 hours. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

// ---- Errors -------------------------------------------------------------------------------------

/** Every non-2xx answer carries this body; `code` is SPEC §8's error code where it names one. */
export const ErrorBody = z.object({ code: z.string().min(1), message: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

// ---- The IdP's credential endpoint (DESIGN §3) ---------------------------------------------------

/** POST {issuer}/co/authenticate, authenticated with the client's credentials (HTTP Basic). */
export const CredentialRequest = z.object({
  client_id: z.string().min(1),
  username: z.string().min(1),
  password: z.string().min(1),
  realm: z.string().min(1),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
});
export const CredentialResponse = z.object({ login_ticket: z.string().min(1) });
/** Errors: `too_many_attempts`, `password_leaked`, `invalid_grant` (wrong e-mail or password). */
export const CredentialError = z.object({ error: z.string().min(1), error_description: z.string().optional() });
export const FORWARDED_FOR_HEADER = 'auth0-forwarded-for';
export const CREDENTIAL_REALM = 'Username-Password-Authentication';

// ---- Paths --------------------------------------------------------------------------------------

const seg = encodeURIComponent;
export const paths = {
  loginDomain: (domain: string) => `/login-domains/${seg(domain)}`,
  authenticate: () => '/authenticate',
  authorizeRedirect: () => '/authorize-redirect',
  logout: () => '/logout',
  userDeviceTokens: () => '/mfa/user-device-tokens',
  partnerToken: (partnerCode: string) => `/partners/${seg(partnerCode)}/generate-token`,
  partnerHelpLink: (partnerCode: string, email: string) =>
    `/partners/${seg(partnerCode)}/users/${seg(email)}/help-link`,
  health: () => '/health',
  validateToken: () => '/user/validate-token',
  activate: () => '/user/activate',
  register: () => '/user/register',
  validateRegistrationToken: () => '/validate-registration-token',
  resetPassword: (email: string) => `/user/${seg(email)}/reset-password`,
  applyReset: () => '/user',
  resendActivation: (email: string) => `/user/${seg(email)}/resend-activation`,
  sendVerification: (email: string) => `/user/${seg(email)}/send-verification`,
  validateEmailVerificationToken: () => '/validate-email-verification-token',
  verifyEmail: () => '/verify-email',
} as const;

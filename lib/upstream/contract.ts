// The upstream contract: every REST request and response Keycard and the sandbox exchange.
// No server-only imports here: the sandbox, the OpenAPI generator and tests import this module.
import { z } from 'zod';

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
} as const;

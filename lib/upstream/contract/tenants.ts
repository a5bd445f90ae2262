// Tenants and themes (SPEC §3): GET /login-domains/{domain}, and the upstream's health.
import { isIP } from 'node:net';
import { z } from 'zod';
import { endpoints } from './endpoint';
import { Locale, Url } from './common';

const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

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
  /** `logoDark` (Keycard's addition, issue 27): the logo drawn for a dark background; without it the logo sits on a light plate there. */
  images: z.object({ favicon: Url, logo: Url, logoDark: Url.optional() }),
  colours: ThemeColours,
  links: z.object({
    loginHelpUrl: Url,
    loginHelpUrlLocales: z.partialRecord(Locale, Url),
    contactSupportUrl: Url,
  }),
});
export type Theme = z.infer<typeof Theme>;

/**
 * An address range in CIDR notation, IPv4 (`203.0.113.0/24`) or IPv6 (`2001:db8::/48`), no wider than
 * a /16 or a /32: a front desk is a building's network, and a wider range would make strangers one
 * "address" with a front desk's larger budget.
 */
export const Cidr = z
  .string()
  .max(50)
  .refine((s) => {
    const [address = '', bits = '', ...rest] = s.split('/');
    const family = isIP(address);
    return rest.length === 0 && /^\d{1,3}$/.test(bits) && family !== 0 && Number(bits) <= (family === 4 ? 32 : 128) && Number(bits) >= (family === 4 ? 16 : 32);
  }, 'an address range (address/prefix length), no wider than /16 (IPv4) or /32 (IPv6)');

/**
 * Keycard's addition (issue 26): where a tenant's text messages and voice calls may go, and how many
 * Keycard may ask for in an hour, in all and to one destination prefix (a number without its last
 * three digits). Absent: any country, and Keycard's default budgets (README, "SMS pumping").
 */
export const PhoneSendPolicy = z.object({
  /** ISO 3166 alpha-2 codes of the countries numbers may be in. */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .max(250),
  sendsPerHour: z.number().int().min(1).max(1_000_000),
  sendsPerPrefixPerHour: z.number().int().min(1).max(1_000_000),
});
export type PhoneSendPolicy = z.infer<typeof PhoneSendPolicy>;

const Origin = Url.refine((u) => new URL(u).origin === u, 'an origin: scheme, host and port only');

export const WireTenant = z.object({
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
  /** Keycard's addition: the origins Keycard serves this tenant on; absolute URLs are built from these. */
  webOrigins: z.array(Origin).min(1),
  /**
   * Keycard's addition (issue 26): the networks of the tenant's shared front-desk computers. A sign-in
   * from one starts in shared-computer mode, and its address may fail more often than another.
   */
  frontDeskNetworks: z.array(Cidr).max(200).optional(),
  /** Keycard's addition (issue 38): the tenant's staff may sign in with a badge and its PIN (absent: no). */
  badgeSignIn: z.boolean().optional(),
  /** Keycard's addition (issue 26): text and voice sends, per tenant. */
  phoneSends: PhoneSendPolicy.optional(),
  /**
   * Keycard's addition (issue 36): the tenant's home country (ISO 3166 alpha-2). Without a send policy,
   * its text messages and calls go to numbers of this country only (security review L7).
   */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

/** GET /login-domains/{domain} */
export const LoginDomainResponse = z.object({ theme: Theme, tenant: WireTenant, domain: z.string().min(1) });
export type LoginDomainResponse = z.infer<typeof LoginDomainResponse>;

export const tenantEndpoints = endpoints({
  loginDomain: {
    method: 'GET',
    path: '/login-domains/{domain}',
    summary: 'The tenant and theme a host name serves (404 LoginDomainNotFound for an unknown host)',
    response: LoginDomainResponse,
    errors: { 404: 'LoginDomainNotFound' },
    retry: 'safe',
  },
  health: { method: 'GET', path: '/health', summary: 'The upstream is up', response: z.object({ ok: z.literal(true) }), retry: 'safe' },
});

// Tenants and themes (SPEC §3): GET /login-domains/{domain}, and the upstream's health.
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
  images: z.object({ favicon: Url, logo: Url }),
  colours: ThemeColours,
  links: z.object({
    loginHelpUrl: Url,
    loginHelpUrlLocales: z.partialRecord(Locale, Url),
    contactSupportUrl: Url,
  }),
});
export type Theme = z.infer<typeof Theme>;

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

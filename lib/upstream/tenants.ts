// Tenants: GET /login-domains/{domain} reshaped into Keycard's own `Tenant`, which pages and handlers
// read (they never see the wire shape).
import 'server-only';
import { api, type LoginDomainResponse, type PhoneSendPolicy, type Theme } from './contract';
import { isUpstreamError } from './errors';
import { upstream } from './index';

export type { Theme };

/** A tenant as Keycard uses it: who it is, its IdP, where it may send users, how it looks. */
export type Tenant = {
  code: string;
  aliasCode: string | null;
  /** The tenant's OpenID provider (issuer URL) and Keycard's client there. */
  issuer: string;
  clientId: string;
  passkeysEnabled: boolean;
  passkeyRpId: string;
  /** The calling-application URIs users may be sent back to (exact match, DESIGN §5). */
  redirectUris: string[];
  /** The origins Keycard serves this tenant on: every absolute URL we build starts with one. */
  webOrigins: string[];
  /** Issue 26: the networks (CIDR) of its shared front-desk computers; may be empty. */
  frontDeskNetworks: string[];
  /** Issue 26: where its text messages and calls may go and how many an hour; null: Keycard's defaults. */
  phoneSends: PhoneSendPolicy | null;
  /** Issue 36: its home country, where its texts and calls go without a policy; null: not declared. */
  country: string | null;
  /** Issue 38: its staff may sign in with a badge and its PIN. */
  badgeSignIn: boolean;
  theme: Theme;
};

export function toTenant({ tenant, theme }: LoginDomainResponse): Tenant {
  return {
    code: tenant.code,
    aliasCode: tenant.aliasCode,
    issuer: tenant.loginDomain,
    clientId: tenant.loginClientId,
    passkeysEnabled: tenant.enablePasskey,
    passkeyRpId: tenant.passkeyRpId,
    redirectUris: tenant.redirectUris,
    webOrigins: tenant.webOrigins,
    frontDeskNetworks: tenant.frontDeskNetworks ?? [],
    phoneSends: tenant.phoneSends ?? null,
    country: tenant.country ?? null,
    badgeSignIn: tenant.badgeSignIn === true,
    theme,
  };
}

/**
 * The login domain for a host name, or null when the upstream knows no such host. The proxy caches
 * and forwards this answer as it came (validated again where it is read); `toTenant` reshapes it.
 */
export async function getLoginDomain(host: string, traceToken: string): Promise<LoginDomainResponse | null> {
  try {
    // The proxy waits on this: keep it short and serve stale on failure (DESIGN §5).
    return await upstream().call(api.loginDomain, { params: { domain: host }, traceToken, deadlineMs: 2000, maxRetries: 3 });
  } catch (e) {
    if (isUpstreamError(e, 'LoginDomainNotFound')) return null;
    throw e;
  }
}

/** Whether the upstream answers (the readiness probe). */
export async function isUpstreamReady(traceToken: string): Promise<boolean> {
  return upstream()
    .call(api.health, { traceToken, deadlineMs: 2000, maxRetries: 1 })
    .then(
      () => true,
      () => false,
    );
}

// The tenant's OpenID provider: discovery (cached per issuer and client) and our client credentials.
import 'server-only';
import * as oidc from 'openid-client';
import { config } from '../config';
import { timedIdp } from '../http/timing';
import type { Tenant } from '../upstream/tenants';
import { idpFetch } from './fetch';

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

export class IdpConfigError extends Error {
  override name = 'IdpConfigError';
}

export function clientSecretFor(clientId: string): string {
  const secret = config().idpClientSecrets[clientId];
  if (!secret) throw new IdpConfigError(`no IDP_CLIENT_SECRETS entry for client ${clientId}`);
  return secret;
}

/** The provider's configuration for this tenant's client. Failures are not cached. */
export function idpConfiguration(tenant: Tenant): Promise<oidc.Configuration> {
  const key = `${tenant.issuer} ${tenant.clientId}`;
  const hit = discovered.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const issuer = new URL(tenant.issuer);
  const pending = timedIdp('discovery', () =>
    oidc.discovery(issuer, tenant.clientId, undefined, oidc.ClientSecretBasic(clientSecretFor(tenant.clientId)), {
      // The sandbox IdP is plain http on loopback; a real one is https and this stays off.
      execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: idpFetch,
    }),
  ).then((c) => {
    c.timeout = 5;
    // The token exchange's too (its traceparent from the span timedIdp opens around it).
    c[oidc.customFetch] = idpFetch;
    return c;
  });
  pending.catch(() => discovered.delete(key));
  discovered.set(key, { at: Date.now(), config: pending });
  return pending;
}

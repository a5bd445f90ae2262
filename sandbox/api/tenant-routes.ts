// Health and tenant lookup by host name (GET /login-domains/{domain}).
import { LoginDomainResponse } from '../../lib/upstream/contract';
import { HttpError, json } from '../http/replies';
import type { ApiDeps, ApiRouter } from './types';

/** Host name as Keycard sends it, normalised: lower case, no port, no trailing dot. */
export function normaliseDomain(raw: string): string {
  const host = raw.trim().toLowerCase();
  const withoutPort = host.startsWith('[') ? host.replace(/\]:\d+$/, ']') : host.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

export function registerTenantRoutes(router: ApiRouter, { store }: ApiDeps): void {
  router.get('/health', () => json(200, { ok: true }));

  router.get('/login-domains/:domain', ({ params }) => {
    const domain = normaliseDomain(params.domain ?? '');
    const found = store.findTenantByHost(domain);
    if (!found) throw new HttpError(404, 'LoginDomainNotFound');
    // Parsed on the way out too: a seed that breaks the contract fails loudly here, not in Keycard.
    return json(200, LoginDomainResponse.parse({ theme: found.theme, tenant: found.tenant, domain }));
  });
}

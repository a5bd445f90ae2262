// Health and tenant lookup by host name (GET /login-domains/{domain}).
import { api } from '../../lib/upstream/contract';
import { fail, serve } from '../http/serve';
import type { ApiDeps, ApiRouter } from './types';

/** Host name as Keycard sends it, normalised: lower case, no port, no trailing dot. */
export function normaliseDomain(raw: string): string {
  const host = raw.trim().toLowerCase();
  const withoutPort = host.startsWith('[') ? host.replace(/\]:\d+$/, ']') : host.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

export function registerTenantRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.health, () => ({ ok: true as const }));
  serve(router, api.loginDomain, ({ params }) => {
    const domain = normaliseDomain(params.domain ?? '');
    const found = store.findTenantByHost(domain);
    if (!found) throw fail(api.loginDomain, 'LoginDomainNotFound');
    return { theme: found.theme, tenant: found.tenant, domain };
  });
}

// SPEC §3's product brands: the partner app is the tenant's product, or Little Hotelier's own.
import type { Tenant } from '../upstream/tenants';

export const LITTLE_HOTELIER = 'Little Hotelier';

export function partnerProduct(tenant: Pick<Tenant, 'code' | 'aliasCode' | 'theme'>): string {
  return tenant.code === 'littlehotelier' || tenant.aliasCode === 'littlehotelier' ? LITTLE_HOTELIER : tenant.theme.name;
}

// What the upstream needs to link its e-mails back to the tenant host the user is on.
import 'server-only';
import type { LinkContext } from '../upstream/account';
import type { Tenant } from '../upstream/tenants';
import type { Locale } from '../upstream/contract';

export function linkContext(ctx: { tenant: Tenant; origin: string; locale: Locale }): LinkContext {
  return { tenantCode: ctx.tenant.code, origin: ctx.origin, locale: ctx.locale };
}

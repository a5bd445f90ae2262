// What the upstream needs to link its e-mails back to the tenant host the user is on.
import 'server-only';
import type { LinkContext } from '../upstream/account';
import type { FormContext } from './form-route';

export function linkContext(ctx: Pick<FormContext, 'tenant' | 'origin' | 'locale'>): LinkContext {
  return { tenantCode: ctx.tenant.tenant.code, origin: ctx.origin, locale: ctx.locale };
}

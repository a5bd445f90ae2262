// What account-lifecycle routes check: where the e-mail's links may point, and that a link's token
// is live.
import { api, type Locale } from '../../lib/upstream/contract';
import type { SandboxConfig } from '../config';
import type { HttpError } from '../http/replies';
import { fail } from '../http/serve';
import type { MailTarget } from '../lifecycle/account-mail';
import type { AccountTokenKind, AccountToken } from '../lifecycle/account-tokens';
import type { Store } from '../store';

/** The endpoints that have the upstream send an e-mail with links to Keycard. */
type MailEndpoint = typeof api.resetPassword | typeof api.resendActivation | typeof api.sendVerification;

/**
 * The tenant must exist and the origin must be Keycard on one of its hosts: otherwise anyone could
 * have the upstream mail out reset links that point at their own site.
 */
export function resolveMailTarget(
  endpoint: MailEndpoint,
  store: Store,
  config: SandboxConfig,
  context: { tenantCode: string; origin: string; locale?: Locale | undefined },
): MailTarget {
  const tenant = store.findTenant(context.tenantCode);
  if (!tenant) throw fail(endpoint, 'OriginNotAllowed', 400, 'unknown tenant');
  const url = new URL(context.origin);
  // URL drops a scheme's default port ("http://host:80" has port ''), so compare with it filled in.
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = (url.protocol === 'http:' || url.protocol === 'https:') && tenant.hosts.includes(url.hostname) && port === String(config.webPort);
  if (!allowed) throw fail(endpoint, 'OriginNotAllowed', 400);
  return { tenant, origin: url.origin, locale: context.locale ?? null };
}

/**
 * A live token of one of these kinds, or the HTTP error this route answers for an expired and for
 * an unknown/used one (SPEC §8 differs per route).
 */
export function requireLiveToken(
  store: Store,
  value: string,
  kinds: readonly AccountTokenKind[],
  errors: { expired: HttpError; invalid: HttpError },
): AccountToken {
  const found = store.accountTokens.find(value, kinds);
  if (found.status === 'live') return found.token;
  throw found.status === 'expired' ? errors.expired : errors.invalid;
}

// What both passkey pages read from their query (SPEC §2: purpose, state, redirectUri): the return
// URI only if the tenant allows it, the state id only if it is a plain token, and the address of the
// hosted login that stands in for a passkey where the user has none (or no session).
import 'server-only';
import { withQuery } from '../flows/flow-state';
import { allowedRedirectUri } from '../flows/redirect-uri';
import type { Tenant } from '../upstream/tenants';

export type PasskeyQuery = { purpose?: string; state?: string; redirectUri?: string };
type Raw = Record<string, string | string[] | undefined>;

const STATE_ID = /^[A-Za-z0-9._~-]{1,128}$/;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function passkeyQuery(raw: Raw, tenant: Tenant): PasskeyQuery {
  const state = first(raw.state);
  return {
    purpose: first(raw.purpose),
    state: state && STATE_ID.test(state) ? state : undefined,
    redirectUri: allowedRedirectUri(first(raw.redirectUri), tenant.redirectUris),
  };
}

export function hostedLoginPath(kind: 'enrol' | 'step-up', q: PasskeyQuery): string {
  const params = new URLSearchParams({ for: kind });
  if (q.redirectUri) params.set('redirectUri', q.redirectUri);
  if (q.state) params.set('state', q.state);
  return withQuery('/api/passkey/hosted', params.toString());
}

// The upstream contract: every REST endpoint Keycard and the sandbox exchange, one declaration each,
// grouped by resource. No server-only imports here: the sandbox, the OpenAPI generator and tests use it.
import { accountEndpoints } from './account';
import type { CodeOf } from './endpoint';
import { authEndpoints } from './auth';
import { badgeEndpoints } from './badges';
import { mfaEndpoints } from './mfa';
import { mobileEndpoints } from './mobile';
import { partnerEndpoints } from './partners';
import { passEndpoints } from './passes';
import { passkeyEndpoints } from './passkeys';
import { passwordEndpoints } from './passwords';
import { securityEndpoints } from './security';
import { sessionEndpoints } from './sessions';
import { teamEndpoints } from './team';
import { tenantEndpoints } from './tenants';

export * from './account';
export * from './auth';
export * from './badges';
export * from './common';
export * from './endpoint';
export * from './idp';
export * from './mfa';
export * from './mobile';
export * from './partners';
export * from './passes';
export * from './passkeys';
export * from './passwords';
export * from './security';
export * from './sessions';
export * from './team';
export * from './tenants';

export const api = {
  ...tenantEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...partnerEndpoints,
  ...mfaEndpoints,
  ...mobileEndpoints,
  ...passkeyEndpoints,
  ...passwordEndpoints,
  ...securityEndpoints,
  ...sessionEndpoints,
  ...badgeEndpoints,
  ...passEndpoints,
  ...teamEndpoints,
};
export type Api = typeof api;
/** Every error code some endpoint declares: what Keycard may match an upstream error against. */
export type UpstreamCode = { [K in keyof Api]: CodeOf<Api[K]> }[keyof Api];
/** Every declared endpoint, for the OpenAPI document and its test. */
export const ENDPOINTS = Object.values(api);

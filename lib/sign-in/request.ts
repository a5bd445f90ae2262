// The one builder of what a sign-in tells the upstream besides its proof (the contract's
// SignInContext): every route that signs someone in — the IdP's callback, the partner token route, a
// passkey, a step-up, partner single sign-on — takes it from here, so none drops a flow field.
import { USER_AGENT_MAX, type SignInClient, type SignInContext } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';
import type { Flow } from '../flows/flow-state';

export function signInRequest(flow: Flow<'transaction'>, tenant: Pick<Tenant, 'code'>, deviceToken: string | undefined, client: SignInClient): SignInContext {
  return {
    tenantCode: tenant.code,
    redirectUri: flow.redirectUri,
    // A sign-in that must prove the second factor itself, or sets up a new one (which replaces it),
    // does not let this browser's earlier proof stand in (issue 25).
    userDeviceToken: flow.proveMfa || flow.temporaryMfaSetup ? undefined : deviceToken,
    iid: flow.iid,
    passkeyState: flow.passkeyState,
    temporaryMfaSetup: flow.temporaryMfaSetup,
    client,
  };
}

/** Issue 40: the browser a sign-in comes from, as the upstream keeps it with the sign-in (the security page lists it). */
export function signInClientOf(ctx: { request: { headers: { get(name: string): string | null } }; mode: { client: string | undefined } }): SignInClient {
  const userAgent = ctx.request.headers.get('user-agent')?.slice(0, USER_AGENT_MAX);
  const address = ctx.mode.client && ctx.mode.client.length <= 45 ? ctx.mode.client : undefined;
  return { ...(userAgent ? { userAgent } : {}), ...(address ? { address } : {}) };
}

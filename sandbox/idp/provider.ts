// The sandbox's OpenID provider (oidc-provider 9): one confidential client per tenant, PKCE always,
// no consent screen (first-party clients are pre-granted), and login tickets from the credential
// endpoint honoured at /auth (DESIGN §3).
import Provider, { interactionPolicy, type ClientMetadata, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import { type SandboxConfig, webOrigin } from '../config';
import { PASS_AMR } from '../../lib/upstream/contract';
import type { Store } from '../store';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages';
import type { SigningKeys } from './signing-keys';
import type { CodeFacts, TicketSessions } from './ticket-sessions';

const SCOPES = 'openid profile email';
/** Cookie signing keys: a constant is fine for a sandbox whose sessions die with the process. */
const COOKIE_KEYS = ['keycard-sandbox-idp-cookie-key-0001'];

function clientsFor(config: SandboxConfig, store: Store): ClientMetadata[] {
  return store.tenants.map(({ tenant, hosts }) => {
    const secret = config.clientSecrets[tenant.loginClientId];
    if (!secret) throw new Error(`no client secret configured for ${tenant.loginClientId}`);
    return {
      client_id: tenant.loginClientId,
      client_secret: secret,
      client_name: tenant.code,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: hosts.map((host) => `${webOrigin(config, host)}/authenticate`),
      post_logout_redirect_uris: hosts.map((host) => `${webOrigin(config, host)}/login?loggedOut=true`),
      // auth_time in every ID token: the upstream and Keycard tell a fresh login from a silent one (issue 25).
      require_auth_time: true,
    };
  });
}

/**
 * Four extra reasons to show the login step: a presented login ticket always needs the interaction,
 * even over an existing session; a session a ticket started counts only once its code is redeemed
 * (TicketSessions); and a session whose user belongs to another tenant (both tenants share this one
 * IdP in the sandbox) must not yield a code for this tenant's client; a session older than the user's "sign out
 * everywhere else" (issue 25) has ended, and so has one whose sign-in was ended on its own (issue 40).
 */
function interactionPolicyFor(store: Store, ticketSessions: TicketSessions) {
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  login?.checks.add(
    new Check('login_ticket', 'a login ticket was presented', 'login_required', (ctx) =>
      ctx.oidc.params?.login_ticket && !ctx.oidc.result?.login ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
    ),
  );
  login?.checks.add(
    new Check('ticket_pending', 'the session a login ticket started is not redeemed yet', 'login_required', (ctx) =>
      !ctx.oidc.result?.login && ticketSessions.isPending(ctx.oidc.session.uid) ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
    ),
  );
  login?.checks.add(
    new Check('signed_out_everywhere', 'the user signed out everywhere after this session logged in', 'login_required', (ctx) => {
      const { session } = ctx.oidc;
      const after = session.accountId ? store.users.get(session.accountId)?.sessionsValidAfter : undefined;
      // In whole seconds, as the IdP keeps its login time: a login in the same second as the sign-out counts.
      return after !== undefined && (session.authTime() ?? 0) < Math.floor(after / 1000) ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT;
    }),
  );
  login?.checks.add(
    // Issue 40: a sign-in ended on its own from the security page ends its browser's IdP session too.
    // The session keeps its uid when the same account logs in again: only a login before the end counts
    // (in whole seconds, as the IdP keeps its login time), so that browser's next login is honoured.
    new Check('sign_in_ended', "the session's sign-in was ended from another browser", 'login_required', (ctx) => {
      const endedAt = store.endedIdpSessions.get(ctx.oidc.session.uid);
      return endedAt !== undefined && (ctx.oidc.session.authTime() ?? 0) <= Math.floor(endedAt / 1000) ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT;
    }),
  );
  login?.checks.add(
    // Issue 38: a temporary pass counts for its own sign-in only: its IdP session yields no other (no silent sign-in).
    new Check('temporary_pass', 'the session logged in with a temporary pass', 'login_required', (ctx) =>
      !ctx.oidc.result?.login && (ctx.oidc.session as { amr?: string[] }).amr?.includes(PASS_AMR) ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
    ),
  );
  login?.checks.add(
    new Check('tenant_mismatch', 'the signed-in user belongs to another tenant', 'login_required', (ctx) => {
      const { session, client } = ctx.oidc;
      if (!session.accountId || !client) return Check.NO_NEED_TO_PROMPT;
      const userTenant = store.users.get(session.accountId)?.tenantCode;
      const clientTenant = store.findTenantByClientId(client.clientId)?.tenant.code;
      return userTenant === clientTenant ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
    }),
  );
  return policy;
}

/** Keycard is first party: every client holds the full grant, so there is never a consent prompt. */
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { session, client, provider, result } = ctx.oidc;
  const accountId = session.accountId;
  if (!client || !accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing && existing.accountId === accountId) return existing;
  const grant = new provider.Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope(SCOPES);
  grant.addOIDCClaims(['sub', 'email', 'email_verified', 'amr', 'sid']);
  await grant.save();
  return grant;
}

export function createProvider(config: SandboxConfig, store: Store, keys: SigningKeys, ticketSessions: TicketSessions): Provider {
  const provider = new Provider(config.idpUrl, {
    clients: clientsFor(config, store),
    jwks: keys.privateJwks,
    cookies: {
      keys: COOKIE_KEYS,
      // Plain http on localhost: SameSite=None would need Secure, which Chromium refuses without TLS.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    // `amr`: how the user proved who they are (issue 38: a temporary pass's sign-in says so).
    claims: { openid: ['sub', 'amr', 'sid'], email: ['email', 'email_verified'], profile: [] },
    scopes: ['openid', 'profile', 'email'],
    // Put the e-mail in the ID token too, so Keycard can compare it without a userinfo call.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    extraParams: ['login_ticket', 'back_to_login', 'logo_uri', 'mode', 'username'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: {
      policy: interactionPolicyFor(store, ticketSessions),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      Interaction: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      AccessToken: 10 * 60,
    },
    loadExistingGrant,
    renderError,
    async findAccount(_ctx, sub, token) {
      const user = store.users.get(sub);
      if (!user) return undefined;
      // Issue 40: the ID token names the IdP session it came from (`sid`, as Auth0's do), so the upstream
      // can end that browser's IdP session with its sign-in. At the token endpoint `token` is the code.
      const sid = (token as { sessionUid?: unknown } | undefined)?.sessionUid;
      return {
        accountId: user.uuid,
        claims: () => ({ sub: user.uuid, email: user.email, email_verified: !user.emailVerificationRequired, ...(typeof sid === 'string' ? { sid } : {}) }),
      };
    },
  });
  // A code is saved when issued and consumed at the token endpoint only after its PKCE verifier checked.
  provider.on('authorization_code.saved', (code) => ticketSessions.codeIssued(code as CodeFacts));
  provider.on('authorization_code.consumed', (code) => ticketSessions.codeRedeemed(code as CodeFacts));
  provider.on('server_error', (_ctx, err) => {
    process.stderr.write(`[idp] server_error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  });
  return provider;
}

// The demo calling application: links into Keycard, and a callback that redeems the token Keycard
// sends the user back with (through the API, as a real calling application would).
import { createServer, type Server } from 'node:http';
import { type SandboxConfig, webOrigin } from './config';
import { escapeHtml, page } from './http/html';
import { html, writeReply } from './http/replies';
import { logRequest, pathOf } from './http/request-log';
import { mintSsoToken } from './api/partner-routes';
import type { Store } from './store';

const TITLE = 'Demo calling application';

function signInUrl(config: SandboxConfig, host: string): string {
  const url = new URL('/login', webOrigin(config, host));
  url.searchParams.set('redirectUri', `${config.demoUrl}/callback`);
  return url.href;
}

/** The seeded partner users (README): an auth0 user, and an authx user whose sign-ins end with a partner token. */
const PARTNER_USERS = [
  { email: 'pat@seaside.test', label: 'Open the partner app as pat@seaside.test' },
  { email: 'axl@seaside.test', label: 'Open the partner app as axl@seaside.test (authx)' },
] as const;
const PARTNER_CODE = 'channelhub';

/** The partner app's hand-over: an SSO token for the user (single use, 60 s), then Keycard's partner SSO route. */
function partnerSsoUrl(config: SandboxConfig, store: Store, email: string): string | null {
  if (!PARTNER_USERS.some((u) => u.email === email)) return null;
  const token = mintSsoToken(store, PARTNER_CODE, email, 'seaside');
  return new URL(`/partners/${PARTNER_CODE}/sso/${token}`, webOrigin(config, 'seaside.localhost')).href;
}

function homePage(config: SandboxConfig): string {
  return page(
    TITLE,
    `<main><h1>${TITLE}</h1>
<p>This page plays an application that sends its users to Keycard to sign in.</p>
<ul>
<li><a href="${escapeHtml(signInUrl(config, 'seaside.localhost'))}">Sign in</a></li>
<li><a href="${escapeHtml(signInUrl(config, 'littlehotelier.localhost'))}">Sign in to Little Hotelier</a></li>
</ul>
<h2>Partner app</h2>
<p>These play the channel manager's app, which signs its user in by partner single sign-on.</p>
<ul>
${PARTNER_USERS.map((u) => `<li><a href="/partner-sso?email=${encodeURIComponent(u.email)}">${escapeHtml(u.label)}</a></li>`).join('\n')}
</ul></main>`,
  );
}

/** Where Keycard sends a passkey flow back (SPEC §4): a created passkey, or a step-up's passkey state. */
async function passkeyReturnPage(config: SandboxConfig, query: URLSearchParams): Promise<{ status: number; body: string } | undefined> {
  if (query.get('passkeySetup') === 'success') {
    return { status: 200, body: page(TITLE, `<main><h1>${TITLE}</h1><p role="status">Passkey created</p><p><a href="/">Home</a></p></main>`) };
  }
  const passkeyState = query.get('state');
  if (!passkeyState || query.get('token')) return undefined;
  // As a real application would: redeem the state with the upstream, once, to learn whose step-up it proves.
  const res = await fetch(`http://127.0.0.1:${config.apiPort}/passkey/state/redeem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ passkeyState }),
  });
  if (!res.ok) return { status: 401, body: page(TITLE, `<main><h1>${TITLE}</h1><p role="alert">Step-up not confirmed</p></main>`) };
  const { data } = (await res.json()) as { data: { stateId: string; email: string } };
  return {
    status: 200,
    body: page(
      TITLE,
      `<main><h1>${TITLE}</h1><p role="status">Step-up confirmed for <strong>${escapeHtml(data.email)}</strong> (state ${escapeHtml(data.stateId)})</p><p><a href="/">Home</a></p></main>`,
    ),
  };
}

async function callbackPage(config: SandboxConfig, store: Store, query: URLSearchParams): Promise<{ status: number; body: string }> {
  const passkey = await passkeyReturnPage(config, query);
  if (passkey) return passkey;
  const failed = { status: 401, body: page(TITLE, `<main><h1>${TITLE}</h1><p role="alert">Sign-in failed</p><p><a href="/">Start again</a></p></main>`) };
  const token = query.get('token');
  if (!token) return failed;
  // 127.0.0.1 rather than localhost: the API listens on IPv4 loopback only.
  const info = await fetch(`http://127.0.0.1:${config.apiPort}/demo/token-info?token=${encodeURIComponent(token)}`);
  if (!info.ok) return failed;
  const { email, tenantCode, partnerCode } = (await info.json()) as { email: string; tenantCode: string; partnerCode: string | null };
  const host = store.findTenant(tenantCode)?.hosts[0] ?? 'localhost';
  const signOut = new URL('/logout', webOrigin(config, host));
  signOut.searchParams.set('redirectUri', `${config.demoUrl}/callback`);
  const device = query.get('userDeviceToken') ? 'Device token received' : 'No device token';
  const keycard = webOrigin(config, host);
  const enrol = new URL('/passkey-enrollment', keycard);
  enrol.searchParams.set('redirectUri', `${config.demoUrl}/callback`);
  // Keycard's own pages for the signed-in user: their login and security, and a manager's team (issue 39).
  const security = new URL('/account/security', keycard);
  security.searchParams.set('redirectUri', `${config.demoUrl}/callback`);
  const team = new URL('/team', keycard);
  team.searchParams.set('redirectUri', `${config.demoUrl}/callback`);
  const stepUp = new URL('/passkey-step-up', keycard);
  stepUp.searchParams.set('purpose', 'passkey-step-up-authentication');
  stepUp.searchParams.set('state', `demo-${Date.now().toString(36)}`);
  stepUp.searchParams.set('redirectUri', `${config.demoUrl}/callback`);
  return {
    status: 200,
    body: page(
      TITLE,
      `<main><h1>${TITLE}</h1>
<p>Signed in as <strong data-testid="email">${escapeHtml(email)}</strong></p>
<p>Tenant: <span data-testid="tenant">${escapeHtml(tenantCode)}</span></p>
<p>${partnerCode ? `Partner token for <span data-testid="partner">${escapeHtml(partnerCode)}</span>` : device}</p>
<ul>
<li><a href="${escapeHtml(enrol.href)}">Create a passkey</a></li>
<li><a href="${escapeHtml(stepUp.href)}">Confirm it's you (passkey step-up)</a></li>
<li><a href="${escapeHtml(security.href)}">Login and security</a></li>
<li><a href="${escapeHtml(team.href)}">Your team (managers)</a></li>
<li><a href="${escapeHtml(signOut.href)}">Sign out</a></li>
</ul></main>`,
    ),
  };
}

export function createDemoServer(config: SandboxConfig, store: Store): Server {
  return createServer((req, res) => {
    const startedAt = Date.now();
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    const done = (status: number, body: string) => {
      writeReply(res, html(status, body, { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }));
      logRequest('demo', req, pathOf(req), status, startedAt);
    };
    if (url.pathname === '/') return done(200, homePage(config));
    if (url.pathname === '/partner-sso') {
      const to = partnerSsoUrl(config, store, url.searchParams.get('email') ?? '');
      if (!to) return done(404, page('Not found', '<main><h1>Not found</h1></main>'));
      writeReply(res, { status: 302, headers: { location: to, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
      return logRequest('demo', req, '/partner-sso', 302, startedAt);
    }
    if (url.pathname !== '/callback') return done(404, page('Not found', '<main><h1>Not found</h1></main>'));
    callbackPage(config, store, url.searchParams).then(
      ({ status, body }) => done(status, body),
      () => done(502, page(TITLE, `<main><h1>${TITLE}</h1><p role="alert">Sign-in failed</p></main>`)),
    );
  });
}

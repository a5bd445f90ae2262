// The demo calling application: links into Keycard, and a callback that redeems the token Keycard
// sends the user back with (through the API, as a real calling application would).
import { createServer, type Server } from 'node:http';
import { type SandboxConfig, webOrigin } from './config';
import { escapeHtml, page } from './http/html';
import { html, writeReply } from './http/replies';
import { logRequest, pathOf } from './http/request-log';
import type { Store } from './store';

const TITLE = 'Demo calling application';

function signInUrl(config: SandboxConfig, host: string): string {
  const url = new URL('/login', webOrigin(config, host));
  url.searchParams.set('redirectUri', `${config.demoUrl}/callback`);
  return url.href;
}

function homePage(config: SandboxConfig): string {
  return page(
    TITLE,
    `<main><h1>${TITLE}</h1>
<p>This page plays an application that sends its users to Keycard to sign in.</p>
<ul>
<li><a href="${escapeHtml(signInUrl(config, 'seaside.localhost'))}">Sign in</a></li>
<li><a href="${escapeHtml(signInUrl(config, 'littlehotelier.localhost'))}">Sign in to Little Hotelier</a></li>
</ul></main>`,
  );
}

async function callbackPage(config: SandboxConfig, store: Store, query: URLSearchParams): Promise<{ status: number; body: string }> {
  const failed = { status: 401, body: page(TITLE, `<main><h1>${TITLE}</h1><p role="alert">Sign-in failed</p><p><a href="/">Start again</a></p></main>`) };
  const token = query.get('token');
  if (!token) return failed;
  // 127.0.0.1 rather than localhost: the API listens on IPv4 loopback only.
  const info = await fetch(`http://127.0.0.1:${config.apiPort}/demo/token-info?token=${encodeURIComponent(token)}`);
  if (!info.ok) return failed;
  const { email, tenantCode } = (await info.json()) as { email: string; tenantCode: string };
  const host = store.findTenant(tenantCode)?.hosts[0] ?? 'localhost';
  const signOut = new URL('/logout', webOrigin(config, host));
  signOut.searchParams.set('redirectUri', `${config.demoUrl}/callback`);
  const device = query.get('userDeviceToken') ? 'Device token received' : 'No device token';
  return {
    status: 200,
    body: page(
      TITLE,
      `<main><h1>${TITLE}</h1>
<p>Signed in as <strong data-testid="email">${escapeHtml(email)}</strong></p>
<p>Tenant: <span data-testid="tenant">${escapeHtml(tenantCode)}</span></p>
<p>${device}</p>
<p><a href="${escapeHtml(signOut.href)}">Sign out</a></p></main>`,
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
    if (url.pathname !== '/callback') return done(404, page('Not found', '<main><h1>Not found</h1></main>'));
    callbackPage(config, store, url.searchParams).then(
      ({ status, body }) => done(status, body),
      () => done(502, page(TITLE, `<main><h1>${TITLE}</h1><p role="alert">Sign-in failed</p></main>`)),
    );
  });
}

// openid-client's transport (lib/idp/fetch.ts): what it sends and what it hands back must be what the
// global fetch would have, for a server of our own and for the sandbox's IdP, through a whole
// discovery and a refused token exchange.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import { idpFetch } from '@/lib/idp/fetch';
import { IDP_BASE } from './ports';

type Seen = { method?: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base: string;
let seen: Seen;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen = { method: req.method, headers: req.headers, body };
      if (req.url === '/empty') return res.writeHead(204).end();
      if (req.url === '/moved') return res.writeHead(302, { location: '/elsewhere' }).end('moved');
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
      res.writeHead(201, [
        ['content-type', 'application/json'],
        ['set-cookie', 'a=1'],
        ['set-cookie', 'b=2'],
        ['www-authenticate', 'DPoP error="use_dpop_nonce"'],
      ]);
      res.end(JSON.stringify({ ok: true, echo: body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const options = (over: Partial<oidc.CustomFetchOptions> = {}): oidc.CustomFetchOptions => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', authorization: 'Basic abc' },
  body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c o+de' }),
  redirect: 'manual',
  ...over,
});

describe('the IdP transport', () => {
  test('sends the method, the headers and a form body as openid-client gave them', async () => {
    const res = await idpFetch(`${base}/token`, options());
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(seen.headers.authorization).toBe('Basic abc');
    // Nothing to decompress: the global fetch undid compression, `request` would not.
    expect(seen.headers['accept-encoding']).toBe('identity');
    expect(seen.body).toBe('grant_type=authorization_code&code=c+o%2Bde');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, echo: seen.body });
  });

  test('hands back every header, repeated ones included', async () => {
    const res = await idpFetch(`${base}/token`, options({ body: 'x=1' }));
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('www-authenticate')).toBe('DPoP error="use_dpop_nonce"');
  });

  test('a GET without a body, and an answer without one', async () => {
    const res = await idpFetch(`${base}/empty`, options({ method: 'GET', body: undefined, headers: { accept: 'application/json' } }));
    expect(seen.method).toBe('GET');
    expect(seen.body).toBe('');
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  test('a redirect is handed back, not followed', async () => {
    const res = await idpFetch(`${base}/moved`, options({ method: 'GET', body: undefined }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/elsewhere');
  });

  test("openid-client's timeout signal ends the call", async () => {
    const started = Date.now();
    await expect(idpFetch(`${base}/slow`, options({ method: 'GET', body: undefined, signal: AbortSignal.timeout(100) }))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('openid-client over it, against the sandbox IdP', () => {
  const issuer = new URL(IDP_BASE);
  const discover = () =>
    oidc.discovery(issuer, 'seaside-web', undefined, oidc.ClientSecretBasic('not-the-secret'), {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: idpFetch,
    });

  test('discovery reads the metadata', async () => {
    const config = await discover();
    expect(config.serverMetadata().token_endpoint).toMatch(/\/token$/);
  });

  test("a refused token exchange is the IdP's own OAuth error, read from its answer", async () => {
    const config = await discover();
    config[oidc.customFetch] = idpFetch;
    const callback = new URL('http://seaside.localhost/authenticate');
    callback.search = new URLSearchParams({ code: 'forged', state: 's', iss: config.serverMetadata().issuer }).toString();
    const error = await oidc.authorizationCodeGrant(config, callback, { expectedState: 's', pkceCodeVerifier: 'v'.repeat(43) }).catch((e: unknown) => e);
    // The sandbox refuses the client with 401 and a challenge: read from the headers handed back.
    expect(error).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
    const challenge = error as oidc.WWWAuthenticateChallengeError;
    expect(challenge.status).toBe(401);
    expect(challenge.cause).toEqual([{ scheme: 'basic', parameters: expect.objectContaining({ error: 'invalid_client' }) }]);
  });
});

// Property-based fuzzing of every route handler (issue 12), over HTTP against a Keycard server of its
// own (the standalone build beside the e2e stack's, on the same sandbox), so that what the fuzzer
// spends (Keycard's per-address credential budget, a flood of odd requests) touches no other test.
// For each handler under app/ (found on disk: a new one is fuzzed without being listed), fast-check
// generates requests from its form schema's fields (found by tests/support/route-handlers.ts: any
// schema of lib/validation/, or one its route file builds; a handler whose form's fields cannot be
// found fails rather than being fuzzed without them) and far beyond them: form, JSON, garbage and
// oversized bodies, query strings with the flow's parameters and strangers, origins, fetch metadata,
// forged cookies. Every reply must be below 500, carry no stack trace and stay within the limits:
// a JSON answer of at most 4 KiB, a page of at most 256 KiB, each cookie within the browser's 4 KiB.
// `npm test` runs FUZZ_RUNS (default 30) inputs per handler; `npm run fuzz` runs 10,000.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { Agent, request } from 'undici';
import { FLOW_FIELDS } from '@/lib/flows/flow-state';
import { routeHandlers, unfoundSchemas, type RouteHandler } from '../support/route-handlers';
import { startReplica, type Replica } from './replica';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const PORT = 3114;
const HOST = 'seaside.localhost:3100';
const ORIGIN = `http://${HOST}`;
const MAX_JSON = 4 * 1024;
const MAX_PAGE = 256 * 1024;
const MAX_COOKIE = 4096;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type Handler = RouteHandler & { fields: string[] };

const NASTY = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/callback',
  'http://localhost:4102/callback',
  '\r\nSet-Cookie: pwned=1',
  '{"a":1}',
  '[]',
  'null',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  'Fe26.2**0123456789abcdef*aaaa*bbbb**cccc*dddd',
  'a'.repeat(513),
  'ü'.repeat(300),
  'ทดสอบ',
  '🙂'.repeat(50),
];
const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.string({ minLength: 600, maxLength: 3000 }) },
);
/** Header values a client can send at all (visible ASCII). */
const headerValue = fc.oneof(fc.constantFrom('', 'x', 'Fe26.2**garbage', '../..', 'a'.repeat(2000)), fc.stringMatching(/^[\x21-\x7e]{0,100}$/));
const knownNames = [
  ...Object.keys(FLOW_FIELDS),
  'code',
  'state',
  'tenantCode',
  'token',
  'step',
  'after',
  'error',
  'error_description',
  'page',
  'flow',
  'response',
];
const name = (fields: string[]) => fc.oneof(fc.constantFrom(...fields, ...knownNames), fc.string({ minLength: 1, maxLength: 20 }));

function requestFor(h: Handler) {
  const dict = fc.dictionary(name(h.fields), value, { maxKeys: 12 });
  // Every schema field present most of the time, so the handler gets past its parsing too.
  const filled = fc.record(Object.fromEntries(h.fields.map((f) => [f, value])));
  const body = fc.oneof(
    fc.tuple(filled, dict).map(([a, b]) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams({ ...a, ...b }).toString() })),
    fc.tuple(filled, dict).map(([a, b]) => ({ type: 'application/json', text: JSON.stringify({ ...a, ...b }) })),
    fc.jsonValue().map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })),
    fc.string({ maxLength: 200 }).map((text) => ({ type: 'application/json', text })),
    fc
      .tuple(fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml', ''), fc.string({ maxLength: 200 }))
      .map(([type, text]) => ({ type, text })),
    fc.integer({ min: 8 * 1024 + 1, max: 40 * 1024 }).map((n) => ({ type: 'application/x-www-form-urlencoded', text: `email=${'a'.repeat(n)}` })),
    fc.constant(null),
  );
  const cookies = fc.dictionary(
    fc.constantFrom(
      '__Host-session',
      '__Host-flash',
      '__Host-ceremony',
      '__Host-partner',
      '__Host-tx-abc',
      '__Host-device',
      '__Host-pendingEmail',
      '__Host-link-activate',
      '__Host-link-reset',
      '__Host-link-register',
      '__Host-link-verify',
      '__Host-link-sso',
      'NEXT_LOCALE',
    ),
    fc.stringMatching(/^[\x21-\x2b\x2d-\x3a\x3c-\x7e]{0,300}$/),
    { maxKeys: 4 },
  );
  return fc.record({
    query: fc.dictionary(name(h.fields), value, { maxKeys: 6 }),
    body: h.method === 'GET' ? fc.constant(null) : body,
    // Mostly our own origin, so that most inputs get past the CSRF check into the handler proper.
    origin: fc.oneof({ weight: 6, arbitrary: fc.constant(ORIGIN) }, { weight: 1, arbitrary: fc.constantFrom('http://evil.example', 'null', undefined) }),
    fetchSite: fc.oneof({ weight: 6, arbitrary: fc.constant('same-origin') }, { weight: 1, arbitrary: fc.constantFrom('cross-site', 'none', undefined) }),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'text/event-stream', undefined),
    cookies,
    traceToken: fc.option(headerValue),
    language: fc.option(headerValue),
  });
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

const STACK = /\n\s+at [^\n]+\(|node_modules\/|webpack-internal:|\.tsx?:\d+:\d+|Error: .*\n\s+at /;

test.describe('fuzzing every route handler', () => {
  test.describe.configure({ mode: 'serial', timeout: Math.max(120_000, RUNS * 60) });
  let keycard: Replica;
  // Short answers: a handler that hangs fails the property instead of the suite.
  const agent = new Agent({ headersTimeout: 15_000, bodyTimeout: 15_000, connections: 8 });

  test.beforeAll(async () => {
    // Its own per-address budget: the fuzzer refuses passwords by the hundred.
    keycard = await startReplica(PORT, { LOG_LEVEL: 'error' });
  });
  test.afterAll(async () => {
    keycard?.child.kill('SIGTERM');
    await agent.close();
  });

  const found = routeHandlers();

  test('every handler under app/ is found, and every form one parses with its fields', () => {
    expect(found.length).toBeGreaterThanOrEqual(40);
    expect(found.map((h) => `${h.method} ${h.path}`)).toEqual(
      expect.arrayContaining(['POST /api/login/password', 'GET /authenticate', 'GET /api/mfa/mobile/events']),
    );
    expect(unfoundSchemas(found)).toEqual([]);
  });

  for (const h of found) {
    test(`${h.method} ${h.path}: no 5xx, no stack trace, no oversized reply`, async () => {
      // A form whose fields are unknown would be fuzzed with none of them: mostly refused at parsing.
      check(h.schema === undefined || h.fields !== undefined, `${h.method} ${h.path}: the fields of \`body: ${h.schema}\` were not found`);
      await fc.assert(
        fc.asyncProperty(requestFor({ ...h, fields: h.fields ?? [] }), async (r) => {
          const qs = new URLSearchParams(r.query).toString();
          const headers: Record<string, string> = { host: HOST };
          if (r.origin) headers.origin = r.origin;
          if (r.fetchSite) headers['sec-fetch-site'] = r.fetchSite;
          if (r.accept) headers.accept = r.accept;
          if (r.traceToken) headers['trace-token'] = r.traceToken;
          if (r.language) headers['accept-language'] = r.language;
          const cookie = Object.entries(r.cookies)
            .map(([k, v]) => `${k}=${v}`)
            .join('; ');
          if (cookie) headers.cookie = cookie;
          if (r.body) headers['content-type'] = r.body.type;
          const res = await request(`http://127.0.0.1:${PORT}${h.path}${qs ? `?${qs}` : ''}`, {
            method: h.method as 'GET' | 'POST',
            headers,
            body: r.body?.text,
            dispatcher: agent,
          });
          const text = await res.body.text();
          // Plain checks, not Playwright's expect: each expect is a recorded step, too heavy by the ten thousand.
          const what = `${h.method} ${h.path}?${qs} → ${res.statusCode}`;
          check(res.statusCode < 500, what);
          check(!STACK.test(text), `${what}: a stack trace in ${text.slice(0, 300)}`);
          const json = String(res.headers['content-type'] ?? '').includes('json');
          check(Buffer.byteLength(text) <= (json ? MAX_JSON : MAX_PAGE), `${what}: ${Buffer.byteLength(text)} bytes`);
          for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? []))
            check(Buffer.byteLength(c) <= MAX_COOKIE, `${what}: a cookie of ${Buffer.byteLength(c)} bytes`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }
});

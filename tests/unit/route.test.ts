// The one route wrapper (issue 7 §1): what a handler states it needs is enforced once — the origin of
// every write, the body cap, the body's schema (a form's or a script's JSON), the answer's shape and
// Server-Timing — before or after the handler's own logic.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { z } from 'zod';
import { route } from '@/lib/http/route';
import { flash } from '@/lib/session/flash';
import { TEST_ORIGIN, signedRequest } from '../support/handler-fixtures';
import { formSchema, required, text } from '@/lib/validation/form-schema';

const ORIGIN = TEST_ORIGIN;
const requestTo = signedRequest;
const sameOrigin = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };

describe('a script handler (JSON in, JSON out)', () => {
  const seen: unknown[] = [];
  const handler = route({
    json: z.object({ id: z.string(), response: z.object({ clientDataJSON: z.string() }) }),
    async handle({ body }) {
      seen.push(body);
      return { next: '/done' };
    },
  });
  const call = (body: string, headers: Record<string, string> = sameOrigin) => handler(requestTo('/api/x', { body, type: 'application/json', headers }));

  test('a nested body is parsed by its schema and the answer is JSON, with Server-Timing', async () => {
    const res = await call(JSON.stringify({ id: 'a', response: { clientDataJSON: 'b' } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, next: '/done' });
    expect(seen).toEqual([{ id: 'a', response: { clientDataJSON: 'b' } }]);
    expect(res.headers.get('server-timing')).toMatch(/upstream;dur=[\d.]+, idp;dur=[\d.]+, app;dur=/);
  });

  test('from another site it is refused before anything is read', async () => {
    const res = await call('{}', { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  test('a body off the schema is 400, one over the cap 413', async () => {
    expect((await call(JSON.stringify({ id: 1 }))).status).toBe(400);
    expect((await call('{nope')).status).toBe(400);
    const big = await call(JSON.stringify({ id: 'a'.repeat(20_000), response: { clientDataJSON: '' } }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ ok: false, errors: { form: 'tooLarge' } });
  });
});

describe('a form handler', () => {
  const handler = route({
    body: formSchema({ email: text([required]), password: text([required], { raw: true }) }),
    formPage: () => '/login/password',
    async handle({ body }) {
      return body.password.length > 1000 ? { next: '/long' } : { errors: { form: 'invalidCredentials' } };
    },
  });
  const form = (body: string, headers: Record<string, string> = {}) =>
    handler(requestTo('/api/form', { body, type: 'application/x-www-form-urlencoded', headers: { ...sameOrigin, ...headers } }));

  test('a refused plain post goes back to its page with the errors in a flash, never in the URL', async () => {
    const res = await form('email=a%40b.test&password=x');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/login/password`);
    expect(res.headers.get('set-cookie')).toContain('__Host-flash=');
  });

  test('a refused fetch gets 422 JSON and no flash', async () => {
    const res = await form('email=a%40b.test&password=x', { accept: 'application/json' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, errors: { form: 'invalidCredentials' } });
    expect(res.headers.get('set-cookie') ?? '').not.toContain('__Host-flash');
  });

  test('a long value is parsed whole; only what is reflected is capped', async () => {
    const res = await form(`email=a%40b.test&password=${'p'.repeat(1500)}`, { accept: 'application/json' });
    expect(await res.json()).toEqual({ ok: true, next: '/long' });
  });

  test('a post without an Origin is refused', async () => {
    const res = await handler(requestTo('/api/form', { body: 'email=x', type: 'application/x-www-form-urlencoded' }));
    expect(res.status).toBe(403);
  });
});

describe('what a handler is given besides its body (code review finding 3)', () => {
  test("this browser's device token, and a ceremony only of the kind and user asked for", async () => {
    const { ceremony } = await import('@/lib/session/ceremony');
    const challenge = await ceremony.write({ kind: 'webauthn', ceremony: 'authentication', challenge: 'c'.repeat(32), startedAt: Date.now() });
    const seen: unknown[] = [];
    const handler = route({
      async handle(ctx) {
        seen.push(
          ctx.deviceToken,
          (await ctx.ceremony('webauthn', null))?.challenge,
          await ctx.ceremony('mfa', null),
          await ctx.ceremony('webauthn', 'user-1'),
        );
        return { next: '/done' };
      },
    });
    await handler(requestTo('/api/x', { method: 'GET', headers: { cookie: `__Host-device=device-1; ${challenge.name}=${challenge.value}` } }));
    expect(seen).toEqual(['device-1', 'c'.repeat(32), null, null]);
  });

  test('the trace token the proxy signed, for every upstream call the handler makes without handing it on', async () => {
    const { requestTraceToken } = await import('@/lib/http/timing');
    let seen: string | undefined;
    const handler = route({
      async handle() {
        await Promise.resolve();
        seen = requestTraceToken();
        return { next: '/done' };
      },
    });
    await handler(requestTo('/api/x', { method: 'GET', context: { traceToken: 'trace-42' } }));
    expect(seen).toBe('trace-42');
  });
});

describe('a refusal with detail (FormResult: errors by field, detail beside them)', () => {
  const handler = route({
    body: formSchema({ code: text([required]) }),
    formPage: () => '/mfa',
    async handle() {
      return { errors: { form: 'rateLimited' }, detail: { retryIn: 27, providerCode: '21610' }, status: 429 };
    },
  });
  const post = (headers: Record<string, string> = {}) =>
    handler(requestTo('/api/mfa/verify', { body: 'code=123456', type: 'application/x-www-form-urlencoded', headers: { ...sameOrigin, ...headers } }));

  test('a fetch gets the countdown as a number and the provider code beside the errors, not among them', async () => {
    const res = await post({ accept: 'application/json' });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ ok: false, errors: { form: 'rateLimited' }, detail: { retryIn: 27, providerCode: '21610' } });
  });

  test('a plain post carries the same detail to its page in the flash', async () => {
    const res = await post();
    expect(res.status).toBe(303);
    const cookie = /__Host-flash=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    const found = await flash.read(cookie);
    expect(found).toMatchObject({ to: '/mfa', errors: { form: 'rateLimited' }, detail: { retryIn: 27, providerCode: '21610' } });
  });
});

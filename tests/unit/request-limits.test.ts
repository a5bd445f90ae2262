// Bad input gets a clear 4xx, never a 500 (issue 7 §2.4): bodies are capped before they are read in
// full, and forms have a bounded number of fields (the credential limits: credential-limits.test.ts).
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { getCloneableBody } from 'next/dist/server/body-streams';
import nextConfig from '@/next.config.mjs';
import { MAX_BODY_BYTES, MAX_FIELDS, readFields } from '@/lib/http/read-fields';
import { ceremony, openCeremony } from '@/lib/session/ceremony';

const form = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('http://x/api', { method: 'POST', headers: { 'content-type': type }, body });

/**
 * A form as its handler gets it behind the proxy: the socket's chunks go through Next's own body
 * clone at the configured limit (as next-server.js does around the proxy), and the handler reads
 * what Next put back in the request's place.
 */
async function behindTheProxy(chunks: string[], headers: Record<string, string>, limit = Number(nextConfig.experimental?.proxyClientMaxBodySize)) {
  const incoming = Readable.from(chunks.map((c) => Buffer.from(c)));
  const body = getCloneableBody(incoming as unknown as IncomingMessage, limit);
  body.cloneBodyStream();
  await body.finalize();
  return new Request('http://x/api', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: Readable.toWeb(incoming) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
}

describe('reading a form', () => {
  test('an ordinary form is read, the first of a repeated name kept', async () => {
    expect(await readFields(form('email=a%40b.test&remember=on&email=other'))).toEqual({ ok: true, fields: { email: 'a@b.test', remember: 'on' } });
  });

  test('a body over the cap is refused with 413 (declared or not)', async () => {
    expect(await readFields(form(`email=${'x'.repeat(MAX_BODY_BYTES)}`))).toEqual({ ok: false, status: 413 });
    const streamed = new ReadableStream({
      pull(c) {
        c.enqueue(new TextEncoder().encode('a'.repeat(4096)));
      },
    });
    const request = new Request('http://x/api', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(await readFields(request)).toEqual({ ok: false, status: 413 });
  });

  // L4: past `proxyClientMaxBodySize` Next ends the body without an error, between two of the
  // socket's chunks, so the handler would read a shorter form that parses.
  test('a body the proxy cut short is refused with 413, never read as the shorter form it became', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const start = `email=a%40b.test&remember=${'x'.repeat(6000)}`;
    const chunked = await behindTheProxy([start, 'x'.repeat(40 * 1024)], { 'transfer-encoding': 'chunked' });
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Request body exceeded 16KB'));
    expect(await readFields(chunked)).toEqual({ ok: false, status: 413 });
    // Were the limit ever below the cap, a declared length the bytes fall short of gives it away.
    const declared = await behindTheProxy([start, 'x'.repeat(1000)], { 'content-length': String(start.length + 1000) }, 4096);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Request body exceeded 4KB'));
    expect(await readFields(declared)).toEqual({ ok: false, status: 413 });
    warn.mockRestore();
  });

  test('a form at the cap passes the proxy whole', async () => {
    const whole = `email=a%40b.test&remember=${'x'.repeat(MAX_BODY_BYTES - 26)}`;
    const request = await behindTheProxy([whole.slice(0, 3000), whole.slice(3000)], { 'content-length': String(whole.length) });
    expect(await readFields(request)).toEqual({ ok: true, fields: { email: 'a@b.test', remember: 'x'.repeat(MAX_BODY_BYTES - 26) } });
  });

  test('too many fields, a body that is not a form, or broken JSON is a 400', async () => {
    expect(await readFields(form(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `f${i}=1`).join('&')))).toEqual({ ok: false, status: 400 });
    expect(await readFields(form('x', 'text/plain'))).toEqual({ ok: false, status: 400 });
    expect(await readFields(form('{nope', 'application/json'))).toEqual({ ok: false, status: 400 });
    expect(await readFields(form('[1,2]', 'application/json'))).toEqual({ ok: false, status: 400 });
  });
});

describe('ceremony state', () => {
  test('opens only for its kind and the user it was begun for', async () => {
    const { value } = await ceremony.write({ kind: 'webauthn', challenge: 'c'.repeat(43), ceremony: 'registration', userUuid: 'u1', startedAt: 1 });
    expect(await openCeremony(value, 'webauthn', 'u1')).toMatchObject({ challenge: 'c'.repeat(43) });
    expect(await openCeremony(value, 'webauthn', 'u2')).toBeNull();
    expect(await openCeremony(value, 'mfa', 'u1')).toBeNull();
  });
});

// Bad input gets a clear 4xx, never a 500 (issue 7 §2.4): bodies are capped before they are read in
// full, and forms have a bounded number of fields (the credential limits: credential-limits.test.ts).
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { MAX_BODY_BYTES, MAX_FIELDS, readFields } from '@/lib/http/read-fields';
import { ceremony, openCeremony } from '@/lib/session/ceremony';

const form = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('http://x/api', { method: 'POST', headers: { 'content-type': type }, body });

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

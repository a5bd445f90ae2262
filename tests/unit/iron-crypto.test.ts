// Issue 23: iron's seals are made with node:crypto's synchronous primitives (lib/session/iron-crypto)
// instead of WebCrypto's thread-pool jobs. Same algorithms, same bytes: what one seals the other opens.
import { webcrypto } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { defaults, seal, unseal } from 'iron-webcrypto';
import { ironCrypto } from '@/lib/session/iron-crypto';

jest.mock('server-only', () => ({}));

const SECRET = 'an-iron-secret-of-at-least-thirty-two-characters';
const PAYLOADS = [{ to: '/login' }, { email: 'ünïcödé@seaside.test', nested: { list: [1, 2, 3] } }, { big: 'x'.repeat(3000) }];
const asIron = ironCrypto as unknown as Parameters<typeof seal>[0];

test.each(PAYLOADS)('sealed with node:crypto, opened by iron-session on WebCrypto, and back (%#)', async (data) => {
  const ours = `${await seal(asIron, data, { id: '1', secret: SECRET }, { ...defaults, ttl: 60_000 })}~2`;
  expect(await unsealData(ours, { password: { 1: SECRET }, ttl: 60 })).toEqual(data);
  const theirs = await sealData(data, { password: { 1: SECRET }, ttl: 60 });
  expect(await unseal(asIron, theirs.split('~')[0]!, { 1: SECRET }, { ...defaults, ttl: 60_000 })).toEqual(data);
});

test('each primitive gives WebCrypto’s bytes', async () => {
  const raw = webcrypto.getRandomValues(new Uint8Array(32));
  const iv = webcrypto.getRandomValues(new Uint8Array(16));
  const salt = webcrypto.getRandomValues(new Uint8Array(32));
  const data = new TextEncoder().encode('the same bytes either way, of an odd length.');
  const buf = (b: ArrayBuffer) => Buffer.from(b).toString('hex');

  const theirsAes = await webcrypto.subtle.importKey('raw', raw, { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']);
  const oursAes = await ironCrypto.subtle.importKey('raw', raw, { name: 'AES-CBC' });
  const encrypted = await webcrypto.subtle.encrypt({ name: 'AES-CBC', iv }, theirsAes, data);
  expect(buf(await ironCrypto.subtle.encrypt({ name: 'AES-CBC', iv }, oursAes, data))).toBe(buf(encrypted));
  expect(buf(await ironCrypto.subtle.decrypt({ name: 'AES-CBC', iv }, oursAes, encrypted))).toBe(buf(data.buffer));

  const theirsPbkdf2 = await webcrypto.subtle.importKey('raw', raw, { name: 'PBKDF2' }, false, ['deriveBits']);
  const oursPbkdf2 = await ironCrypto.subtle.importKey('raw', raw, { name: 'PBKDF2' });
  const params = { name: 'PBKDF2', hash: 'SHA-1', salt, iterations: 1 };
  expect(buf(await ironCrypto.subtle.deriveBits(params, oursPbkdf2, 256))).toBe(buf(await webcrypto.subtle.deriveBits(params, theirsPbkdf2, 256)));

  const theirsHmac = await webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const oursHmac = await ironCrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' });
  expect(buf(await ironCrypto.subtle.sign({ name: 'HMAC' }, oursHmac, data))).toBe(buf(await webcrypto.subtle.sign({ name: 'HMAC' }, theirsHmac, data)));
});

test('anything iron does not ask for is refused, not guessed', async () => {
  const raw = new Uint8Array(32);
  await expect(ironCrypto.subtle.importKey('jwk', raw, { name: 'HMAC', hash: 'SHA-256' })).rejects.toThrow();
  await expect(ironCrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-512' })).rejects.toThrow();
  const aes = await ironCrypto.subtle.importKey('raw', raw, { name: 'AES-CBC' });
  await expect(ironCrypto.subtle.encrypt({ name: 'AES-GCM', iv: new Uint8Array(12) }, aes, raw)).rejects.toThrow();
  await expect(ironCrypto.subtle.sign({ name: 'HMAC' }, aes, raw)).rejects.toThrow();
});

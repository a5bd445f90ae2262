// Random tokens, hashes and password hashing (node:crypto scrypt) shared by the API and the IdP.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** An opaque token: 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two strings of any length (hashing first evens the lengths). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 };

function deriveKey(password: string, salt: Buffer, keyLength: number, N: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can change without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT;
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, keyLength, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const salted = Buffer.from(salt, 'base64url');
  const key = await deriveKey(password, salted, expected.length, Number(N), Number(r), Number(p));
  return timingSafeEqual(key, expected);
}

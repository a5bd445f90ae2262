// Random values for every request (the CSP nonce, iron's salts and IVs, a sign-in's state, nonce and
// PKCE verifier) drawn from a pool the
// system's CSPRNG fills 4 KiB at a time: one call into it per 256 nonces instead of one per request
// (issue 23). Each byte is handed out once, as Node does for randomUUID's own cache.
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/** The offset of `bytes` fresh bytes in the pool, refilled first when what is left is too short. */
function take(bytes: number): number {
  if (bytes > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} bytes`);
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += bytes;
  return offset - bytes;
}

/** `bytes` fresh random bytes (at most the pool's size), in base64. */
export function randomBase64(bytes: number): string {
  const at = take(bytes);
  return pool.toString('base64', at, at + bytes);
}

/** `bytes` fresh random bytes in base64url (no padding): OAuth's state, nonce and PKCE verifier. */
export function randomBase64Url(bytes: number): string {
  const at = take(bytes);
  return pool.toString('base64url', at, at + bytes);
}

/** Fills `view` with fresh random bytes (at most the pool's size), as `crypto.getRandomValues` does. */
export function fillRandom<T extends ArrayBufferView>(view: T): T {
  const target = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  const at = take(target.length);
  target.set(pool.subarray(at, at + target.length));
  return view;
}

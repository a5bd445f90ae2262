// Random values for every request (the CSP nonce) drawn from a pool the system's CSPRNG fills 4 KiB
// at a time: one call into it per 256 nonces instead of one per request, which cost the proxy more
// than anything else it does per page but its header copies (issue 23). Each byte is handed out once,
// as Node does for randomUUID's own cache.
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/** `bytes` fresh random bytes (at most the pool's size), in base64. */
export function randomBase64(bytes: number): string {
  if (bytes > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} bytes`);
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const value = pool.toString('base64', offset, offset + bytes);
  offset += bytes;
  return value;
}

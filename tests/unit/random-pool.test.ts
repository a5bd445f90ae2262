// Issue 23: CSP nonces come from a pool of random bytes; each is fresh, of its length, and never repeats.
import { fillRandom, randomBase64 } from '@/lib/http/random-pool';

test('nonces are 16 random bytes each, none repeated, across many refills of the pool', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 5000; i++) {
    const nonce = randomBase64(16);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    seen.add(nonce);
  }
  expect(seen.size).toBe(5000);
});

test('a draw that does not fit what is left of the pool starts a fresh one; more than a pool is refused', () => {
  const sizes = [7, 4096, 1, 4095, 16];
  for (const n of sizes) expect(Buffer.from(randomBase64(n), 'base64')).toHaveLength(n);
  expect(() => randomBase64(4097)).toThrow(RangeError);
});

test("iron's salts and IVs are filled from the pool: fresh bytes each time, in the view's own window", () => {
  const backing = new Uint8Array(64);
  const view = new Uint8Array(backing.buffer, 16, 32);
  fillRandom(view);
  expect(backing.subarray(0, 16).every((b) => b === 0)).toBe(true);
  expect(backing.subarray(48).every((b) => b === 0)).toBe(true);
  const again = fillRandom(new Uint8Array(32));
  expect(Buffer.from(again).equals(Buffer.from(view))).toBe(false);
});

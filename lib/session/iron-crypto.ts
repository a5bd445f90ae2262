// The part of WebCrypto that iron's seals use (iron-webcrypto, iron-session's engine), done with
// node:crypto's synchronous primitives. Through Node's WebCrypto every seal was eight jobs on the
// thread pool (two PBKDF2 derivations with their key imports, AES-CBC, HMAC), each with its promise
// and key object: the largest cost of a sign-in's hops (issue 23). The algorithms and bytes are the
// same, so a value sealed here opens with iron-session and the other way round (tests/unit/iron-crypto).
import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, pbkdf2Sync } from 'node:crypto';
import { fillRandom } from '../http/random-pool';

type Algorithm = { name: string; hash?: string | { name: string }; salt?: BufferSource; iterations?: number; iv?: BufferSource; counter?: BufferSource };
/** A key as iron asks for it: its raw bytes with the algorithm it was imported for. */
type RawKey = { algorithm: string; hash?: string; raw: Buffer };

const HASHES: Record<string, string> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256' };

function hashOf(hash: Algorithm['hash']): string {
  const name = typeof hash === 'string' ? hash : hash?.name;
  const found = name ? HASHES[name] : undefined;
  if (!found) throw new Error(`unsupported hash ${String(name)}`);
  return found;
}

function bytes(data: BufferSource): Buffer {
  return ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);
}

/** A fresh ArrayBuffer holding `buf`'s bytes (WebCrypto answers with one). */
function arrayBuffer(buf: Buffer): ArrayBuffer {
  const out = new ArrayBuffer(buf.byteLength);
  new Uint8Array(out).set(buf);
  return out;
}

function cipherName(params: Algorithm, key: RawKey): string {
  if (params.name === 'AES-CBC' && key.algorithm === 'AES-CBC') return `aes-${key.raw.length * 8}-cbc`;
  if (params.name === 'AES-CTR' && key.algorithm === 'AES-CTR') return `aes-${key.raw.length * 8}-ctr`;
  throw new Error(`unsupported cipher ${params.name}`);
}

export const ironCrypto = {
  getRandomValues<T extends ArrayBufferView | null>(array: T): T {
    return array ? fillRandom(array) : array;
  },
  subtle: {
    async importKey(format: string, keyData: BufferSource, algorithm: Algorithm): Promise<RawKey> {
      if (format !== 'raw') throw new Error(`unsupported key format ${format}`);
      return { algorithm: algorithm.name, hash: algorithm.hash ? hashOf(algorithm.hash) : undefined, raw: Buffer.from(bytes(keyData)) };
    },
    async deriveBits(params: Algorithm, key: RawKey, length: number): Promise<ArrayBuffer> {
      if (params.name !== 'PBKDF2' || key.algorithm !== 'PBKDF2' || !params.salt || !params.iterations) throw new Error('unsupported derivation');
      return arrayBuffer(pbkdf2Sync(key.raw, bytes(params.salt), params.iterations, length / 8, hashOf(params.hash)));
    },
    async encrypt(params: Algorithm, key: RawKey, data: BufferSource): Promise<ArrayBuffer> {
      const cipher = createCipheriv(cipherName(params, key), key.raw, bytes((params.iv ?? params.counter)!));
      return arrayBuffer(Buffer.concat([cipher.update(bytes(data)), cipher.final()]));
    },
    async decrypt(params: Algorithm, key: RawKey, data: BufferSource): Promise<ArrayBuffer> {
      const decipher = createDecipheriv(cipherName(params, key), key.raw, bytes((params.iv ?? params.counter)!));
      return arrayBuffer(Buffer.concat([decipher.update(bytes(data)), decipher.final()]));
    },
    async sign(params: Algorithm, key: RawKey, data: BufferSource): Promise<ArrayBuffer> {
      if (params.name !== 'HMAC' || key.algorithm !== 'HMAC' || !key.hash) throw new Error('unsupported signature');
      return arrayBuffer(createHmac(key.hash, key.raw).update(bytes(data)).digest());
    },
  },
};

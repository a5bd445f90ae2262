// Sealed (encrypted and signed) cookie values with iron-session, zod-checked when opened. Each kind
// of cookie seals with keys of its own, derived from the session secrets, so a value sealed for one
// purpose (a transaction, say) never opens as another (a flash).
import 'server-only';
import { createHmac } from 'node:crypto';
import { defaults, seal as ironSeal, unseal as ironUnseal } from 'iron-webcrypto';
import { ironCrypto } from './iron-crypto';
import type { z } from 'zod';
import { putBounded } from '../bounded-map';
import { config } from '../config';
import { COOKIES, MAX_AGE, cookieOptions, expiredCookieOptions, type CookieKind, type SealedKind, type SetCookie } from '../sign-in/cookies';

export type { SetCookie };

const derived = new Map<string, Record<string, string>>();

/** iron-session seals with the highest id: the first configured secret is the current one. */
function passwords(purpose: CookieKind): Record<string, string> {
  const secrets = config().sessionSecrets;
  const key = `${purpose}\n${secrets.join('\n')}`;
  let found = derived.get(key);
  if (!found) {
    found = Object.fromEntries(
      secrets.map((s, i) => [String(secrets.length - i), createHmac('sha256', s).update(`keycard/cookie/${purpose}/v1`).digest('hex')]),
    );
    derived.set(key, found);
  }
  return found;
}

/**
 * Seals this replica made or opened lately, by purpose and exact sealed value, with the data as JSON.
 * Opening a seal (two PBKDF2 derivations, an HMAC and AES through WebCrypto's thread pool) was the
 * largest cost of a sign-in's hops (issue 23), and a sign-in opens each cookie it carries at every
 * hop: remembered, the same value opens to the same data without the crypto. Only a value iron has
 * opened, or that this replica sealed itself, is ever remembered, so a forged or altered value never
 * matches; its expiry is checked again as iron checks it. Bounded: the oldest is forgotten first.
 */
const opened = new Map<string, string>();
export const OPENED_SEALS_MAX = 4096;
/** iron's allowance for clocks that differ (its `timestampSkewSec`, 60 s). */
const SKEW_MS = 60_000;

function remember(purpose: CookieKind, value: string, data: unknown): void {
  putBounded(opened, `${purpose}\n${value}`, JSON.stringify(data), OPENED_SEALS_MAX);
}

/** The remembered data of a seal still within its life, else undefined (and it is forgotten). */
function recall(purpose: CookieKind, value: string): unknown {
  const key = `${purpose}\n${value}`;
  const json = opened.get(key);
  if (json === undefined) return undefined;
  // iron's format: Fe26.2*id*salt*iv*data*expiration*hmacSalt*hmac (with its version after a `~`).
  const expiration = value.split('~')[0]!.split('*')[5];
  if (expiration && Number.parseInt(expiration, 10) <= Date.now() - SKEW_MS) {
    opened.delete(key);
    return undefined;
  }
  return JSON.parse(json);
}

/** What iron-webcrypto takes for its crypto (its own type is not exported). */
type IronCrypto = Parameters<typeof ironSeal>[0];

/** iron-session's token version, after its delimiter: a value without it would open as version 1. */
const TOKEN_VERSION = '~2';

/**
 * iron-session's `sealData`, through iron-webcrypto (its engine) with node:crypto underneath (see
 * ./iron-crypto): sealed with the newest secret, named by its id, for the kind's lifetime.
 */
async function sealData(data: object, password: Record<string, string>, ttlSeconds: number): Promise<string> {
  const id = String(Math.max(...Object.keys(password).map(Number)));
  const sealed = await ironSeal(ironCrypto as unknown as IronCrypto, data, { id, secret: password[id]! }, { ...defaults, ttl: ttlSeconds * 1000 });
  return `${sealed}${TOKEN_VERSION}`;
}

/** iron-session's `unsealData`: a version-2 value's data, or null when it does not open. */
async function unsealData(value: string, password: Record<string, string>, ttlSeconds: number): Promise<unknown> {
  const [sealed, version] = value.split('~');
  if (`~${version}` !== TOKEN_VERSION) return null;
  try {
    return await ironUnseal(ironCrypto as unknown as IronCrypto, sealed!, password, { ...defaults, ttl: ttlSeconds * 1000 });
  } catch {
    return null;
  }
}

export async function seal(purpose: CookieKind, data: object): Promise<string> {
  const value = await sealData(data, passwords(purpose), MAX_AGE[purpose]);
  remember(purpose, value, data);
  return value;
}

/** The sealed value's data, or null when it is missing, tampered, expired, of another purpose or not of the schema. */
export async function unseal<T>(purpose: CookieKind, value: string | undefined, schema: z.ZodType<T>): Promise<T | null> {
  if (!value) return null;
  try {
    let data = recall(purpose, value);
    if (data === undefined) {
      data = await unsealData(value, passwords(purpose), MAX_AGE[purpose]);
      // A seal that does not open (tampered, expired, another purpose's key) is no data.
      if (!data || typeof data !== 'object' || Object.keys(data).length === 0) return null;
      remember(purpose, value, data);
    }
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One sealed cookie of a kind: its name, lifetime, attributes and schema in one place. */
export function sealedCookie<T extends object>(kind: SealedKind, schema: z.ZodType<T>, name: string = COOKIES[kind].name) {
  return {
    name,
    /** `maxAge`: a shorter life than the kind's (seconds), for a value whose own life is already running. */
    async write(data: T, opts: { partnerCrossSite?: boolean; maxAge?: number } = {}): Promise<SetCookie> {
      const options = cookieOptions(kind, opts);
      return {
        name,
        value: await seal(kind, data),
        options: opts.maxAge === undefined ? options : { ...options, maxAge: Math.min(options.maxAge, opts.maxAge) },
      };
    },
    read: (value: string | undefined): Promise<T | null> => unseal(kind, value, schema),
    clear: (): SetCookie => ({ name, value: '', options: expiredCookieOptions(kind) }),
  };
}

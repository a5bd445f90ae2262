// Sealed (encrypted and signed) cookie values with iron-session, zod-checked when opened. Each kind
// of cookie seals with keys of its own, derived from the session secrets, so a value sealed for one
// purpose (a transaction, say) never opens as another (a flash).
import 'server-only';
import { createHmac } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import type { z } from 'zod';
import { config } from '../config';
import { COOKIE, MAX_AGE, cookieOptions, expiredCookieOptions, type CookieKind, type CookieOptions } from './cookies';

export type SetCookie = { name: string; value: string; options: CookieOptions };

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

export async function seal(purpose: CookieKind, data: object): Promise<string> {
  return sealData(data, { password: passwords(purpose), ttl: MAX_AGE[purpose] });
}

/** The sealed value's data, or null when it is missing, tampered, expired, of another purpose or not of the schema. */
export async function unseal<T>(purpose: CookieKind, value: string | undefined, schema: z.ZodType<T>): Promise<T | null> {
  if (!value) return null;
  try {
    const data = await unsealData(value, { password: passwords(purpose), ttl: MAX_AGE[purpose] });
    // iron-session answers a seal it cannot open (tampered, expired, another purpose's key) with {}.
    if (!data || Object.keys(data).length === 0) return null;
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One sealed cookie of a kind: its name, lifetime, attributes and schema in one place. */
export function sealedCookie<T extends object>(kind: CookieKind, schema: z.ZodType<T>, name: string = COOKIE[kind as keyof typeof COOKIE]) {
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

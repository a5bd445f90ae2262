// Sealed (encrypted and signed) cookie values with iron-session, and zod-checked when opened.
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import type { z } from 'zod';
import { config } from '../config';

/** iron-session seals with the highest id: the first configured secret is the current one. */
function passwords(): Record<string, string> {
  const secrets = config().sessionSecrets;
  return Object.fromEntries(secrets.map((s, i) => [String(secrets.length - i), s]));
}

export async function seal(data: object, ttlSeconds: number): Promise<string> {
  return sealData(data, { password: passwords(), ttl: ttlSeconds });
}

/** The sealed value's data, or null when it is missing, tampered, expired or not of the schema. */
export async function unseal<T>(value: string | undefined, schema: z.ZodType<T>, ttlSeconds: number): Promise<T | null> {
  if (!value) return null;
  try {
    const data = await unsealData(value, { password: passwords(), ttl: ttlSeconds });
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

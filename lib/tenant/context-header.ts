// The request headers by which the proxy hands the resolved tenant, locale, nonce and trace token to
// pages and route handlers (the proxy's module state is not shared with their bundles).
import { LoginDomainResponse, Locale } from '../upstream/contract';

export const CONTEXT_HEADERS = {
  tenant: 'x-kc-tenant',
  tenantError: 'x-kc-tenant-error',
  locale: 'x-kc-locale',
  nonce: 'x-kc-nonce',
  trace: 'x-kc-trace',
  host: 'x-kc-host',
} as const;

export type TenantError = 'unknown-host' | 'unavailable';

export function encodeTenant(value: LoginDomainResponse): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeTenant(header: string | null): LoginDomainResponse | null {
  if (!header) return null;
  try {
    const parsed = LoginDomainResponse.safeParse(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function decodeLocale(header: string | null): Locale {
  const parsed = Locale.safeParse(header);
  return parsed.success ? parsed.data : 'en';
}

/** Trace tokens we accept from a caller: short and plain, so they are safe to log and forward. */
export function acceptTraceToken(value: string | null): string | null {
  return value && /^[A-Za-z0-9._-]{8,64}$/.test(value) ? value : null;
}

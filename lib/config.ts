// Keycard's configuration: environment variables parsed once, with a clear message for each bad one.
import 'server-only';
import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

const Env = z.object({
  UPSTREAM_API_BASE: z.url().default('http://localhost:4000'),
  SESSION_SECRET: csv.pipe(
    z
      .array(z.string().min(32, 'each session secret must be at least 32 characters'))
      .min(1, 'SESSION_SECRET is required (at least 32 characters; a comma-separated list rotates keys)'),
  ),
  IDP_CLIENT_SECRETS: z
    .string()
    .default('{}')
    .transform((s, ctx) => {
      try {
        return z.record(z.string(), z.string().min(1)).parse(JSON.parse(s));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'IDP_CLIENT_SECRETS must be a JSON object of client id → secret' });
        return z.NEVER;
      }
    }),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TENANT_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  PASSKEY_EMAIL_ALLOWLIST: csv,
  USAGE_SINK: z.enum(['log', 'none']).default('log'),
  CREDENTIAL_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  CREDENTIAL_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  CREDENTIAL_FAILURES_PER_FRONT_DESK_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
  CREDENTIAL_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(4),
  CREDENTIAL_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(30),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // https only; plain http for a script on this machine (the tests' stand-in vendor).
  MESSENGER_SCRIPT_URL: z
    .url({ protocol: /^https?$/, error: 'MESSENGER_SCRIPT_URL must be an https:// URL' })
    .refine((u) => u.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(u), 'MESSENGER_SCRIPT_URL must be an https:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MESSENGER_DOMAINS: csv.refine((list) => list.every((d) => /^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(d.toLowerCase())), {
    message: 'MESSENGER_DOMAINS must be host names (or *.domain), comma-separated',
  }),
});

export type Config = {
  upstreamApiBase: string;
  sessionSecrets: string[];
  idpClientSecrets: Record<string, string>;
  trustProxy: boolean;
  trustedProxyHops: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  tenantCacheTtlMs: number;
  upstreamTimeoutMs: number;
  passkeyEmailAllowlist: string[];
  usageSink: 'log' | 'none';
  /** Refused credential POSTs one client address may make per window before Keycard refuses it (429). */
  credentialFailuresPerAddress: number;
  credentialFailureWindowSeconds: number;
  /** The same for an address in one of the tenant's front-desk networks (issue 26). */
  credentialFailuresPerFrontDeskAddress: number;
  /**
   * Refused credentials one account may have from one address, and from anywhere, per 15 minutes (issue 26).
   * The first is kept below the IdP's own lock of the pair (5 in a row in the sandbox), so a person's
   * typos meet Keycard's timed wait, never the IdP's lock and its account-disabled page (issue 37).
   */
  credentialFailuresPerAccountAddress: number;
  credentialFailuresPerAccount: number;
  /** Where the limits shared by all replicas live; unset: in each process. */
  redisUrl: string | undefined;
  /** SPEC §7's messenger client: its script and the host names it is created on; null: off. */
  messenger: { scriptUrl: string; origin: string; domains: string[] } | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Keycard's configuration is invalid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    upstreamApiBase: e.UPSTREAM_API_BASE.replace(/\/+$/, ''),
    sessionSecrets: e.SESSION_SECRET,
    idpClientSecrets: e.IDP_CLIENT_SECRETS,
    trustProxy: e.TRUST_PROXY,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    logLevel: e.LOG_LEVEL,
    tenantCacheTtlMs: e.TENANT_CACHE_TTL_SECONDS * 1000,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    passkeyEmailAllowlist: e.PASSKEY_EMAIL_ALLOWLIST.map((x) => x.toLowerCase()),
    usageSink: e.USAGE_SINK,
    credentialFailuresPerAddress: e.CREDENTIAL_FAILURES_PER_ADDRESS,
    credentialFailureWindowSeconds: e.CREDENTIAL_FAILURE_WINDOW_SECONDS,
    credentialFailuresPerFrontDeskAddress: e.CREDENTIAL_FAILURES_PER_FRONT_DESK_ADDRESS,
    credentialFailuresPerAccountAddress: e.CREDENTIAL_FAILURES_PER_ACCOUNT_ADDRESS,
    credentialFailuresPerAccount: e.CREDENTIAL_FAILURES_PER_ACCOUNT,
    redisUrl: e.REDIS_URL,
    messenger:
      e.MESSENGER_SCRIPT_URL && e.MESSENGER_DOMAINS.length
        ? { scriptUrl: e.MESSENGER_SCRIPT_URL, origin: new URL(e.MESSENGER_SCRIPT_URL).origin, domains: e.MESSENGER_DOMAINS.map((d) => d.toLowerCase()) }
        : null,
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

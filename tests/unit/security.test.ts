// DESIGN §9: CSP with nonces, no form-action; secrets never reach a log line.
import { contentSecurityPolicy, originsOf, securityHeaders } from '@/lib/http/security-headers';
import { scrubUrl } from '@/lib/logger';
import { parseConfig } from '@/lib/config';

describe('content security policy', () => {
  const csp = contentSecurityPolicy({ nonce: 'abc123', imageOrigins: ['http://localhost:4000', 'http://localhost:4000'] });

  test('scripts only with the nonce, never inline or eval', () => {
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  test('never framed, no base or object, and no form-action', () => {
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('form-action');
  });

  test("images from the theme's origin only, once", () => {
    expect(csp).toContain("img-src 'self' data: http://localhost:4000;");
    expect(originsOf(['http://a.test/x.svg', 'not a url'])).toEqual(['http://a.test']);
    expect(originsOf([undefined, 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'https://cdn.test/dark.svg'])).toEqual(['https://cdn.test']);
  });

  test('HSTS only over https', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ https: false })['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('log scrubbing', () => {
  test('tokens, codes and e-mails in a URL are masked', () => {
    const out = scrubUrl('http://seaside.localhost:3000/authenticate?code=SECRET&state=S2&x=1');
    expect(out).not.toContain('SECRET');
    expect(out).not.toContain('S2');
    expect(out).toContain('x=1');
    expect(scrubUrl('/activate?token=T0K3N')).not.toContain('T0K3N');
    expect(scrubUrl('/partners/p/users/ada@seaside.test/help-link')).not.toContain('ada@');
  });

  test("a passkey state, the calling application's proof of a step-up, is masked too (security review notes)", () => {
    expect(scrubUrl('/login?purpose=passkey-step-up-success&passkeyState=PKS-SECRET')).not.toContain('PKS-SECRET');
  });
});

describe('configuration', () => {
  const good = { SESSION_SECRET: 'x'.repeat(32) };

  test('defaults fill what is not set', () => {
    expect(parseConfig(good)).toMatchObject({ upstreamApiBase: 'http://localhost:4000', tenantCacheTtlMs: 60_000, trustProxy: false });
  });

  test('each bad variable is named in the message', () => {
    expect(() => parseConfig({})).toThrow(/SESSION_SECRET/);
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(() => parseConfig({ ...good, IDP_CLIENT_SECRETS: 'nope' })).toThrow(/IDP_CLIENT_SECRETS/);
    expect(() => parseConfig({ ...good, UPSTREAM_API_BASE: 'not a url' })).toThrow(/UPSTREAM_API_BASE/);
  });

  test('REDIS_URL: unset or empty keeps limits in the process; only a redis URL is taken', () => {
    expect(parseConfig(good).redisUrl).toBeUndefined();
    expect(parseConfig({ ...good, REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(parseConfig({ ...good, REDIS_URL: 'rediss://cache.internal:6380/0' }).redisUrl).toBe('rediss://cache.internal:6380/0');
    expect(() => parseConfig({ ...good, REDIS_URL: 'http://cache.internal' })).toThrow(/REDIS_URL/);
    expect(() => parseConfig({ ...good, REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/);
  });

  test('a list of session secrets rotates keys, newest first', () => {
    expect(parseConfig({ SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(32)}` }).sessionSecrets).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
  });
});

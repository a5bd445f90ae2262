// DESIGN §5: pages trust only the context the proxy resolved — signed, so a client cannot forge it.
import { CONTEXT_HEADERS, DECODED_TENANTS_MAX, decodeTenant, encodeTenant, signContext, verifyContext } from '@/lib/tenant/context-header';
import { canonicalHost, parseHostHeader } from '@/lib/tenant/host';
import { testTenant } from '../support/handler-fixtures';

const KEY = 'k'.repeat(32);

function signed(values: Record<string, string>) {
  const h = new Headers(values);
  h.set(
    CONTEXT_HEADERS.mac,
    signContext(KEY, (n) => h.get(n)),
  );
  return h;
}

describe('signed context headers', () => {
  const base = { [CONTEXT_HEADERS.tenant]: 'dGVuYW50', [CONTEXT_HEADERS.locale]: 'de', [CONTEXT_HEADERS.host]: 'seaside.localhost:3000' };

  test("the proxy's own headers verify", () => {
    const h = signed(base);
    expect(verifyContext(KEY, (n) => h.get(n))).toBe(true);
  });

  test.each([
    [CONTEXT_HEADERS.tenant, 'Zm9yZ2Vk'],
    [CONTEXT_HEADERS.host, 'evil.example'],
    [CONTEXT_HEADERS.locale, 'fr'],
    [CONTEXT_HEADERS.tenantError, 'unknown-host'],
  ])('changing %s breaks the MAC', (name, value) => {
    const h = signed(base);
    h.set(name, value);
    expect(verifyContext(KEY, (n) => h.get(n))).toBe(false);
  });

  test('headers without a MAC, or signed with another key, are refused', () => {
    expect(verifyContext(KEY, (n) => new Headers(base).get(n))).toBe(false);
    const h = new Headers(base);
    h.set(
      CONTEXT_HEADERS.mac,
      signContext('x'.repeat(32), (n) => h.get(n)),
    );
    expect(verifyContext(KEY, (n) => h.get(n))).toBe(false);
  });
});

describe('the tenant header, encoded and decoded once per answer (issue 23)', () => {
  test('the same answer gives the same header, and the same header the same frozen tenant', () => {
    const header = encodeTenant(testTenant);
    expect(encodeTenant(testTenant)).toBe(header);
    const tenant = decodeTenant(header);
    expect(tenant).toMatchObject({ code: testTenant.tenant.code, clientId: testTenant.tenant.loginClientId });
    expect(decodeTenant(header)).toBe(tenant);
    // Shared by every request that carries the header: nobody can change it for the next one.
    expect(Object.isFrozen(tenant)).toBe(true);
    expect(Object.isFrozen(tenant!.theme.colours)).toBe(true);
    expect(() => {
      (tenant!.redirectUris as string[]).push('https://evil.example/cb');
    }).toThrow(TypeError);
  });

  test('a changed answer is decoded afresh; what is not a tenant decodes to none', () => {
    const changed = { ...testTenant, theme: { ...testTenant.theme, name: 'Renamed' } };
    expect(decodeTenant(encodeTenant(changed))?.theme.name).toBe('Renamed');
    expect(decodeTenant(encodeTenant(testTenant))?.theme.name).toBe(testTenant.theme.name);
    expect(decodeTenant(Buffer.from('{"tenant":{}}').toString('base64url'))).toBeNull();
    expect(decodeTenant('not base64 json')).toBeNull();
  });

  test('the memory of decoded headers is bounded', () => {
    const first = encodeTenant({ ...testTenant, theme: { ...testTenant.theme, name: 'First' } });
    const kept = decodeTenant(first);
    for (let i = 0; i < DECODED_TENANTS_MAX; i++) decodeTenant(encodeTenant({ ...testTenant, theme: { ...testTenant.theme, name: `T${i}` } }));
    // The first was evicted: decoding it again gives an equal tenant, not the one kept before.
    const again = decodeTenant(first);
    expect(again).toEqual(kept);
    expect(again).not.toBe(kept);
  });
});

describe('the host that goes into our own absolute URLs', () => {
  test.each([
    ['seaside.localhost:3000', 'seaside.localhost:3000'],
    ['Seaside.Localhost.', 'seaside.localhost'],
    ['seaside.localhost:3000, evil.example', null],
    ['seaside.localhost:99999', null],
    ['seaside.localhost:0', null],
    ['evil.example/x', null],
  ])('%j → %j', (header, expected) => {
    expect(canonicalHost(header)).toBe(expected);
  });

  test('the port is kept apart from the name', () => {
    expect(parseHostHeader('login.example.com:8443')).toEqual({ hostname: 'login.example.com', port: '8443' });
  });
});

// DESIGN §5: pages trust only the context the proxy resolved — signed, so a client cannot forge it.
// Issue 42: one header, naming the tenant by its id in the process's registry.
import { openContext, sealContext, type SignedContext } from '@/lib/tenant/context-header';
import { canonicalHost, parseHostHeader } from '@/lib/tenant/host';
import { REGISTERED_TENANTS_MAX, registerTenant, registeredTenant } from '@/lib/tenant/registry';
import { testTenant } from '../support/handler-fixtures';

const KEY = 'k'.repeat(32);

const context: SignedContext = {
  tenant: '7',
  tenantError: null,
  locale: 'de',
  scheme: 'dark',
  nonce: 'bm9uY2U=',
  trace: 'trace-1234',
  host: 'seaside.localhost:3000',
  origin: 'https://seaside.example',
  path: '/login/password',
  query: '?redirectUri=https%3A%2F%2Fapp.example%2Fcb',
  flash: 'Fe26.2**sealed',
};

describe('the signed context header', () => {
  test("the proxy's own header opens to what it sealed", () => {
    expect(openContext(KEY, sealContext(KEY, context))).toEqual(context);
  });

  test.each<[string, Partial<SignedContext>]>([
    ['tenant', { tenant: '8' }],
    ['host', { host: 'evil.example' }],
    ['locale', { locale: 'fr' }],
    ['tenant error', { tenantError: 'unknown-host' }],
    ['flash', { flash: null }],
  ])("another %s under the proxy's MAC is refused", (_, change) => {
    const [, mac] = sealContext(KEY, context).split('.');
    const [forged] = sealContext(KEY, { ...context, ...change }).split('.');
    expect(openContext(KEY, `${forged}.${mac}`)).toBeNull();
  });

  test('no header, one without a MAC, one signed with another key or not well formed is refused', () => {
    expect(openContext(KEY, null)).toBeNull();
    expect(openContext(KEY, sealContext(KEY, context).split('.')[0]!)).toBeNull();
    expect(openContext(KEY, sealContext('x'.repeat(32), context))).toBeNull();
    expect(openContext(KEY, '.')).toBeNull();
    expect(openContext(KEY, 'not a header at all')).toBeNull();
  });
});

describe('the tenant registry (issue 42): each answer reshaped once, shared by id', () => {
  test('the same answer gives the same id, and the id the same frozen tenant', () => {
    const id = registerTenant(testTenant);
    expect(registerTenant(testTenant)).toBe(id);
    const tenant = registeredTenant(id);
    expect(tenant).toMatchObject({ code: testTenant.tenant.code, clientId: testTenant.tenant.loginClientId });
    expect(registeredTenant(id)).toBe(tenant);
    // Shared by every request that carries the id: nobody can change it for the next one.
    expect(Object.isFrozen(tenant)).toBe(true);
    expect(Object.isFrozen(tenant!.theme.colours)).toBe(true);
    expect(() => {
      (tenant!.redirectUris as string[]).push('https://evil.example/cb');
    }).toThrow(TypeError);
  });

  test('a refreshed answer has an id of its own; an unknown id is no tenant', () => {
    const changed = { ...testTenant, theme: { ...testTenant.theme, name: 'Renamed' } };
    const id = registerTenant(changed);
    expect(id).not.toBe(registerTenant(testTenant));
    expect(registeredTenant(id)?.theme.name).toBe('Renamed');
    expect(registeredTenant('no-such-id')).toBeNull();
    expect(registeredTenant(null)).toBeNull();
  });

  test('the registry is bounded, and what a request registers last is never what it drops', () => {
    const first = { ...testTenant, theme: { ...testTenant.theme, name: 'First' } };
    const inUse = { ...testTenant, theme: { ...testTenant.theme, name: 'In use' } };
    const firstId = registerTenant(first);
    const inUseId = registerTenant(inUse);
    for (let i = 0; i < REGISTERED_TENANTS_MAX; i++) {
      registerTenant({ ...testTenant, theme: { ...testTenant.theme, name: `T${i}` } });
      // A tenant in steady use is registered again by each of its requests.
      if (i % 100 === 0) registerTenant(inUse);
    }
    expect(registeredTenant(firstId)).toBeNull();
    expect(registeredTenant(inUseId)?.theme.name).toBe('In use');
    // The first answer, registered again, is reshaped afresh under its id.
    expect(registeredTenant(registerTenant(first))?.theme.name).toBe('First');
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

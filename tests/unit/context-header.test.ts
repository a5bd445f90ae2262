// DESIGN §5: pages trust only the context the proxy resolved, which a client cannot forge. Issue 42:
// one header, naming the context the proxy kept in this process by a random id, with the tenant in it
// reshaped and frozen once for every request its answer serves.
import { CONTEXT_WAIT_MS, CONTEXTS_MAX, contextOf, handContext, type RequestContext } from '@/lib/tenant/context-header';
import { contextFrom } from '@/lib/request-context';
import { canonicalHost, parseHostHeader } from '@/lib/tenant/host';
import { tenantOf } from '@/lib/tenant/frozen-tenant';
import { testTenant } from '../support/handler-fixtures';

const context: RequestContext = {
  tenant: tenantOf(testTenant),
  tenantError: null,
  locale: 'de',
  scheme: 'dark',
  nonce: 'bm9uY2U=',
  traceToken: 'trace-1234',
  host: 'seaside.localhost:3000',
  origin: 'https://seaside.example',
  path: '/login/password',
  query: '?redirectUri=https%3A%2F%2Fapp.example%2Fcb',
  flash: 'Fe26.2**sealed',
};

describe('the context header', () => {
  test("the proxy's header names what it kept, and only that", () => {
    const id = handContext(context);
    expect(contextOf(id)).toBe(context);
    expect(contextFrom(id)).toBe(context);
    expect(contextOf(handContext({ ...context, locale: 'th' }))?.locale).toBe('th');
    expect(contextOf(id)?.locale).toBe('de');
  });

  test("a request's context is its own; the one every request without a context reads cannot be changed", () => {
    const mine = contextOf(handContext({ ...context, path: '/login' }))!;
    const theirs = contextOf(handContext({ ...context, path: '/login' }))!;
    expect(mine).not.toBe(theirs);
    const none = contextFrom(null);
    expect(contextFrom('forged')).toBe(none);
    expect(() => {
      (none as { origin: string | null }).origin = 'https://evil.example';
    }).toThrow(TypeError);
    expect(contextFrom('forged').origin).toBeNull();
  });

  test('each request gets an id of its own, 128 random bits, that says nothing of its context', () => {
    const ids = Array.from({ length: 1000 }, () => handContext(context));
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids.slice(0, 20)) expect(Buffer.from(id, 'base64')).toHaveLength(16);
  });

  test('no header, a forged one, or one the proxy never gave names no context, and a page gets no tenant', () => {
    const id = handContext(context);
    for (const forged of [null, '', 'not a header at all', `${id}x`, id.slice(1), 'AAAAAAAAAAAAAAAAAAAAAA==', '__proto__', 'constructor']) {
      expect(contextOf(forged)).toBeNull();
      expect(contextFrom(forged)).toMatchObject({ tenant: null, tenantError: 'unknown-host', origin: null });
    }
  });

  test('a context waits for its request only so long; the oldest go first, and never more than CONTEXTS_MAX wait', () => {
    const start = performance.now() + 10 * CONTEXT_WAIT_MS;
    const first = handContext(context, start);
    expect(contextOf(first, start + CONTEXT_WAIT_MS - 1)).toBe(context);
    expect(contextOf(first, start + CONTEXT_WAIT_MS)).toBeNull();
    // A flood within the wait: the oldest make way, the newest are kept.
    const later = start + 2 * CONTEXT_WAIT_MS;
    const flood = Array.from({ length: CONTEXTS_MAX + 10 }, () => handContext(context, later));
    expect(contextOf(flood[0]!, later)).toBeNull();
    expect(contextOf(flood[9]!, later)).toBeNull();
    expect(contextOf(flood[11]!, later)).toBe(context);
    expect(contextOf(flood.at(-1)!, later)).toBe(context);
  });
});

describe('the tenant (issue 42): each answer reshaped and frozen once, shared by the requests it serves', () => {
  test('the same answer gives the same frozen tenant, which no request can change for the next', () => {
    const tenant = tenantOf(testTenant);
    expect(tenant).toMatchObject({ code: testTenant.tenant.code, clientId: testTenant.tenant.loginClientId });
    expect(tenantOf(testTenant)).toBe(tenant);
    expect(Object.isFrozen(tenant)).toBe(true);
    expect(Object.isFrozen(tenant.theme.colours)).toBe(true);
    expect(() => {
      (tenant.redirectUris as string[]).push('https://evil.example/cb');
    }).toThrow(TypeError);
  });

  test('a refreshed answer is reshaped afresh; the answer the cache held before keeps its own', () => {
    const changed = { ...testTenant, theme: { ...testTenant.theme, name: 'Renamed' } };
    expect(tenantOf(changed).theme.name).toBe('Renamed');
    expect(tenantOf(testTenant).theme.name).toBe('Seaside');
    expect(tenantOf(changed)).not.toBe(tenantOf(testTenant));
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

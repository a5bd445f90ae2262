// DESIGN §5: tenants cached in process, fresh for a while, served stale while refreshing.
import { createSwrCache } from '@/lib/tenant/swr-cache';
import { themeCss } from '@/lib/tenant/theme-css';

describe('tenant cache', () => {
  function setup(load: (key: string) => Promise<string | null>) {
    let clock = 0;
    const calls: string[] = [];
    const lookups: string[] = [];
    const cache = createSwrCache<string>({
      onLookup: (result) => lookups.push(result),
      load: (k) => {
        calls.push(k);
        return load(k);
      },
      ttlMs: 60_000,
      staleMs: 3_600_000,
      negativeTtlMs: 10_000,
      now: () => clock,
    });
    return { cache, calls, lookups, advance: (ms: number) => (clock += ms) };
  }

  test('a warm cache makes no upstream call', async () => {
    const { cache, calls } = setup(async () => 'seaside');
    await cache.get('seaside.localhost');
    for (let i = 0; i < 100; i++) await cache.get('seaside.localhost');
    expect(calls).toHaveLength(1);
  });

  test('concurrent misses share one load', async () => {
    const { cache, calls } = setup(async () => 'seaside');
    await Promise.all([cache.get('h'), cache.get('h'), cache.get('h')]);
    expect(calls).toHaveLength(1);
  });

  test('an expired value is served stale while it refreshes', async () => {
    let value = 'v1';
    const { cache, calls, advance } = setup(async () => value);
    await cache.get('h');
    value = 'v2';
    advance(61_000);
    expect(await cache.get('h')).toBe('v1');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('h')).toBe('v2');
    expect(calls).toHaveLength(2);
  });

  test('a failed refresh keeps serving the stale value', async () => {
    let fail = false;
    const { cache, advance } = setup(async () => {
      if (fail) throw new Error('down');
      return 'v1';
    });
    await cache.get('h');
    fail = true;
    advance(61_000);
    expect(await cache.get('h')).toBe('v1');
  });

  test('with nothing cached a failure is thrown', async () => {
    const { cache } = setup(async () => {
      throw new Error('down');
    });
    await expect(cache.get('h')).rejects.toThrow('down');
  });

  test('a flood of unknown hosts never evicts a known tenant', async () => {
    const { cache, calls } = setup(async (k) => (k === 'seaside.localhost' ? 'seaside' : null));
    await cache.get('seaside.localhost');
    for (let i = 0; i < 3000; i++) await cache.get(`random-${i}.example`);
    expect(await cache.get('seaside.localhost')).toBe('seaside');
    expect(calls.filter((k) => k === 'seaside.localhost')).toHaveLength(1);
  });

  test('unknown hosts are remembered briefly', async () => {
    const { cache, calls, advance } = setup(async () => null);
    await cache.get('nope');
    await cache.get('nope');
    expect(calls).toHaveLength(1);
    advance(10_001);
    await cache.get('nope');
    expect(calls).toHaveLength(2);
  });

  test('each lookup is reported as a hit, a stale hit, a miss or a remembered unknown host (the metrics)', async () => {
    const { cache, lookups, advance } = setup(async (k) => (k === 'known' ? 'seaside' : null));
    await cache.get('known');
    await cache.get('known');
    await cache.get('unknown');
    await cache.get('unknown');
    advance(61_000);
    await cache.get('known');
    expect(lookups).toEqual(['miss', 'hit', 'miss', 'negative', 'stale']);
  });
});

describe('theme colours', () => {
  test('become CSS custom properties', () => {
    const css = themeCss({
      primaryBackground: '#005f8f',
      secondaryBackground: '#ffffff',
      tertiaryBackground: '#f4efe6',
      primaryForeground: '#ffffff',
      secondaryForeground: '#1c2b36',
      tertiaryForeground: '#4a5a66',
    });
    // The light scheme, then the dark one on screens under the system's preference (issue 27).
    expect(css).toMatch(/^:root\{[^{}<]*\}@media screen and \(prefers-color-scheme:dark\)\{:root\{[^{}<]*\}\}$/);
    expect(css).toContain('--kc-primary:#005f8f;--kc-on-primary:#ffffff');
    expect(css).toContain('--kc-page:#f4efe6;--kc-surface:#ffffff;--kc-text:#1c2b36;--kc-muted:#4a5a66');
    expect(css).toContain('--kc-error-tint:');
  });

  test('a value that is not a hex colour cannot break out of the style block', () => {
    const css = themeCss({
      primaryBackground: 'red}</style><script>alert(1)</script>',
      secondaryBackground: '#ffffff',
      tertiaryBackground: '#ffffff',
      primaryForeground: '#ffffff',
      secondaryForeground: '#000000',
      tertiaryForeground: '#000000',
    });
    expect(css).not.toContain('<');
    expect(css).toContain('--kc-primary:#1f3a5f');
  });
});

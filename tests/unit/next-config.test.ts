// The configuration Next loads: checked against Next's own schema (a misspelt option is a warning
// there, not an error, so it would go unnoticed) and for the limits the security review asked for.
import { configSchema } from 'next/dist/server/config-schema';
import nextConfig from '@/next.config.mjs';
import { MAX_BODY_BYTES } from '@/lib/http/read-fields';

describe('next.config.mjs', () => {
  test('is a configuration Next accepts, every option one it knows', () => {
    const parsed = configSchema.safeParse(nextConfig);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  test('the proxy buffers about 16 KiB of a body, not 10 MB, and never cuts one the handlers accept (L4)', () => {
    const limit = nextConfig.experimental?.proxyClientMaxBodySize;
    // A number of bytes, as Next stores it; its deprecated alias would make Next refuse to start.
    expect(typeof limit).toBe('number');
    expect(nextConfig.experimental).not.toHaveProperty('middlewareClientMaxBodySize');
    expect(limit).toBeGreaterThanOrEqual(MAX_BODY_BYTES);
    expect(limit).toBeLessThanOrEqual(16 * 1024);
  });
});

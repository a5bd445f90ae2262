// The IP the IdP throttles by: never one the client chose.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { clientIpFrom } from '@/lib/http/origin';

describe('client IP for brute-force throttling', () => {
  test('without a trusted proxy no forwarded address is believed', () => {
    expect(clientIpFrom('203.0.113.9', false, 1)).toBeUndefined();
    expect(clientIpFrom('1.2.3.4, 203.0.113.9', false, 1)).toBeUndefined();
  });

  test('behind one trusted proxy, the hop it appended — not the ones the client sent', () => {
    expect(clientIpFrom('6.6.6.6, 7.7.7.7, 203.0.113.9', true, 1)).toBe('203.0.113.9');
  });

  test('behind two trusted proxies, the hop the outer one appended', () => {
    expect(clientIpFrom('6.6.6.6, 203.0.113.9, 10.0.0.2', true, 2)).toBe('203.0.113.9');
  });

  test('garbage is not an address', () => {
    expect(clientIpFrom('<script>', true, 1)).toBeUndefined();
    expect(clientIpFrom('', true, 1)).toBeUndefined();
    expect(clientIpFrom('203.0.113.9', true, 3)).toBeUndefined();
  });
});

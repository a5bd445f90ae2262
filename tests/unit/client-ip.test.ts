// The IP the IdP and Keycard's own limit count by: never one the client chose. Without a trusted
// proxy Keycard's server drops any X-Forwarded-For the client sent and Next writes the TCP peer there,
// so the header holds one hop, the peer's; behind trusted proxies, only the hop the outermost appended.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { clientIpFrom } from '@/lib/http/origin';
import { originFor, parseHostHeader, publicProtocol, trustedHop } from '@/lib/tenant/host';

describe('client IP for brute-force throttling', () => {
  test('without a trusted proxy, the peer address the server wrote', () => {
    expect(clientIpFrom('203.0.113.9', 1)).toBe('203.0.113.9');
  });

  test('behind one trusted proxy, the hop it appended — not the ones the client sent', () => {
    expect(clientIpFrom('6.6.6.6, 7.7.7.7, 203.0.113.9', 1)).toBe('203.0.113.9');
  });

  test('behind two trusted proxies, the hop the outer one appended', () => {
    expect(clientIpFrom('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  test('garbage is not an address', () => {
    expect(clientIpFrom('<script>', 1)).toBeUndefined();
    expect(clientIpFrom('', 1)).toBeUndefined();
    expect(clientIpFrom('203.0.113.9', 3)).toBeUndefined();
  });
});

describe('forwarded host and the public origin', () => {
  test('the forwarded host is the hop our proxy appended, never the leftmost', () => {
    expect(trustedHop('evil.example, seaside.example.com', 1)).toBe('seaside.example.com');
    expect(trustedHop('seaside.example.com', 1)).toBe('seaside.example.com');
  });

  test('a Host header with several values is no host', () => {
    expect(parseHostHeader('seaside.localhost, evil.example')).toBeNull();
  });

  const origins = ['https://seaside.example.com', 'https://login.seaside.example.com:8443'];
  test('absolute URLs use the registered origin for the host, whatever port or scheme the request claimed', () => {
    expect(originFor(origins, 'seaside.example.com')).toBe('https://seaside.example.com');
    expect(originFor(origins, 'login.seaside.example.com')).toBe('https://login.seaside.example.com:8443');
  });

  test('a host the tenant did not register gets its first origin', () => {
    expect(originFor(origins, 'elsewhere.example')).toBe('https://seaside.example.com');
  });
});

describe('the public protocol, for HSTS', () => {
  test("the tenant's registered origin decides, whatever the connection", () => {
    expect(publicProtocol({ origin: 'https://seaside.example.com', connectionProtocol: 'http:' })).toBe('https');
    expect(publicProtocol({ origin: 'http://seaside.localhost:3000', trustedForwardedProto: 'https', connectionProtocol: 'http:' })).toBe('http');
  });

  test("without a tenant, the trusted proxy's hop, else the connection", () => {
    expect(publicProtocol({ origin: null, trustedForwardedProto: 'https', connectionProtocol: 'http:' })).toBe('https');
    expect(publicProtocol({ origin: null, connectionProtocol: 'http:' })).toBe('http');
  });
});

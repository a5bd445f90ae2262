// Host header → the host name a tenant is looked up by.
import { parseHost } from '@/lib/tenant/host';

describe('host parsing', () => {
  test.each([
    ['seaside.localhost:3000', 'seaside.localhost'],
    ['SEASIDE.Localhost', 'seaside.localhost'],
    ['localhost', 'localhost'],
    ['login.example.com.', 'login.example.com'],
    // A list is ambiguous: the proxy picks the trusted hop before the host is parsed.
    ['a.example.com, b.example.com', null],
    ['127.0.0.1:3000', '127.0.0.1'],
  ])('%j → %j', (header, expected) => {
    expect(parseHost(header)).toBe(expected);
  });

  test.each([null, '', '[::1]:3000', 'evil.com/path', 'a..b', '-bad.example', 'under_score.example', `${'a'.repeat(64)}.example`, 'x y'])(
    '%j is not a host',
    (header) => {
      expect(parseHost(header)).toBeNull();
    },
  );
});

// DESIGN §5: a redirect URI is followed only on an exact match of scheme, host, port and path.
import { isAllowedRedirectUri } from '@/lib/flows/redirect-uri';

const allowed = ['http://localhost:4002/callback', 'https://app.example.com/auth/return'];

describe('redirect URI check', () => {
  test.each([
    ['http://localhost:4002/callback', true],
    ['http://localhost:4002/callback?x=1', true],
    ['https://app.example.com/auth/return#frag', true],
    ['http://localhost:4003/callback', false],
    ['https://localhost:4002/callback', false],
    ['http://localhost:4002/callback/', false],
    ['http://localhost:4002/callbackx', false],
    ['http://evil.localhost:4002/callback', false],
    ['http://localhost:4002@evil.com/callback', false],
    ['http://user:pw@localhost:4002/callback', false],
    ['javascript:alert(1)', false],
    ['//localhost:4002/callback', false],
    ['/callback', false],
    ['', false],
  ])('%j allowed: %s', (uri, expected) => {
    expect(isAllowedRedirectUri(uri, allowed)).toBe(expected);
  });

  test('nothing is allowed for a tenant without URIs', () => {
    expect(isAllowedRedirectUri('http://localhost:4002/callback', [])).toBe(false);
  });
});

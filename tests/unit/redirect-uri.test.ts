// DESIGN §5: a redirect URI is followed only when the whole normalised URI, query included, is on
// the tenant's list; one with a fragment never is.
import { isAllowedRedirectUri } from '@/lib/flows/redirect-uri';

const allowed = ['http://localhost:4002/callback', 'https://app.example.com/auth/return', 'https://pms.example.com/sso?app=frontdesk'];

describe('redirect URI check', () => {
  test.each([
    ['http://localhost:4002/callback', true],
    ['HTTP://LOCALHOST:4002/callback', true],
    ['https://app.example.com:443/auth/./return', true],
    ['https://pms.example.com/sso?app=frontdesk', true],
    // An attacker's query or fragment would sit next to the tokens we append.
    ['http://localhost:4002/callback?x=1', false],
    ['http://localhost:4002/callback?next=http://evil.example', false],
    ['http://localhost:4002/callback#http://evil.example', false],
    ['http://localhost:4002/callback#', false],
    ['https://app.example.com/auth/return#frag', false],
    ['https://pms.example.com/sso', false],
    ['https://pms.example.com/sso?app=frontdesk&x=1', false],
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

// SPEC §7's messenger client: configured by a script URL and a domain list, created on those domains
// only, with its origin in the CSP only there (DESIGN §10).
import { parseConfig } from '@/lib/config';
import { contentSecurityPolicy } from '@/lib/http/security-headers';
import { messengerFor, messengerLoader } from '@/lib/messenger';

const base = { SESSION_SECRET: 'x'.repeat(32) };
const messengerOf = (env: Record<string, string>) => parseConfig({ ...base, ...env }).messenger;

describe('the messenger setting', () => {
  test('off unless both the script and the domains are given', () => {
    expect(messengerOf({})).toBeNull();
    expect(messengerOf({ MESSENGER_SCRIPT_URL: 'https://chat.example.com/m.js' })).toBeNull();
    expect(messengerOf({ MESSENGER_DOMAINS: 'login.hotel.example' })).toBeNull();
    expect(messengerOf({ MESSENGER_SCRIPT_URL: 'https://chat.example.com/m.js', MESSENGER_DOMAINS: 'Login.Hotel.example, *.partner.example' })).toEqual({
      scriptUrl: 'https://chat.example.com/m.js',
      origin: 'https://chat.example.com',
      domains: ['login.hotel.example', '*.partner.example'],
    });
  });

  test.each([
    [{ MESSENGER_SCRIPT_URL: 'http://chat.example.com/m.js', MESSENGER_DOMAINS: 'a.example' }, 'MESSENGER_SCRIPT_URL'],
    [{ MESSENGER_SCRIPT_URL: 'javascript:alert(1)', MESSENGER_DOMAINS: 'a.example' }, 'MESSENGER_SCRIPT_URL'],
    [{ MESSENGER_SCRIPT_URL: 'https://chat.example.com/m.js', MESSENGER_DOMAINS: 'a.example, https://b.example' }, 'MESSENGER_DOMAINS'],
  ])('%j is refused at start, naming %s', (env, name) => {
    expect(() => parseConfig({ ...base, ...env })).toThrow(name);
  });

  test('plain http only for a script on this machine', () => {
    expect(messengerOf({ MESSENGER_SCRIPT_URL: 'http://127.0.0.1:4198/m.js', MESSENGER_DOMAINS: 'a.example' })?.origin).toBe('http://127.0.0.1:4198');
  });
});

describe('where the messenger is created', () => {
  const m = messengerOf({ MESSENGER_SCRIPT_URL: 'https://chat.example.com/m.js', MESSENGER_DOMAINS: 'login.hotel.example,*.partner.example' });
  test.each([
    ['login.hotel.example', true],
    ['LOGIN.hotel.example', true],
    ['other.hotel.example', false],
    ['eu.partner.example', true],
    ['a.b.partner.example', true],
    ['partner.example', false],
    ['evilpartner.example', false],
    ['seaside.localhost', false],
  ])('%s: %s', (host, on) => {
    expect(messengerFor(host, m) !== null).toBe(on);
  });
  test('nowhere when off', () => expect(messengerFor('login.hotel.example', null)).toBeNull());
  test('never on the pages that show or take recovery codes (issue 25)', () => {
    expect(messengerFor('login.hotel.example', m, '/mfa/recovery-codes')).toBeNull();
    expect(messengerFor('login.hotel.example', m, '/mfa/recovery')).toBeNull();
    expect(messengerFor('login.hotel.example', m, '/mfa')).not.toBeNull();
    expect(messengerFor('login.hotel.example', m, '/account/security')).not.toBeNull();
  });
});

describe('the loader and the CSP', () => {
  test('the loader waits for the page to load, then an idle moment; no value can close its element', () => {
    const js = messengerLoader({ scriptUrl: 'https://chat.example.com/m.js?x=</script><script>alert(1)', origin: 'https://chat.example.com' }, 'de');
    expect(js).toContain("addEventListener('load'");
    expect(js).toContain('requestIdleCallback');
    expect(js).not.toContain('</script>');
    expect(js).toContain('"de"');
  });

  test("the messenger's origin is in the CSP only when given", () => {
    const off = contentSecurityPolicy({ nonce: 'n', imageOrigins: [] });
    expect(off).not.toContain('chat.example.com');
    expect(off).not.toContain('frame-src');
    const on = contentSecurityPolicy({ nonce: 'n', imageOrigins: [], messengerOrigin: 'https://chat.example.com' });
    for (const directive of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
      expect(on.split('; ').find((d) => d.startsWith(directive))).toContain('https://chat.example.com');
    }
    expect(on).toContain("script-src 'nonce-n' 'strict-dynamic' https://chat.example.com");
  });
});

// Security review M3: which addresses carry a link's credential, what is taken out of them, and the
// address the proxy sends the browser to instead (lib/links/link-kinds.ts); the sealed cookie the
// credential moves into, bound to its kind of page (lib/links/link-cookie.ts).
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { linkPageKind, takeLinkToken } from '@/lib/links/link-kinds';
import { clearLinkToken, linkTokenCookie, readLinkToken } from '@/lib/links/link-cookie';

describe('a link opened with its token: the token comes out, every other field stays', () => {
  test.each([
    ['/activate', '?token=T0K3N', { kind: 'activate', values: { token: 'T0K3N' }, clean: '/activate' }],
    ['/activate', '?langCode=de&token=T0K3N', { kind: 'activate', values: { token: 'T0K3N' }, clean: '/activate?langCode=de' }],
    [
      '/reset-password/update',
      '?token=T0K3N&email=ada%40seaside.test&langCode=fr',
      { kind: 'reset', values: { token: 'T0K3N', email: 'ada@seaside.test' }, clean: '/reset-password/update?langCode=fr' },
    ],
    [
      '/register',
      '?token=T0K3N&redirectUri=http%3A%2F%2Flocalhost%3A4102%2Fcallback',
      { kind: 'register', values: { token: 'T0K3N' }, clean: '/register?redirectUri=http%3A%2F%2Flocalhost%3A4102%2Fcallback' },
    ],
    ['/verify-email', '?token=T0K3N&purpose=reauth', { kind: 'verify', values: { token: 'T0K3N' }, clean: '/verify-email?purpose=reauth' }],
    [
      '/partners/channelhub/sso/abcdefghijklmnop',
      '',
      { kind: 'sso', values: { token: 'abcdefghijklmnop', partnerCode: 'channelhub' }, clean: '/partners/channelhub/sso' },
    ],
    [
      '/partners/channelhub/sso/abcdefghijklmnop',
      '?langCode=th',
      { kind: 'sso', values: { token: 'abcdefghijklmnop', partnerCode: 'channelhub' }, clean: '/partners/channelhub/sso?langCode=th' },
    ],
  ])('%s%s', (pathname, search, taken) => {
    expect(takeLinkToken(pathname, search)).toEqual(taken);
  });

  test('a repeated token field goes entirely: the first one is the link', () => {
    expect(takeLinkToken('/activate', '?token=A&token=B')).toEqual({ kind: 'activate', values: { token: 'A' }, clean: '/activate' });
  });
});

describe('a link whose token is unusable still leaves the address, with nothing to seal', () => {
  test.each([
    ['/activate', '?token='],
    ['/activate', `?token=${'a'.repeat(513)}`],
    ['/reset-password/update', '?email=ada%40seaside.test'],
    ['/reset-password/update', `?token=T&email=${'a'.repeat(513)}`],
    ['/partners/channelhub/sso/' + 'a'.repeat(513), ''],
  ])('%s%s', (pathname, search) => {
    const taken = takeLinkToken(pathname, search);
    expect(taken?.values).toBeNull();
    expect(taken?.clean).not.toContain('token');
    expect(taken?.clean).not.toContain('email');
  });
});

describe('any other address is left alone', () => {
  test.each([
    ['/activate', ''],
    ['/activate', '?langCode=de'],
    ['/reset-password', '?email=ada%40seaside.test'],
    ['/reset-password/update', ''],
    ['/login', '?token=T0K3N'],
    ['/activate/sent', '?token=T0K3N'],
    ['/partners/channelhub/sso', ''],
    ['/partners/channelhub/sso/a/b', ''],
    ['/authenticate', '?code=C&state=S'],
  ])('%s%s', (pathname, search) => {
    expect(takeLinkToken(pathname, search)).toBeNull();
  });
});

describe('the clean pages that read a link from its cookie', () => {
  test.each([
    ['/activate', 'activate'],
    ['/reset-password/update', 'reset'],
    ['/register', 'register'],
    ['/verify-email', 'verify'],
    ['/partners/channelhub/sso', 'sso'],
    ['/partners/channelhub/sso/abc', null],
    ['/reset-password', null],
    ['/login', null],
  ])('%s → %s', (pathname, kind) => {
    expect(linkPageKind(pathname)).toBe(kind);
  });
});

describe('the sealed cookie a link moves into', () => {
  const jar = (cookies: { name: string; value: string }[]) => ({ get: (name: string) => cookies.find((c) => c.name === name) });

  test('one __Host- cookie per kind: HttpOnly, Secure, SameSite=Lax (an e-mail link arrives from another site), ten minutes', async () => {
    const cookie = await linkTokenCookie('activate', { token: 'T0K3N' });
    expect(cookie).toMatchObject({ name: '__Host-link-activate', options: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 600 } });
    expect(cookie.value).not.toContain('T0K3N');
    expect(await readLinkToken('activate', jar([cookie]))).toEqual({ token: 'T0K3N' });
  });

  test('it keeps what the link carried: the reset e-mail, the SSO partner', async () => {
    const reset = await linkTokenCookie('reset', { token: 'T', email: 'ada@seaside.test' });
    expect(await readLinkToken('reset', jar([reset]))).toEqual({ token: 'T', email: 'ada@seaside.test' });
    const sso = await linkTokenCookie('sso', { token: 'abcdefghijklmnop', partnerCode: 'channelhub' });
    expect(await readLinkToken('sso', jar([sso]))).toEqual({ token: 'abcdefghijklmnop', partnerCode: 'channelhub' });
  });

  test('a token sealed for one page serves no other, even copied under that page’s name', async () => {
    const activate = await linkTokenCookie('activate', { token: 'T0K3N' });
    for (const kind of ['reset', 'register', 'verify', 'sso'] as const) {
      expect(await readLinkToken(kind, jar([activate]))).toBeNull();
      expect(await readLinkToken(kind, jar([{ name: `__Host-link-${kind}`, value: activate.value }]))).toBeNull();
    }
  });

  test('forged, empty or missing cookies read as no link', async () => {
    expect(await readLinkToken('verify', jar([]))).toBeNull();
    expect(await readLinkToken('verify', jar([{ name: '__Host-link-verify', value: '' }]))).toBeNull();
    expect(await readLinkToken('verify', jar([{ name: '__Host-link-verify', value: 'Fe26.2**garbage' }]))).toBeNull();
  });

  test('a link without a usable token clears the kind’s cookie, as using it up does', async () => {
    expect(await linkTokenCookie('register', null)).toMatchObject({ name: '__Host-link-register', value: '', options: { maxAge: 0 } });
    expect(clearLinkToken('register')).toEqual(await linkTokenCookie('register', null));
  });
});

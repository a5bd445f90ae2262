// Issue 40: what the security page makes of the upstream's sign-ins and activity: the device from the
// User-Agent (bowser), the place (a front-desk network named, else the address with its last part
// hidden), the method as a message key (a new one as "another way"), this browser first.
import { deviceOf, maskedAddress } from '@/lib/account/sign-in-place';
import { activityPageOf, activityPages, activityRows, methodKey, placeOf, sessionRows } from '@/lib/account/sessions-view';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  edgeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
};

test.each([
  [UA.chromeWindows, { browser: 'Chrome', os: 'Windows', mobile: false }],
  [UA.safariIphone, { browser: 'Safari', os: 'iOS', mobile: true }],
  [UA.edgeMac, { browser: 'Microsoft Edge', os: 'macOS', mobile: false }],
  [UA.firefoxAndroid, { browser: 'Firefox', os: 'Android', mobile: true }],
  ['curl/8.5.0', { mobile: false }],
  // Security review M1: bowser's fallback would name the browser with the sender's own words.
  ['Call +1-555-0100 now, your account is locked/1 x', { mobile: false }],
  ['IT maintenance \u202e no action needed/2.0', { mobile: false }],
  ['', { mobile: false }],
  [null, { mobile: false }],
])('the device of %p', (ua, device) => {
  expect(deviceOf(ua)).toEqual(device);
});

test.each([
  ['203.0.113.9', '203.0.113.*'],
  ['::ffff:10.1.2.3', '10.1.2.*'],
  ['10.1.2.3:5123', '10.1.2.*'],
  ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3:*'],
  ['2001:db8::1', '2001:db8:0:0:*'],
  ['not an address', undefined],
  ['10', undefined],
  [null, undefined],
])('%p is shown as %p', (address, shown) => {
  expect(maskedAddress(address)).toBe(shown);
});

test('a front-desk network is named rather than an address; anything else is hidden in part, or unknown', () => {
  const desks = ['203.0.113.0/24', '2001:db8:f00d::/48'];
  expect(placeOf('203.0.113.77', desks)).toEqual({ frontDesk: true });
  expect(placeOf('2001:db8:f00d:1::5', desks)).toEqual({ frontDesk: true });
  expect(placeOf('198.51.100.23', desks)).toEqual({ address: '198.51.100.*' });
  expect(placeOf('198.51.100.23', [])).toEqual({ address: '198.51.100.*' });
  expect(placeOf(null, desks)).toEqual({ unknown: true });
});

test.each([
  ['password', 'password'],
  ['passkey', 'passkey'],
  ['partner', 'partner'],
  ['badge', 'badge'],
  ['temporary-pass', 'temporaryPass'],
  ['magic-link', 'other'],
  ['__proto__', 'other'],
  ['toString', 'other'],
])('the method %p is said as %p', (method, key) => {
  expect(methodKey(method)).toBe(key);
});

test('this browser first, the others as the upstream ordered them; unreadable times left out', () => {
  const s = (id: string, current: boolean, startedAt = '2026-11-27T08:00:00.000Z') => ({
    id,
    method: 'password',
    userAgent: UA.chromeWindows,
    address: '203.0.113.9',
    startedAt,
    lastUsedAt: '2026-11-28T01:00:00.000Z',
    current,
  });
  const rows = sessionRows([s('a', false), s('b', true), s('c', false, 'nonsense')], []);
  expect(rows.map((r) => [r.id, r.current])).toEqual([
    ['b', true],
    ['a', false],
    ['c', false],
  ]);
  expect(rows[2]!.startedAt).toBeUndefined();
  expect(rows[0]!.lastUsedAt).toEqual(new Date('2026-11-28T01:00:00.000Z'));
});

test('activity: a result the page does not know is not called a sign-in', () => {
  const e = (result: string) => ({ at: '2026-11-28T01:00:00.000Z', result, method: 'password', userAgent: null, address: null });
  expect(activityRows([e('signed-in'), e('refused'), e('something-new')], []).map((r) => r.result)).toEqual(['signedIn', 'refused', 'refused']);
});

test.each([
  [0, 1],
  [1, 1],
  [20, 1],
  [21, 2],
  [45, 3],
])('%p events fill %p pages', (total, pages) => {
  expect(activityPages(total)).toBe(pages);
});

test.each([
  [undefined, 1],
  ['2', 2],
  ['0', 1],
  ['-1', 1],
  ['2.5', 1],
  ['99999', 1],
  ['../2', 1],
])('?activity=%p is page %p', (value, page) => {
  expect(activityPageOf(value)).toBe(page);
});

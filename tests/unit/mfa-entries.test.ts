// Issue 42: /mfa's steps served from page entries of their own (lib/mfa/steps.ts), so a browser loads
// only its screen's client code. Each screen has one address (mfaScreenHref) that shows that same
// screen, served by the entry that renders it; an entry that resolves another screen sends it there.
import { mfaScreen, mfaScreenHref, type MfaScreen, type MfaScreenInput } from '@/lib/mfa/screen';
import { MFA_STEP_ENTRIES_PATH, mfaEntryOf } from '@/lib/mfa/steps';

const REQUIRED = { state: 'MFA_REGISTRATION_REQUIRED', daysLeft: 0, primary: null, pending: null } as const;
const RECOMMENDED = { ...REQUIRED, state: 'MFA_REGISTRATION_RECOMMENDED', daysLeft: 10 } as const;
const pending = (deliveryType: 'totp' | 'sms' | 'mobile-app') => ({ purpose: 'register' as const, deliveryType, hasChallenge: true });

/** A sign-in at each screen, and the entry that renders it (app/(flows)/mfa/page.tsx and steps/). */
const AT: [MfaScreenInput, string | null][] = [
  [{ ...RECOMMENDED }, null],
  [{ ...RECOMMENDED, step: 'benefits' }, null],
  [{ ...REQUIRED }, null],
  [{ ...RECOMMENDED, step: 'later' }, null],
  [{ ...REQUIRED, primary: 'totp' }, null],
  [{ ...REQUIRED, step: 'app' }, '/mfa/steps/app'],
  [{ ...REQUIRED, step: 'app-code', pending: pending('totp') }, '/mfa/steps/app'],
  [{ ...REQUIRED, step: 'phone' }, '/mfa/steps/phone'],
  [{ ...REQUIRED, step: 'voice' }, '/mfa/steps/phone'],
  [{ ...REQUIRED, step: 'phone-code', pending: pending('sms') }, null],
  [{ ...REQUIRED, step: 'mobile' }, '/mfa/steps/mobile'],
  [{ ...REQUIRED, step: 'mobile-pair', pending: pending('mobile-app') }, '/mfa/steps/mobile'],
  [{ ...REQUIRED, step: 'mobile-leave', pending: pending('mobile-app') }, '/mfa/steps/mobile'],
  [{ ...REQUIRED, state: 'MFA_VERIFICATION_REQUIRED', primary: 'sms', step: 'sms' }, null],
  [{ ...REQUIRED, registered: 'voice', step: 'sms' }, null],
];

const stepOf = (href: string) => new URL(href, 'https://seaside.test').searchParams.get('step') ?? undefined;

test.each(AT.map(([input, entry]) => [mfaScreen(input).screen, input, entry] as const))(
  'the %s screen: its address shows it again, from the entry that renders it',
  (_name, input, entry) => {
    const screen: MfaScreen = mfaScreen(input);
    const href = mfaScreenHref(screen);
    expect(new URL(href, 'https://seaside.test').pathname).toBe('/mfa');
    expect(mfaScreen({ ...input, step: stepOf(href) })).toEqual(screen);
    expect(mfaEntryOf('/mfa', new URL(href, 'https://seaside.test').searchParams)).toBe(entry);
  },
);

test('every screen has a sign-in above, and a sign-in past MFA goes on to the calling application', () => {
  expect(new Set(AT.map(([input]) => mfaScreen(input).screen)).size).toBe(13);
  expect(mfaScreenHref(mfaScreen({ ...REQUIRED, state: 'AUTHENTICATED' }))).toBe('/authorize');
});

test('only /mfa with one known step is served from an entry: another path, no step, two steps or an unknown one are not', () => {
  const entry = (path: string) => {
    const url = new URL(path, 'https://seaside.test');
    return mfaEntryOf(url.pathname, url.searchParams);
  };
  expect(entry('/mfa?step=sms&cancelled=mobile')).toBe('/mfa/steps/phone');
  for (const path of [
    '/mfa',
    '/mfa?step=benefits',
    '/mfa?step=sms&step=app',
    '/mfa?step=toString',
    '/mfa?step=__proto__',
    '/mfa/verification?step=sms',
    '/login?step=sms',
  ])
    expect(entry(path)).toBeNull();
  for (const step of ['phone', 'sms', 'voice', 'app', 'app-register', 'app-code', 'mobile', 'mobile-pair', 'mobile-leave'])
    expect(entry(`/mfa?step=${step}`)?.startsWith(MFA_STEP_ENTRIES_PATH)).toBe(true);
});

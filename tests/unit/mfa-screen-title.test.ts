// Each MFA screen's own title (issue 22, WCAG 2.4.2) as a table: the screen → its message and step.
// Every set-up path counts each screen the user sees (design review M5): its own two, the recovery
// codes and the success screen, 4 steps on each; the verifications say how they ask.
import en from '@/messages/en.json';
import { SETUP_METHODS, type MfaScreen, type SetupMethod } from '@/lib/mfa/screen';
import { mfaScreenTitle, recoveryCodesTitle, type ScreenTitle } from '@/lib/mfa/screen-title';

const rows: [MfaScreen, ScreenTitle][] = [
  [{ screen: 'reminder', daysLeft: 5 }, { message: 'mfa.reminder.heading' }],
  [{ screen: 'benefits', canSkip: true }, { message: 'mfa.benefits.heading' }],
  [{ screen: 'options', canSkip: false, required: true }, { message: 'mfa.options.heading' }],
  [{ screen: 'later', daysLeft: 5 }, { message: 'mfa.later.heading' }],
  [{ screen: 'update-confirm', current: 'sms' }, { message: 'mfa.update.heading' }],
  [
    { screen: 'app-download', step: 1 },
    { message: 'mfa.app.downloadHeading', step: { step: 1, of: 4 } },
  ],
  [
    { screen: 'app-register', step: 2 },
    { message: 'mfa.app.registerHeading', step: { step: 2, of: 4 } },
  ],
  [
    { screen: 'success', method: 'app' },
    { message: 'mfa.success.heading', step: { step: 4, of: 4 } },
  ],
  [
    { screen: 'phone', step: 1, deliveryType: 'voice' },
    { message: 'mfa.phone.heading', step: { step: 1, of: 4 } },
  ],
  [
    { screen: 'phone-code', step: 2, deliveryType: 'sms' },
    { message: 'mfa.phone.codeHeading', step: { step: 2, of: 4 } },
  ],
  [
    { screen: 'success', method: 'sms' },
    { message: 'mfa.success.heading', step: { step: 4, of: 4 } },
  ],
  [
    { screen: 'success', method: 'voice' },
    { message: 'mfa.success.heading', step: { step: 4, of: 4 } },
  ],
  [
    { screen: 'mobile-intro', step: 1, canSkip: false, daysLeft: 0 },
    { message: 'mfa.mobile.introHeading', step: { step: 1, of: 4 } },
  ],
  [
    { screen: 'mobile-pair', step: 2, leaving: false },
    { message: 'mfa.mobile.pairHeading', step: { step: 2, of: 4 } },
  ],
  [
    { screen: 'mobile-pair', step: 2, leaving: true },
    { message: 'mfa.mobile.leaveHeading', step: { step: 2, of: 4 } },
  ],
  [
    { screen: 'success', method: 'mobile-app' },
    { message: 'mfa.success.heading', step: { step: 4, of: 4 } },
  ],
  [{ screen: 'verify', deliveryType: 'totp' }, { message: 'meta.mfaVerifyApp' }],
  [{ screen: 'verify', deliveryType: 'sms' }, { message: 'meta.mfaVerifySms' }],
  [{ screen: 'verify', deliveryType: 'voice' }, { message: 'meta.mfaVerifyVoice' }],
  [{ screen: 'verify', deliveryType: 'mobile-app' }, { message: 'mfa.mobile.verifyHeading' }],
  [{ screen: 'none' }, { message: 'meta.mfaSetup' }],
];

describe('the title of each MFA screen', () => {
  test.each(rows)('%j → %j', (screen, title) => {
    expect(mfaScreenTitle(screen)).toEqual(title);
  });

  test('every screen has a title of its own: no two screens that differ share one', () => {
    const titles = rows.filter(([s]) => s.screen !== 'success' && s.screen !== 'none').map(([, t]) => JSON.stringify(t));
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('every title names a message of the catalogue', () => {
    const at = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    for (const [, { message }] of rows) expect(typeof at(message)).toBe('string');
    expect(typeof at(recoveryCodesTitle('app').message)).toBe('string');
  });
});

describe('the recovery codes’ title', () => {
  test.each([
    ['app', { message: 'meta.mfaRecoveryCodes', step: { step: 3, of: 4 } }],
    ['sms', { message: 'meta.mfaRecoveryCodes', step: { step: 3, of: 4 } }],
    ['voice', { message: 'meta.mfaRecoveryCodes', step: { step: 3, of: 4 } }],
    ['mobile-app', { message: 'meta.mfaRecoveryCodes', step: { step: 3, of: 4 } }],
  ] as const)('after a set-up by %s: step 3 of 4', (method, title) => {
    expect(recoveryCodesTitle(method)).toEqual(title);
  });

  test('new codes asked for later are no step of anything', () => {
    expect(recoveryCodesTitle(undefined)).toEqual({ message: 'meta.mfaRecoveryCodes' });
  });
});

/** Each path's screens in the order the user meets them (the recovery codes between the last and success). */
const PATHS: Record<SetupMethod, MfaScreen[]> = {
  app: [
    { screen: 'app-download', step: 1 },
    { screen: 'app-register', step: 2 },
  ],
  sms: [
    { screen: 'phone', step: 1, deliveryType: 'sms' },
    { screen: 'phone-code', step: 2, deliveryType: 'sms' },
  ],
  voice: [
    { screen: 'phone', step: 1, deliveryType: 'voice' },
    { screen: 'phone-code', step: 2, deliveryType: 'voice' },
  ],
  'mobile-app': [
    { screen: 'mobile-intro', step: 1, canSkip: true, daysLeft: 3 },
    { screen: 'mobile-pair', step: 2, leaving: false },
  ],
};

test.each(SETUP_METHODS.map((m) => [m]))('the %s set-up numbers every screen it shows, 1 to its total, none skipped', (method) => {
  const steps = [...PATHS[method].map((s) => mfaScreenTitle(s).step), recoveryCodesTitle(method).step, mfaScreenTitle({ screen: 'success', method }).step];
  const total = steps.length;
  expect(steps).toEqual(steps.map((_, i) => ({ step: i + 1, of: total })));
});

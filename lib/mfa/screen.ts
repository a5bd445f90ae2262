// Which MFA screen a request sees (SPEC §2 "MFA screens", §4 "MFA", §9): from the sign-in's state,
// the days left to skip, the registered device, the step the user asked for (`?step=`) and the code
// in progress. Pure; one table-driven test. A step the state does not allow falls back to the
// screen the state starts at, so no URL can skip a step or reach "later" once skipping has ended.
import type { DeliveryType, PhoneDelivery } from '../upstream/contract';
import { MFA_STEPS, mfaHref, type MfaStep } from './steps';

/** The ways to set up MFA: an authenticator app, a phone by text or voice, the partner mobile app. */
export const SETUP_METHODS = ['app', 'sms', 'voice', 'mobile-app'] as const;
export type SetupMethod = (typeof SETUP_METHODS)[number];

/** The code in progress (from the ceremony cookie). */
export type Pending = { purpose: 'register' | 'verify'; deliveryType: DeliveryType; hasChallenge: boolean } | null;

export type MfaScreen =
  | { screen: 'reminder'; daysLeft: number }
  | { screen: 'benefits'; canSkip: boolean }
  | { screen: 'options'; canSkip: boolean; required: boolean }
  | { screen: 'later'; daysLeft: number }
  | { screen: 'update-confirm'; current: DeliveryType }
  | { screen: 'app-download'; step: 1 }
  /** The account added (QR code, or its setup key) and its first code entered, on one screen. */
  | { screen: 'app-register'; step: 2 }
  | { screen: 'phone'; step: 1; deliveryType: PhoneDelivery }
  | { screen: 'phone-code'; step: 2; deliveryType: PhoneDelivery }
  /** The partner mobile-app registration screen (step 1), then "register via app" (step 2; `leaving`: the back confirmation). */
  | { screen: 'mobile-intro'; step: 1; canSkip: boolean; daysLeft: number }
  | { screen: 'mobile-pair'; step: 2; leaving: boolean }
  | { screen: 'verify'; deliveryType: DeliveryType }
  | { screen: 'success'; method: SetupMethod }
  /** Not an MFA screen: the sign-in is elsewhere (the guard sends it on). */
  | { screen: 'none' };

/**
 * Steps in each path, every screen the user sees counted: the path's own two (app: install, then add
 * the account and enter its first code; phone: the number, then its code; the partner app: its
 * screen, then the pairing), the new recovery codes (/mfa/recovery-codes, issue 25) and the success
 * screen, so the counter never skips one (design review M5). SPEC §4 and §9 (app 4, phone 3) date
 * from before the codes, and from an app path whose QR code and first code were two screens.
 */
export const STEPS_OF = { app: 4, phone: 4, mobile: 4 } as const;

/** The steps of the path a method is set up by (its success screen is the last). */
export function stepsOf(method: SetupMethod): number {
  return method === 'app' ? STEPS_OF.app : method === 'mobile-app' ? STEPS_OF.mobile : STEPS_OF.phone;
}

/** The recovery codes' step in a setup: the one before its success screen. */
export function recoveryCodesStep(method: SetupMethod): { step: number; of: number } {
  const of = stepsOf(method);
  return { step: of - 1, of };
}

export type MfaScreenInput = {
  state: string;
  /** SPEC's mfaRequiredByRemainingInDays; null when the upstream does not count them. */
  daysLeft: number | null;
  /** The user's primary device, if any. */
  primary: DeliveryType | null;
  step?: string;
  pending: Pending;
  /** Set for one render after a registration succeeded (the flash). */
  registered?: SetupMethod;
};

const isStep = (s: string | undefined): s is MfaStep => (MFA_STEPS as readonly string[]).includes(s ?? '');

/** A sign-in that is setting up a device (not one that must first verify the registered one). */
export function isRegistering(state: string): boolean {
  return state === 'MFA_REGISTRATION_RECOMMENDED' || state === 'MFA_REGISTRATION_REQUIRED';
}

/** SPEC §4: skipping ("later") only while days remain, and only when setup is merely recommended. */
export function canSkip(state: string, daysLeft: number | null): boolean {
  return state === 'MFA_REGISTRATION_RECOMMENDED' && (daysLeft ?? 0) > 0;
}

export function mfaScreen(i: MfaScreenInput): MfaScreen {
  if (i.registered) return { screen: 'success', method: i.registered };
  if (i.state === 'MFA_VERIFICATION_REQUIRED') return i.primary ? { screen: 'verify', deliveryType: i.primary } : { screen: 'none' };
  if (!isRegistering(i.state)) return { screen: 'none' };

  const skip = canSkip(i.state, i.daysLeft);
  const days = i.daysLeft ?? 0;
  const registering = i.pending?.purpose === 'register' ? i.pending : null;
  const appPending = registering?.deliveryType === 'totp' && registering.hasChallenge;
  const phonePending = (registering?.deliveryType === 'sms' || registering?.deliveryType === 'voice') && registering.hasChallenge;
  const mobilePending = registering?.deliveryType === 'mobile-app' && registering.hasChallenge;
  const mobileIntro: MfaScreen = { screen: 'mobile-intro', step: 1, canSkip: skip, daysLeft: days };
  const start: MfaScreen = skip
    ? { screen: 'reminder', daysLeft: days }
    : i.primary
      ? { screen: 'update-confirm', current: i.primary }
      : options(skip, i.state);
  const step = isStep(i.step) ? i.step : undefined;

  switch (step) {
    case undefined:
      return start;
    case 'benefits':
      return { screen: 'benefits', canSkip: skip };
    case 'options':
      return options(skip, i.state);
    case 'later':
      return skip ? { screen: 'later', daysLeft: days } : start;
    case 'app':
      return { screen: 'app-download', step: 1 };
    case 'app-register':
    // The code form's page: a refused code comes back to the same screen.
    case 'app-code':
      return appPending ? { screen: 'app-register', step: 2 } : { screen: 'app-download', step: 1 };
    case 'phone':
    case 'sms':
      return { screen: 'phone', step: 1, deliveryType: 'sms' };
    case 'voice':
      return { screen: 'phone', step: 1, deliveryType: 'voice' };
    case 'phone-code':
      return phonePending
        ? { screen: 'phone-code', step: 2, deliveryType: registering!.deliveryType as PhoneDelivery }
        : { screen: 'phone', step: 1, deliveryType: 'sms' };
    case 'mobile':
      return mobileIntro;
    case 'mobile-pair':
    case 'mobile-leave':
      return mobilePending ? { screen: 'mobile-pair', step: 2, leaving: step === 'mobile-leave' } : mobileIntro;
  }
}

function options(skip: boolean, state: string): MfaScreen {
  return { screen: 'options', canSkip: skip, required: state === 'MFA_REGISTRATION_REQUIRED' };
}

/** The setup method a registered delivery type counts as. */
export function methodOf(d: DeliveryType): SetupMethod {
  return d === 'totp' ? 'app' : d;
}

/**
 * Where a screen is shown: the address whose page entry renders it (issue 42). A page entry that
 * resolves a screen it does not render sends the browser there, and that address shows the same screen.
 */
export function mfaScreenHref(screen: MfaScreen): string {
  switch (screen.screen) {
    case 'reminder':
    case 'update-confirm':
    case 'verify':
    case 'success':
      return '/mfa';
    case 'benefits':
    case 'options':
    case 'later':
      return mfaHref(screen.screen);
    case 'app-download':
      return mfaHref('app');
    case 'app-register':
      return mfaHref('app-register');
    case 'phone':
      return mfaHref(screen.deliveryType);
    case 'phone-code':
      return mfaHref('phone-code');
    case 'mobile-intro':
      return mfaHref('mobile');
    case 'mobile-pair':
      return mfaHref(screen.leaving ? 'mobile-leave' : 'mobile-pair');
    case 'none':
      return '/authorize';
  }
}

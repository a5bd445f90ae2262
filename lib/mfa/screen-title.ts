// Each MFA screen's own page title (WCAG 2.4.2; one URL, /mfa, shows them all, and a setup's
// recovery codes have a page of their own): the screen's heading, led by "Step N of M" on a setup
// path, and for a verification the way it is asked for.
// Pure: which message and which step; lib/page-title.ts words it.
import type { MfaScreen, SetupMethod } from './screen';
import { recoveryCodesStep, STEPS_OF, stepsOf } from './screen';

/** A message of the catalogue, by its full key; `product` for the partner app's screens. */
export type TitleMessage =
  | 'meta.mfaSetup'
  | 'meta.mfaVerifyApp'
  | 'meta.mfaVerifySms'
  | 'meta.mfaVerifyVoice'
  | 'mfa.reminder.heading'
  | 'mfa.benefits.heading'
  | 'mfa.options.heading'
  | 'mfa.later.heading'
  | 'mfa.update.heading'
  | 'mfa.app.downloadHeading'
  | 'mfa.app.registerHeading'
  | 'mfa.phone.heading'
  | 'mfa.phone.codeHeading'
  | 'mfa.mobile.introHeading'
  | 'mfa.mobile.pairHeading'
  | 'mfa.mobile.leaveHeading'
  | 'mfa.mobile.verifyHeading'
  | 'mfa.success.heading'
  | 'meta.mfaRecoveryCodes';

export type ScreenTitle = { message: TitleMessage; step?: { step: number; of: number } };

const VERIFY = { totp: 'meta.mfaVerifyApp', sms: 'meta.mfaVerifySms', voice: 'meta.mfaVerifyVoice', 'mobile-app': 'mfa.mobile.verifyHeading' } as const;

export function mfaScreenTitle(s: MfaScreen): ScreenTitle {
  switch (s.screen) {
    case 'reminder':
      return { message: 'mfa.reminder.heading' };
    case 'benefits':
      return { message: 'mfa.benefits.heading' };
    case 'options':
      return { message: 'mfa.options.heading' };
    case 'later':
      return { message: 'mfa.later.heading' };
    case 'update-confirm':
      return { message: 'mfa.update.heading' };
    case 'app-download':
      return { message: 'mfa.app.downloadHeading', step: { step: s.step, of: STEPS_OF.app } };
    case 'app-register':
      return { message: 'mfa.app.registerHeading', step: { step: s.step, of: STEPS_OF.app } };
    case 'phone':
      return { message: 'mfa.phone.heading', step: { step: s.step, of: STEPS_OF.phone } };
    case 'phone-code':
      return { message: 'mfa.phone.codeHeading', step: { step: s.step, of: STEPS_OF.phone } };
    case 'mobile-intro':
      return { message: 'mfa.mobile.introHeading', step: { step: s.step, of: STEPS_OF.mobile } };
    case 'mobile-pair':
      return { message: s.leaving ? 'mfa.mobile.leaveHeading' : 'mfa.mobile.pairHeading', step: { step: s.step, of: STEPS_OF.mobile } };
    case 'verify':
      return { message: VERIFY[s.deliveryType] };
    case 'success':
      return { message: 'mfa.success.heading', step: { step: stepsOf(s.method), of: stepsOf(s.method) } };
    case 'none':
      return { message: 'meta.mfaSetup' };
  }
}

/**
 * The new recovery codes' title (/mfa/recovery-codes, its own page): the step before the success
 * screen when a setup made them (`method`), no step for new codes asked for later.
 */
export function recoveryCodesTitle(method: SetupMethod | undefined): ScreenTitle {
  return method ? { message: 'meta.mfaRecoveryCodes', step: recoveryCodesStep(method) } : { message: 'meta.mfaRecoveryCodes' };
}

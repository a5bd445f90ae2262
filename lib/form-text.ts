// The one home of a form's strings: each form's message paths in messages/en.json (typed: a path
// the catalogue lacks does not compile), built in the page's language and passed to the client form
// as typed props. Every form also gets the route wrapper's own refusals (WRAPPER_ERRORS), so any
// answer route() can give has its message on every form.
import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import type en from '@/messages/en.json';
import type { Locale } from './upstream/contract/common';
import { SECRET_QUESTION_CODES } from './validation/secret-questions';
import { WRAPPER_ERRORS, type WrapperError } from './validation/form-schema';
import { template } from './i18n/template';
import {
  STRENGTH_LEVELS,
  STRENGTH_SUGGESTIONS,
  STRENGTH_WARNINGS,
  type StrengthLevel,
  type StrengthSuggestion,
  type StrengthWarning,
} from './passwords/feedback';

type Catalogue = typeof en;
/** A message's path ("login.emailLabel"), or a namespace's whose messages are all taken ("mfa.errors"). */
export type MessagePath<T = Catalogue, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : `${P}${K}` | MessagePath<T[K], `${P}${K}.`>;
}[keyof T & string];
type At<T, P extends string> = P extends `${infer H}.${infer R}` ? (H extends keyof T ? At<T[H], R> : never) : P extends keyof T ? T[P] : never;
type Last<P extends string> = P extends `${string}.${infer R}` ? Last<R> : P;
/** The keys a path gives a form: a message's own name, or every name in a namespace. */
type KeysOf<P extends string> = P extends string ? (At<Catalogue, P> extends string ? Last<P> : keyof At<Catalogue, P> & string) : never;

/**
 * What the MFA code and phone forms in the browser show whatever the refusal: the countdown's words
 * (raw: the browser fills in the {time}), a provider's code, SPEC's generic message for a refusal
 * without words. The server's refusals bring their own (lib/mfa/refusal-words.ts, issue 42).
 */
const MFA_FORM_BASE = [
  'mfa.errors.generic',
  'mfa.errors.retryIn',
  'mfa.errors.retryAt',
  'mfa.errors.retryReady',
  'common.errorCode',
  'validation.fieldRequired',
] as const satisfies readonly MessagePath[];

/** What each form can show: its labels and every message it may be refused with. */
const FORMS = {
  /** The login e-mail stage (and the passkey button beside it). */
  email: [
    'login.emailLabel',
    'login.rememberEmail',
    'login.sharedComputer',
    'login.sharedComputerHint',
    'login.sharedByNetwork',
    'login.next',
    'login.changeEmail',
    'validation.fieldRequired',
    'validation.invalidEmailInput',
  ],
  /** The login password stage. */
  password: [
    'login.passwordLabel',
    'common.showPassword',
    'login.submit',
    'login.submitting',
    'validation.fieldRequired',
    'errors.invalidCredentials',
    'errors.tooManyAttempts',
    'errors.tooManyForAccountHere',
    'errors.tooManyForAccount',
    'mfa.errors.retryIn',
    'mfa.errors.retryAt',
    'mfa.errors.retryReady',
    'login.waitWaysIn',
    'login.resetPassword',
    'common.or',
    'passkey.signIn',
    'passkey.cancelled',
    'passkey.expired',
    'errors.network',
  ],
  /** A new password, with a secret question for activation and registration (components/new-password-form). */
  newPassword: [
    'account.newPasswordLabel',
    'common.showPassword',
    'account.confirmPasswordLabel',
    'account.secretQuestionLabel',
    'account.secretQuestionPlaceholder',
    'account.secretAnswerLabel',
    'account.submitting',
    'account.passwordHistory',
    'validation.fieldRequired',
    'validation.passwordPolicy',
    'validation.passwordWeak',
    'validation.passwordBreached',
    'validation.passwordsDontMatch',
    'validation.secretAnswerTooLong',
    'errors.tooManyNewPasswords',
  ],
  /** Issue 38's temporary pass in the password's place, with the same waits. */
  pass: [
    'pass.label',
    'pass.submit',
    'pass.submitting',
    'validation.fieldRequired',
    'validation.passCodeInvalid',
    'errors.invalidPass',
    'errors.passUsed',
    'errors.passExpired',
    'errors.passRevoked',
    'errors.tooManyAttempts',
    'errors.tooManyForAccountHere',
    'errors.tooManyForAccount',
    'mfa.errors.retryIn',
    'mfa.errors.retryAt',
    'mfa.errors.retryReady',
  ],
  /** Issue 38's set-up after a temporary pass: a new password and, where asked, the app's first code. */
  setUp: [
    'account.newPasswordLabel',
    'account.confirmPasswordLabel',
    'common.showPassword',
    'mfa.code.label',
    'setUp.submit',
    'setUp.submitting',
    'validation.fieldRequired',
    'validation.passwordPolicy',
    'validation.passwordWeak',
    'validation.passwordBreached',
    'validation.passwordsDontMatch',
    'account.passwordHistory',
    'errors.tooManyNewPasswords',
    'mfa.errors',
  ],
  /** Issue 38's badge stage: the code typed, scanned by a scanner, or read by the camera. */
  badgeCode: [
    'badge.codeLabel',
    'badge.next',
    'badge.scan',
    'badge.stopScan',
    'badge.scanning',
    'badge.scanRead',
    'badge.cameraUnavailable',
    'validation.fieldRequired',
    'validation.badgeCodeInvalid',
    'errors.badgeUnknown',
    'errors.badgeRevoked',
  ],
  /** Issue 38's PIN at sign-in, with the badge's refusals and its wait. */
  badgePin: [
    'badge.pinLabel',
    'badge.showPin',
    'badge.submit',
    'badge.submitting',
    'validation.fieldRequired',
    'validation.pinFormat',
    'errors.wrongPin',
    'errors.wrongPinLastTry',
    'errors.pinWait',
    'errors.pinWaitLockNear',
    'errors.badgeLocked',
    'errors.badgeRevoked',
    'errors.badgeUnknown',
    'mfa.errors.retryIn',
    'mfa.errors.retryAt',
    'mfa.errors.retryReady',
  ],
  /** Issue 38's first PIN (or the first after a manager's reset), twice. */
  badgeNewPin: [
    'badge.newPinLabel',
    'badge.showPin',
    'badge.confirmPinLabel',
    'badge.newPinSubmit',
    'badge.submitting',
    'validation.fieldRequired',
    'validation.pinFormat',
    'validation.pinSequence',
    'validation.pinFromBadge',
    'validation.pinReused',
    'validation.pinsDontMatch',
    'errors.badgeRevoked',
    'errors.badgeUnknown',
  ],
  /** A one-field e-mail form (reset request, resend activation, verify e-mail). */
  emailRequest: ['account.emailLabel', 'validation.fieldRequired', 'validation.invalidEmailInput', 'validation.emailMismatch'],
  /** The MFA screens on the server (a resend's refusal among them): every MFA message (SPEC §8). */
  mfa: ['mfa.errors', 'common.errorCode', 'validation.fieldRequired'],
  /** The code form in the browser (issue 42: only what it can show before the server answers): the code's own check and its words. */
  mfaCode: [...MFA_FORM_BASE, 'mfa.errors.codeLength', 'mfa.code.label', 'mfa.code.verify', 'mfa.code.verifying'],
  /** The phone form in the browser: the number's and the country's own checks, and its words. */
  mfaPhone: [
    ...MFA_FORM_BASE,
    'mfa.errors.invalidCountryCode',
    'mfa.errors.invalidPhoneNumber',
    'mfa.phone.legend',
    'mfa.phone.sms',
    'mfa.phone.smsBody',
    'mfa.phone.voice',
    'mfa.phone.voiceBody',
    'mfa.phone.countryCode',
    'mfa.phone.number',
    'mfa.phone.voiceNote',
    'mfa.phone.next',
  ],
} as const satisfies Record<string, readonly MessagePath[]>;

export type FormName = keyof typeof FORMS;

/** The wrapper's refusals, in the `errors` namespace. */
const SHARED = WRAPPER_ERRORS.map((key) => `errors.${key}` as const) satisfies readonly MessagePath[];

/** A form's strings by key, typed from the catalogue: reading a key the form was not given does not compile. */
export type FormText<F extends FormName> = Readonly<Record<KeysOf<(typeof FORMS)[F][number]> | WrapperError, string>>;

/**
 * A form's strings in one language: the same for every request (the messages are built in), so each
 * form's are made once per language and kept (issue 42: 20-60 lookups a render, on every form page).
 */
const made = new Map<string, Readonly<Record<string, string>>>();

/**
 * A form's strings in the page's language, with `own` ones the page adds (a submit label of its own).
 * A message with a {placeholder} keeps it: the browser fills it in (a countdown's time).
 */
export async function formText<F extends FormName, O extends Record<string, string> = Record<never, string>>(form: F, own?: O): Promise<FormText<F> & O> {
  const locale = await getLocale();
  let text = made.get(`${locale}/${form}`);
  if (!text) {
    const t = await getTranslations();
    const words: Record<string, string> = {};
    const take = (key: string, path: string) => {
      words[key] = template(t, path);
    };
    for (const path of [...FORMS[form], ...SHARED] as readonly string[]) {
      const found = t.raw(path as never) as unknown;
      // A namespace is an object; a precompiled message with an argument is an array (lib/i18n/template.ts).
      if (found && typeof found === 'object' && !Array.isArray(found)) for (const key of Object.keys(found)) take(key, `${path}.${key}`);
      else take(path.slice(path.lastIndexOf('.') + 1), path);
    }
    text = Object.freeze(words);
    made.set(`${locale}/${form}`, text);
  }
  return (own ? { ...text, ...own } : text) as FormText<F> & O;
}

/** The secret questions (SPEC §3) as a select's options, in the page's language. */
export async function secretQuestionOptions(): Promise<{ code: string; label: string }[]> {
  const tq = await getTranslations('secretQuestions');
  return SECRET_QUESTION_CODES.map((code) => ({ code, label: tq(code) }));
}

/** Issue 41: a new password's strength meter and the estimate's feedback, in the page's language. */
export type StrengthText = {
  label: string;
  enough: string;
  /** "Password strength: {level}", the browser fills in the level. */
  announce: string;
  levels: Record<StrengthLevel, string>;
  warnings: Record<StrengthWarning, string>;
  suggestions: Record<StrengthSuggestion, string>;
};

export async function strengthText(locale?: Locale): Promise<StrengthText> {
  const t = await getTranslations(locale ? { locale } : undefined);
  const group = <K extends string>(path: 'passwordStrength.level' | 'passwordStrength.warnings' | 'passwordStrength.suggestions', keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, t(`${path}.${key}` as never)])) as Record<K, string>;
  return {
    label: t('passwordStrength.label'),
    enough: t('passwordStrength.enough'),
    announce: template(t, 'passwordStrength.announce'),
    levels: group('passwordStrength.level', STRENGTH_LEVELS),
    warnings: group('passwordStrength.warnings', STRENGTH_WARNINGS),
    suggestions: group('passwordStrength.suggestions', STRENGTH_SUGGESTIONS),
  };
}

// Login form schemas (SPEC §5), shared by the browser (the light form hook) and the route handlers.
import { checkbox, email, formSchema, maxLength, required, text, type FormValues } from './form-schema';

export const emailField = text([required, email]);

/** `shared`: "This is a shared computer" (issue 26); `remember` counts only on someone's own computer. */
export const EmailStageForm = formSchema({ email: emailField, remember: checkbox(), shared: checkbox() });
export type EmailStageForm = FormValues<typeof EmailStageForm>;

export const PasswordStageForm = formSchema({
  email: emailField,
  // Taken as typed: spaces are part of a password.
  password: text([required, maxLength(2048, 'invalidCredentials')], { raw: true }),
});
export type PasswordStageForm = FormValues<typeof PasswordStageForm>;

/**
 * Which of Keycard's credential budgets refused an attempt (issue 26), the most specific first: this
 * account from this address, this account from anywhere, this address for any account.
 */
export type CredentialLimit = 'account-address' | 'account' | 'address';

/** What the password form says for each: which wait applies (never whether the account exists); the time left is the countdown's. */
/** The messages of Keycard's credential waits (CREDENTIAL_WAIT_MESSAGES' answers). */
export const CREDENTIAL_WAITS = ['tooManyForAccountHere', 'tooManyForAccount', 'tooManyAttempts'] as const;

export const CREDENTIAL_WAIT_MESSAGES = {
  'account-address': 'tooManyForAccountHere',
  account: 'tooManyForAccount',
  address: 'tooManyAttempts',
} as const satisfies Record<CredentialLimit, (typeof CREDENTIAL_WAITS)[number]>;

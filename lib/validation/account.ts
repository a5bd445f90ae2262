// Account-lifecycle form schemas (SPEC §5), shared by the browser and the route handlers.
import { SECRET_QUESTION_CODES } from './secret-questions';
import { email, formSchema, maxLength, oneOf, required, text, type FormErrors, type Rule } from './form-schema';
import { oneTimeCode } from './mfa';
import { meetsPasswordPolicy } from './password-policy';

const policy: Rule = (v) => (meetsPasswordPolicy(v) ? undefined : 'passwordPolicy');
/** Passwords are taken as typed: no trimming. */
const newPassword = text([required, policy], { raw: true });
const confirmPassword = text([required], { raw: true });

/** SPEC §5: the confirmation, if filled, must match (the new password may itself be weak). */
function passwordsMatch(d: { password?: string; confirmPassword?: string }): FormErrors | undefined {
  // A weak new password is reported on its own field; compare only two passwords that passed.
  if (d.confirmPassword === undefined || d.password === undefined) return undefined;
  return d.password === d.confirmPassword ? undefined : { confirmPassword: 'passwordsDontMatch' };
}

// No token field: a link's token reaches the handlers in its sealed cookie (lib/links/link-cookie.ts).

/** Activation and registration share one form: every field is required (SPEC §5). */
export const ActivationForm = formSchema(
  {
    password: newPassword,
    confirmPassword,
    secretQuestion: oneOf(SECRET_QUESTION_CODES),
    secretAnswer: text([required, maxLength(256, 'secretAnswerTooLong')]),
  },
  [passwordsMatch],
);

/**
 * Issue 38: a temporary pass's set-up with a password, and the authenticator app's first code where a
 * second factor is asked (the handler knows whether it is: an empty code is then refused there).
 */
export const SetUpForm = formSchema({ password: newPassword, confirmPassword, code: oneTimeCode({ optional: true }) }, [passwordsMatch]);

/** The reset link's e-mail travels with its token in the cookie. */
export const ResetUpdateForm = formSchema({ password: newPassword, confirmPassword }, [passwordsMatch]);

/** A request by e-mail, and the e-mail confirmed with a verification link. */
export const EmailOnlyForm = formSchema({ email: text([required, email]) });

/** The new-password form's fields in page order: the first with an error takes focus. */
export const NEW_PASSWORD_FIELDS = ['password', 'confirmPassword', 'secretQuestion', 'secretAnswer'] as const;

/** Issue 38's set-up form's fields in page order: a refusal sent back with the page focuses the first with an error. */
export const SET_UP_FIELDS = ['password', 'confirmPassword', 'code'] as const;

'use client';
// A new password with its confirmation: with a secret question and answer for activation and
// registration (SPEC §2's shared form), without for the password reset. The same light form hook as
// every other form validates on blur with the handler's own schema; without JavaScript the form posts
// and the handler redirects.
import { Banner } from './banner';
import { Button } from './button';
import { Field } from './field';
import { HiddenFields } from './hidden-fields';
import { NewPasswordField } from './new-password-field';
import { SelectField } from './select-field';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import type { Locale } from '@/lib/upstream/contract/common';
import { ActivationForm, NEW_PASSWORD_FIELDS, ResetUpdateForm } from '@/lib/validation/account';
import { messageOf, type FormDetail, type FormErrors, type FormSchema } from '@/lib/validation/form-schema';

export type NewPasswordFormProps = {
  variant: 'activation' | 'reset';
  action: '/api/activate' | '/api/register' | '/api/reset-password/update';
  /** The account's e-mail, for password managers (a hidden username field). */
  username?: string;
  hidden?: Record<string, string | undefined>;
  questions?: { code: string; label: string }[];
  initialErrors?: FormErrors;
  /** A refused password's estimate, sent back with the page (no JavaScript). */
  initialDetail?: FormDetail;
  initialQuestion?: string;
  /** Issue 41: the page's language, what the person and page give away, and a refusal's reasons sent back with the page. */
  locale: Locale;
  userInputs: readonly string[];
  refusedReasons?: readonly string[];
  /** The form's strings, its button's label and (the reset) a line under the password-history message. */
  text: FormText<'newPassword'> & { submit: string; passwordHistoryDetail?: string };
};

export function NewPasswordForm({
  variant,
  action,
  username,
  hidden = {},
  questions = [],
  initialErrors = {},
  initialDetail,
  initialQuestion = '',
  text,
  locale,
  userInputs,
  refusedReasons,
}: NewPasswordFormProps) {
  const withSecret = variant === 'activation';
  const schema: FormSchema<object> = withSecret ? ActivationForm : ResetUpdateForm;
  const { errors, detail, pending, formProps } = useLightForm(schema, (r) => r.ok && window.location.assign(r.next), initialErrors, { initialDetail });
  const message = (name: string) => {
    const key = errors[name];
    return key ? (messageOf(text, key) ?? key) : undefined;
  };
  // An error the server sent back with the page is not announced: take the user to the first one.
  const firstInitial = NEW_PASSWORD_FIELDS.find((n) => initialErrors[n]);
  return (
    <form action={action} {...formProps}>
      {errors.form ? (
        <Banner tone="error">
          {messageOf(text, errors.form) ?? text.network}
          {errors.form === 'passwordHistory' && text.passwordHistoryDetail ? <span className="mt-1 block">{text.passwordHistoryDetail}</span> : null}
        </Banner>
      ) : null}
      {/* No token: its handler reads it from the link's sealed cookie. */}
      <HiddenFields values={hidden} />
      {username ? <input type="text" name="username" autoComplete="username" defaultValue={username} readOnly hidden /> : null}
      <NewPasswordField
        id="password"
        name="password"
        label={text.newPasswordLabel}
        showLabel={text.showPassword}
        autoComplete="new-password"
        required
        hint={text.passwordPolicy}
        error={message('password')}
        refused={errors.password === 'passwordWeak' ? detail.strength : undefined}
        autoFocus={firstInitial === 'password'}
        locale={locale}
        userInputs={userInputs}
        refusedReasons={refusedReasons}
      />
      <Field
        id="confirmPassword"
        name="confirmPassword"
        label={text.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        required
        error={message('confirmPassword')}
        autoFocus={firstInitial === 'confirmPassword'}
      />
      {withSecret ? (
        <>
          <SelectField
            id="secretQuestion"
            name="secretQuestion"
            label={text.secretQuestionLabel}
            placeholder={text.secretQuestionPlaceholder}
            options={questions.map((q) => ({ value: q.code, label: q.label }))}
            required
            autoFocus={firstInitial === 'secretQuestion'}
            defaultValue={initialQuestion}
            error={message('secretQuestion')}
          />
          <Field
            id="secretAnswer"
            name="secretAnswer"
            label={text.secretAnswerLabel}
            type="text"
            autoComplete="off"
            required
            error={message('secretAnswer')}
            autoFocus={firstInitial === 'secretAnswer'}
          />
        </>
      ) : null}
      <Button type="submit" busy={pending}>
        {pending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}

'use client';
// A new password with its confirmation: with a secret question and answer for activation and
// registration (SPEC §2's shared form), without for the password reset. react-hook-form validates on
// blur with the handler's own schema; without JavaScript the form posts and the handler redirects.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from './banner';
import { Button } from './button';
import { Field } from './field';
import { HiddenFields } from './hidden-fields';
import { isFocusMovingToSubmit } from '@/lib/client/focus';
import { submitForm } from '@/lib/client/submit-form';
import { ActivationForm, ResetUpdateForm, type ActivationFormValues } from '@/lib/validation/account';

type Values = ActivationFormValues & { email?: string };

export type NewPasswordFormProps = {
  variant: 'activation' | 'reset';
  action: '/api/activate' | '/api/register' | '/api/reset-password/update';
  token: string;
  /** The account's e-mail, for password managers (a hidden username field). */
  username?: string;
  hidden?: Record<string, string | undefined>;
  questions?: { code: string; label: string }[];
  initialErrors?: Record<string, string>;
  initialQuestion?: string;
  text: Record<string, string>;
};

export function NewPasswordForm({ variant, action, token, username, hidden = {}, questions = [], initialErrors = {}, initialQuestion = '', text }: NewPasswordFormProps) {
  const [formError, setFormError] = useState<string | undefined>(initialErrors.form);
  const [leaving, setLeaving] = useState(false);
  const withSecret = variant === 'activation';
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    // The reset schema also checks the e-mail, which travels as a hidden field.
    resolver: standardSchemaResolver<Values, unknown, Values>((withSecret ? ActivationForm : ResetUpdateForm) as never),
    // Checked when a field is left, then as it is typed in, so errors clear before the next click.
    mode: 'onTouched',
    defaultValues: withSecret ? { token, password: '', confirmPassword: '', secretQuestion: initialQuestion, secretAnswer: '' } : { token, email: hidden.email, password: '', confirmPassword: '' },
  });
  const field = (name: keyof Values) => {
    const r = register(name);
    return { ...r, onBlur: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => (isFocusMovingToSubmit(e) ? undefined : r.onBlur(e)) };
  };
  const message = (name: keyof Values) => {
    const key = formState.errors[name]?.message ?? (formState.isSubmitted ? undefined : initialErrors[name]);
    return key ? (text[key] ?? key) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await submitForm(action, { ...hidden, ...values });
    if (result.ok) {
      setLeaving(true);
      window.location.assign(result.next);
      return;
    }
    for (const [field, key] of Object.entries(result.errors)) {
      if (field === 'form') setFormError(key);
      else setError(field as keyof Values, { message: key }, { shouldFocus: true });
    }
  });

  const busy = formState.isSubmitting || leaving;
  // An error the server sent back with the page is not announced: take the user to the first one.
  const firstInitial = (['password', 'confirmPassword', 'secretQuestion', 'secretAnswer'] as const).find((n) => initialErrors[n]);
  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate>
      {formError ? (
        <Banner tone="error">
          {text[formError] ?? text.network}
          {text[`${formError}Detail`] ? <span className="mt-1 block">{text[`${formError}Detail`]}</span> : null}
        </Banner>
      ) : null}
      <HiddenFields values={withSecret ? hidden : { ...hidden, email: undefined }} />
      <input type="hidden" defaultValue={token} {...register('token')} />
      {username ? <input type="text" name="username" autoComplete="username" defaultValue={username} readOnly hidden /> : null}
      {withSecret ? null : <input type="hidden" defaultValue={hidden.email} {...register('email')} />}
      <Field id="password" label={text.newPasswordLabel!} type="password" autoComplete="new-password" required hint={text.passwordPolicy} error={message('password')} autoFocus={firstInitial === 'password'} {...field('password')} />
      <Field id="confirmPassword" label={text.confirmPasswordLabel!} type="password" autoComplete="new-password" required error={message('confirmPassword')} autoFocus={firstInitial === 'confirmPassword'} {...field('confirmPassword')} />
      {withSecret ? (
        <>
          <div className="mb-4">
            <label htmlFor="secretQuestion" className="mb-1 block text-sm font-medium">
              {text.secretQuestionLabel}
            </label>
            <select
              id="secretQuestion"
              required
              autoFocus={firstInitial === 'secretQuestion'}
              defaultValue={initialQuestion}
              aria-invalid={message('secretQuestion') ? true : undefined}
              aria-describedby={message('secretQuestion') ? 'secretQuestion-error' : undefined}
              className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900"
              {...field('secretQuestion')}
            >
              <option value="">{text.secretQuestionPlaceholder}</option>
              {questions.map((q) => (
                <option key={q.code} value={q.code}>
                  {q.label}
                </option>
              ))}
            </select>
            {message('secretQuestion') ? (
              <p id="secretQuestion-error" role="alert" className="mt-1 text-sm text-danger">
                {message('secretQuestion')}
              </p>
            ) : null}
          </div>
          <Field id="secretAnswer" label={text.secretAnswerLabel!} type="text" autoComplete="off" required error={message('secretAnswer')} autoFocus={firstInitial === 'secretAnswer'} {...field('secretAnswer')} />
        </>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? text.submitting : text.submit}
      </Button>
    </form>
  );
}

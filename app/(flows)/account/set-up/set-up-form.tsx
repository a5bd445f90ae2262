'use client';
// Issue 38's set-up with a password: the new password twice (SPEC's rule, checked as the person
// leaves each field) and, where a second factor is asked, the authenticator app's first code, all
// sent at once. A refused code or password is tied to its field and takes focus.
import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { NewPasswordField } from '@/components/new-password-field';
import { PasswordField } from '@/components/password-field';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import type { Locale } from '@/lib/upstream/contract/common';
import { SET_UP_FIELDS, SetUpForm as Schema } from '@/lib/validation/account';
import { messageOf, type FormDetail, type FormErrors } from '@/lib/validation/form-schema';

export type SetUpFormProps = {
  /** The account, for password managers (a hidden username field). */
  email: string;
  /** The authenticator app's code is asked: its QR code and key (`app`, rendered on the server) come before the code field. */
  withCode: boolean;
  app?: ReactNode;
  initialErrors?: FormErrors;
  initialDetail?: FormDetail;
  text: FormText<'setUp'> & { appCode: string };
  /** Issue 41: the page's language, what the person and page give away, and a refusal's reasons sent back with the page. */
  locale: Locale;
  userInputs: readonly string[];
  refusedReasons?: readonly string[];
};

export function SetUpForm({ email, withCode, app, initialErrors = {}, initialDetail, text, locale, userInputs, refusedReasons }: SetUpFormProps) {
  const router = useRouter();
  const { errors, detail, pending, formProps } = useLightForm(Schema, (result) => result.ok && router.push(result.next), initialErrors, { initialDetail });
  const firstInitial = SET_UP_FIELDS.find((n) => initialErrors[n]);
  const message = (key: string | undefined) => (key ? (messageOf(text, key) ?? text.generic) : undefined);
  return (
    <form action="/api/account/set-up" {...formProps}>
      {errors.form ? <Banner tone="error">{message(errors.form)}</Banner> : null}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <NewPasswordField
        id="password"
        name="password"
        label={text.newPasswordLabel}
        showLabel={text.showPassword}
        autoComplete="new-password"
        required
        hint={text.passwordPolicy}
        error={errors.password === 'passwordPolicy' ? text.passwordPolicy : message(errors.password)}
        refused={errors.password === 'passwordWeak' ? detail.strength : undefined}
        autoFocus={firstInitial === 'password'}
        locale={locale}
        userInputs={userInputs}
        refusedReasons={refusedReasons}
      />
      <PasswordField
        id="confirmPassword"
        name="confirmPassword"
        label={text.confirmPasswordLabel}
        showLabel={text.showPassword}
        autoComplete="new-password"
        required
        error={message(errors.confirmPassword)}
        autoFocus={firstInitial === 'confirmPassword'}
      />
      {app}
      {withCode ? (
        <Field
          id="code"
          name="code"
          label={text.appCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          error={message(errors.code)}
          autoFocus={firstInitial === 'code'}
        />
      ) : null}
      <Button type="submit" busy={pending}>
        {pending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}

'use client';
// The password stage: show/hide toggle (with JavaScript), busy state, errors announced. A refused
// password is cleared, marked invalid, tied to the message and focused, so the user types it again.
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Countdown } from '@/components/countdown';
import { HiddenFields } from '@/components/hidden-fields';
import { PasswordField } from '@/components/password-field';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import { messageOf, type ErrorKey, type FormDetail } from '@/lib/validation/form-schema';
import { PasswordStageForm } from '@/lib/validation/login';

export type PasswordFormProps = {
  email: string;
  flow: Record<string, string | undefined>;
  initialError?: ErrorKey;
  /** A limit's refusal the page came back with: its countdown (issue 26). */
  initialDetail?: FormDetail;
  /** That countdown's end as a clock time, for the page without JavaScript. */
  retryUntil?: string;
  text: FormText<'password'>;
};

const FORM_ERROR_ID = 'password-form-error';

export function PasswordForm({ email, flow, initialError, initialDetail, retryUntil, text }: PasswordFormProps) {
  const { errors, detail, pending, formProps } = useLightForm(
    PasswordStageForm,
    (result) => result.ok && window.location.assign(result.next),
    initialError ? { form: initialError } : {},
    { formErrorField: 'password', clearOn: ['invalidCredentials'], initialDetail },
  );
  const formError = errors.form ?? (errors.email ? 'invalidCredentials' : undefined);
  // The password itself was refused (not the network): the field is marked invalid, tied to the message.
  const refused = formError === 'invalidCredentials';

  return (
    <form action="/api/login/password" {...formProps}>
      {formError ? (
        <Banner tone="error" id={FORM_ERROR_ID}>
          {messageOf(text, formError) ?? text.invalidCredentials}
        </Banner>
      ) : null}
      <HiddenFields values={{ ...flow, email }} />
      <PasswordField
        id="password"
        name="password"
        label={text.passwordLabel}
        showLabel={text.showPassword}
        autoComplete="current-password"
        required
        autoFocus
        externalErrorId={refused ? FORM_ERROR_ID : undefined}
        error={messageOf(text, errors.password)}
      />
      {/* Keycard's limits (issue 26): the wait's time left, and Sign in held back until it ends. */}
      <Countdown
        key={detail.retryIn ?? 0}
        seconds={detail.retryIn ?? 0}
        until={retryUntil}
        text={{ running: text.retryIn, done: text.retryReady, until: text.retryAt }}
      >
        <Button type="submit" busy={pending}>
          {pending ? text.submitting : text.submit}
        </Button>
      </Countdown>
    </form>
  );
}

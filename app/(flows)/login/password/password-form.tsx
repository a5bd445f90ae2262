'use client';
// The password stage: show/hide toggle (with JavaScript), busy state, errors announced. A refused
// password is cleared, marked invalid, tied to the message and focused, so the user types it again.
// During one of Keycard's waits (issue 26, 37) the typed password is cleared too, Log in is held back
// with the time left, and the ways in that work now are offered: a reset, a passkey where offered.
import { Banner } from '@/components/banner';
import { ButtonLink } from '@/components/button';
import { HiddenFields } from '@/components/hidden-fields';
import { SubmitAfterCountdown } from '@/components/submit-after-countdown';
import { PasskeyButton } from '@/components/passkey-button';
import { PasswordField } from '@/components/password-field';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import type { PasskeyOffer } from '@/lib/passkeys/availability';
import { messageOf, type ErrorKey, type FormDetail } from '@/lib/validation/form-schema';
import { CREDENTIAL_WAITS, PasswordStageForm } from '@/lib/validation/login';

export type PasswordFormProps = {
  email: string;
  flow: Record<string, string | undefined>;
  initialError?: ErrorKey;
  /** A limit's refusal the page came back with: its countdown (issue 26). */
  initialDetail?: FormDetail;
  /** That countdown's end as a clock time, for the page without JavaScript. */
  retryUntil?: string;
  /** SPEC §6's server half for this account: a passkey is offered as a way in during a wait. */
  passkeyOffer: PasskeyOffer;
  text: FormText<'password'>;
};

const FORM_ERROR_ID = 'password-form-error';

export function PasswordForm({ email, flow, initialError, initialDetail, retryUntil, passkeyOffer, text }: PasswordFormProps) {
  const { errors, detail, pending, formProps } = useLightForm(
    PasswordStageForm,
    (result) => result.ok && window.location.assign(result.next),
    initialError ? { form: initialError } : {},
    { formErrorField: 'password', clearOn: ['invalidCredentials', ...CREDENTIAL_WAITS], initialDetail },
  );
  const formError = errors.form ?? (errors.email ? 'invalidCredentials' : undefined);
  // The password itself was refused (not the network): the field is marked invalid, tied to the message.
  const refused = formError === 'invalidCredentials';
  const waiting = (detail.retryIn ?? 0) > 0 && CREDENTIAL_WAITS.some((w) => w === formError);

  return (
    <form action="/api/login/password" {...formProps}>
      {formError ? (
        <Banner tone="error" id={FORM_ERROR_ID}>
          {messageOf(text, formError) ?? text.invalidCredentials}
        </Banner>
      ) : null}
      <HiddenFields values={flow} />
      {/* The account the password is for, where a password manager looks for it (WCAG 3.3.8): posted, not shown. */}
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
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
      <SubmitAfterCountdown retryIn={detail.retryIn ?? 0} retryUntil={retryUntil} text={text} busy={pending}>
        {pending ? text.submitting : text.submit}
      </SubmitAfterCountdown>
      {waiting ? (
        <div className="mt-5">
          <p className="mb-3 text-sm">{text.waitWaysIn}</p>
          <ButtonLink href="/reset-password" variant="secondary">
            {text.resetPassword}
          </ButtonLink>
          {passkeyOffer === 'never' ? null : (
            <PasskeyButton
              ceremony="sign-in"
              offer={passkeyOffer}
              extra={{ flow }}
              divider={text.or}
              variant="secondary"
              label={text.signIn}
              text={{ cancelled: text.cancelled, expired: text.expired, network: text.network }}
            />
          )}
        </div>
      ) : null}
    </form>
  );
}

'use client';
// The one-time code (SPEC §5: 6 digits): one field, checked on blur, sent with fetch; a plain form
// post without JavaScript. A refused code is tied to the field and focused (with JavaScript by the
// form, without it by the page it comes back to: `autoFocus`); a limit (too many codes, sent too
// often) shows SPEC's message with its countdown.
import { Banner } from '@/components/banner';
import { HiddenFields } from '@/components/hidden-fields';
import { OneTimeCodeInput } from '@/components/one-time-code';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import { mfaMessage } from '@/lib/mfa/message';
import { messageOf, type FormDetail, type FormErrors } from '@/lib/validation/form-schema';
import { CodeForm as Schema } from '@/lib/validation/mfa';
import { SubmitAfterCountdown } from '@/components/submit-after-countdown';

export function CodeForm({
  page,
  text,
  initialErrors,
  initialDetail,
  retryUntil,
  autoFocus = true,
}: {
  /** Which page this form is on (the handler sends a refused plain post back there). */
  page: string;
  text: FormText<'mfaCode'>;
  initialErrors?: FormErrors;
  /** The detail of the refusal the page came back with (its countdown, a provider's code). */
  initialDetail?: FormDetail;
  /** A refusal's countdown end as a clock time, rendered by the server for the page without JavaScript. */
  retryUntil?: string;
  /** The field takes focus as the page loads: false where the page starts on its heading (the field comes after what is to be read). */
  autoFocus?: boolean;
}) {
  const { errors, detail, pending, formProps } = useLightForm(Schema, (r) => r.ok && window.location.assign(r.next), initialErrors ?? {}, {
    formErrorField: 'code',
    initialDetail,
  });
  const formError = errors.form;
  const retryIn = detail.retryIn ?? 0;
  // The server's refusals come with their words (issue 42): the form carries only its own.
  const words: Readonly<Record<string, string>> = { ...text, ...detail.words };
  return (
    <form action="/api/mfa/verify" {...formProps}>
      {formError ? (
        <Banner tone="error" id="code-form-error">
          {mfaMessage(words, formError, detail.providerCode)}
        </Banner>
      ) : null}
      <HiddenFields values={{ page }} />
      <OneTimeCodeInput
        id="code"
        name="code"
        label={text.label}
        autoFocus={autoFocus}
        externalErrorId={formError && formError !== 'generic' ? 'code-form-error' : undefined}
        error={errors.code ? (messageOf(words, errors.code) ?? text.generic) : undefined}
      />
      {/* Locked for a while (too many codes): Verify waits out the countdown. */}
      <SubmitAfterCountdown retryIn={retryIn} retryUntil={retryUntil} text={text} busy={pending}>
        {pending ? text.verifying : text.verify}
      </SubmitAfterCountdown>
    </form>
  );
}

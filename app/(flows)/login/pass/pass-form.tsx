'use client';
// Issue 38's temporary pass in the password's place: typed as given (any case, with or without its
// hyphens), sent with the e-mail (posted, not shown: the chip above shows it). Refused, it is cleared and
// focused; during one of Keycard's waits, Log in is held back with the time left.
import { Banner } from '@/components/banner';
import { Field } from '@/components/field';
import { HiddenFields } from '@/components/hidden-fields';
import { SubmitAfterCountdown } from '@/components/submit-after-countdown';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import { PassStageForm } from '@/lib/validation/badges';
import { messageOf, type FormDetail, type FormErrors } from '@/lib/validation/form-schema';

export type PassFormProps = {
  email: string;
  flow: Record<string, string | undefined>;
  initialErrors?: FormErrors;
  initialDetail?: FormDetail;
  retryUntil?: string;
  text: FormText<'pass'>;
};

const FORM_ERROR_ID = 'pass-form-error';

export function PassForm({ email, flow, initialErrors = {}, initialDetail, retryUntil, text }: PassFormProps) {
  const { errors, detail, pending, formProps } = useLightForm(PassStageForm, (result) => result.ok && window.location.assign(result.next), initialErrors, {
    formErrorField: 'pass',
    clearOn: ['invalidPass', 'passUsed', 'passExpired', 'passRevoked'],
    initialDetail,
  });
  const formError = errors.form;
  return (
    <form action="/api/login/pass" {...formProps}>
      {formError ? (
        <Banner tone="error" id={FORM_ERROR_ID}>
          {messageOf(text, formError) ?? text.network}
        </Banner>
      ) : null}
      <HiddenFields values={flow} />
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <Field
        id="pass"
        name="pass"
        label={text.label}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        required
        autoFocus
        className="font-mono tracking-wider"
        externalErrorId={formError && formError !== 'network' ? FORM_ERROR_ID : undefined}
        error={messageOf(text, errors.pass)}
      />
      <SubmitAfterCountdown retryIn={detail.retryIn ?? 0} retryUntil={retryUntil} text={text} busy={pending}>
        {pending ? text.submitting : text.submit}
      </SubmitAfterCountdown>
    </form>
  );
}

'use client';
// Issue 38's PIN at sign-in: digits only, hidden as typed (a front desk has people behind it). A
// wrong PIN is cleared and focused; a wait holds Log in back with its countdown (without JavaScript,
// the clock time it ends); a locked badge says who can unlock it.
import { Banner } from '@/components/banner';
import { HiddenFields } from '@/components/hidden-fields';
import { SubmitAfterCountdown } from '@/components/submit-after-countdown';
import { PinField } from '@/components/pin-field';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import { BadgePinForm as Schema } from '@/lib/validation/badges';
import { messageOf, type FormDetail, type FormErrors } from '@/lib/validation/form-schema';

export type PinFormProps = {
  flow: Record<string, string | undefined>;
  initialErrors?: FormErrors;
  initialDetail?: FormDetail;
  retryUntil?: string;
  text: FormText<'badgePin'>;
};

const FORM_ERROR_ID = 'pin-form-error';

export function PinForm({ flow, initialErrors = {}, initialDetail, retryUntil, text }: PinFormProps) {
  const { errors, detail, pending, formProps } = useLightForm(Schema, (result) => result.ok && window.location.assign(result.next), initialErrors, {
    formErrorField: 'pin',
    clearOn: ['wrongPin', 'wrongPinLastTry', 'pinWait', 'pinWaitLockNear'],
    initialDetail,
  });
  const formError = errors.form;
  return (
    <form action="/api/login/badge/pin" {...formProps}>
      {formError ? (
        <Banner tone="error" id={FORM_ERROR_ID}>
          {messageOf(text, formError) ?? text.network}
        </Banner>
      ) : null}
      <HiddenFields values={flow} />
      <PinField
        id="pin"
        name="pin"
        label={text.pinLabel}
        showLabel={text.showPin}
        autoFocus
        // A refused PIN (not the network) marks the field, tied to the message.
        externalErrorId={formError && formError !== 'network' ? FORM_ERROR_ID : undefined}
        error={messageOf(text, errors.pin)}
      />
      <SubmitAfterCountdown retryIn={detail.retryIn ?? 0} retryUntil={retryUntil} text={text} busy={pending} disabled={formError === 'badgeLocked'}>
        {pending ? text.submitting : text.submit}
      </SubmitAfterCountdown>
    </form>
  );
}

'use client';
// Issue 38's new PIN, typed twice and checked as the person leaves each field (the same rule the
// server applies: 6 to 8 digits, the confirmation matching); the rest of the rule (no run or repeat,
// not the badge code's digits, not the last PIN) is the server's, shown at the field.
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { HiddenFields } from '@/components/hidden-fields';
import { PinField } from '@/components/pin-field';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import { NewPinForm as Schema } from '@/lib/validation/badges';
import { messageOf, type FormErrors } from '@/lib/validation/form-schema';

export type NewPinFormProps = {
  flow: Record<string, string | undefined>;
  initialErrors?: FormErrors;
  text: FormText<'badgeNewPin'>;
};

export function NewPinForm({ flow, initialErrors = {}, text }: NewPinFormProps) {
  const { errors, pending, formProps } = useLightForm(Schema, (result) => result.ok && window.location.assign(result.next), initialErrors);
  return (
    <form action="/api/login/badge/new-pin" {...formProps}>
      {errors.form ? <Banner tone="error">{messageOf(text, errors.form) ?? text.network}</Banner> : null}
      <HiddenFields values={flow} />
      <PinField id="pin" name="pin" label={text.newPinLabel} showLabel={text.showPin} autoFocus error={messageOf(text, errors.pin)} />
      <PinField id="confirmPin" name="confirmPin" label={text.confirmPinLabel} showLabel={text.showPin} error={messageOf(text, errors.confirmPin)} />
      <Button type="submit" busy={pending}>
        {pending ? text.submitting : text.newPinSubmit}
      </Button>
    </form>
  );
}

'use client';
// Step 1 of 3 of the phone path: text message or voice call, country and number (SPEC §2). The
// browser checks only that they are filled in; whether the number is real is the server's call
// (libphonenumber-js's full metadata is too big to ship). The voice note shows with voice chosen.
// The country is a native <select> (the server names and sorts the countries): it posts without
// JavaScript, jumps to a country as its name is typed, and adds no script to the page's budget.
import { useState } from 'react';
import { Banner } from '@/components/banner';
import { Field } from '@/components/field';
import { SelectField } from '@/components/select-field';
import { RadioCards } from '@/components/radio-cards';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useLightForm } from '@/lib/client/use-light-form';
import type { FormText } from '@/lib/form-text';
import type { CountryOption } from '@/lib/mfa/countries';
import { mfaMessage } from '@/lib/mfa/message';
import type { FormDetail, FormErrors } from '@/lib/validation/form-schema';
import { PhoneForm as Schema } from '@/lib/validation/mfa';
import { SubmitAfterCountdown } from './submit-after-countdown';

export function PhoneForm({
  deliveryType,
  countries,
  country,
  values,
  text,
  initialErrors,
  initialDetail,
  retryUntil,
}: {
  deliveryType: 'sms' | 'voice';
  /** The picker's countries, named and sorted for the page's language. */
  countries: CountryOption[];
  /** The country it starts on: the one a refused form posted, else the browser's region. */
  country: string;
  values?: Record<string, string>;
  text: FormText<'mfa'>;
  initialErrors?: FormErrors;
  initialDetail?: FormDetail;
  retryUntil?: string;
}) {
  const { errors, detail, pending, formProps } = useLightForm(Schema, (r) => r.ok && window.location.assign(r.next), initialErrors ?? {}, {
    formErrorField: 'phoneNumber',
    initialDetail,
  });
  const hydrated = useHydrated();
  const [channel, setChannel] = useState(values?.deliveryType === 'voice' || values?.deliveryType === 'sms' ? values.deliveryType : deliveryType);
  const retryIn = detail.retryIn ?? 0;
  // Field errors are our own checks; a provider's refusal (with its code) is the form's.
  const fieldMessage = (key: string | undefined) => (key ? mfaMessage(text, key) : undefined);
  return (
    <form
      action="/api/mfa/phone"
      {...formProps}
      onChange={(e) => {
        const target = e.target as unknown as HTMLInputElement;
        if (target.name === 'deliveryType' && (target.value === 'sms' || target.value === 'voice')) setChannel(target.value);
        formProps.onChange(e);
      }}
    >
      {errors.form ? <Banner tone="error">{mfaMessage(text, errors.form, detail.providerCode)}</Banner> : null}
      <RadioCards
        name="deliveryType"
        legend={text.legend}
        defaultValue={channel}
        options={[
          { value: 'sms', label: text.sms, description: text.smsBody },
          { value: 'voice', label: text.voice, description: text.voiceBody },
        ]}
      />
      {/* One field a row: an error spans the form's width, and a country's name has room. */}
      <SelectField
        id="countryCode"
        name="countryCode"
        label={text.countryCode}
        options={countries}
        defaultValue={country}
        autoComplete="country"
        required
        error={fieldMessage(errors.countryCode)}
      />
      <Field
        id="phoneNumber"
        name="phoneNumber"
        label={text.number}
        type="tel"
        autoComplete="tel-national"
        defaultValue={values?.phoneNumber ?? ''}
        required
        error={fieldMessage(errors.phoneNumber)}
      />
      {/* For voice; without JavaScript the page cannot follow the choice, so it always shows. */}
      {!hydrated || channel === 'voice' ? <p className="mb-4 text-sm text-on-muted">{text.voiceNote}</p> : null}
      {/* SPEC §2: after "sent too often", Next waits out its countdown. */}
      <SubmitAfterCountdown retryIn={retryIn} retryUntil={retryUntil} text={text} busy={pending}>
        {text.next}
      </SubmitAfterCountdown>
    </form>
  );
}

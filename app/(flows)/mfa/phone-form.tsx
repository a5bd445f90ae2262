'use client';
// Step 1 of 4 of the phone path: text message or voice call, country and number (SPEC §2). The
// browser checks only that they are filled in; whether the number is real is the server's call
// (libphonenumber-js's full metadata is too big to ship). The voice note shows with voice chosen.
// The country is a native <select> (the server names and sorts the countries): it posts without
// JavaScript, jumps to a country as its name is typed, and adds no script to the page's budget. A
// number in a country the tenant does not send to (design review L8) is refused naming that country
// and the allowed ones, and the picker is set to the number's country: it shows what the number was
// read as, not the guess it started on.
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
import type { FormDetail, FormErrors, FormResult } from '@/lib/validation/form-schema';
import { PhoneForm as Schema } from '@/lib/validation/mfa';
import { SubmitAfterCountdown } from '@/components/submit-after-countdown';

export function PhoneForm({
  deliveryType,
  countries,
  country,
  allowed,
  locale,
  values,
  text,
  initialErrors,
  initialDetail,
  retryUntil,
}: {
  deliveryType: 'sms' | 'voice';
  /** The picker's countries, named and sorted for the page's language. */
  countries: CountryOption[];
  /** The country it starts on: the one a refused form posted, else the browser's region (a refused number's own wins over both). */
  country: string;
  /** The countries the tenant's texts and calls may go to, named as a list ("Australia and New Zealand"); none when any may. */
  allowed?: string;
  /** The page's language: where a refused number's country goes among the picker's. */
  locale: string;
  values?: Record<string, string>;
  text: FormText<'mfaPhone'>;
  initialErrors?: FormErrors;
  initialDetail?: FormDetail;
  retryUntil?: string;
}) {
  // The country a refusal found the number in, and how many refusals have set the picker to it (each sets it afresh).
  const [found, setFound] = useState({ country: initialDetail?.country, times: 0 });
  const onResult = (r: FormResult) => {
    if (r.ok) return window.location.assign(r.next);
    const country = r.detail?.country;
    if (country) setFound(({ times }) => ({ country, times: times + 1 }));
  };
  const { errors, detail, pending, formProps } = useLightForm(Schema, onResult, initialErrors ?? {}, { formErrorField: 'phoneNumber', initialDetail });
  const hydrated = useHydrated();
  const [channel, setChannel] = useState(values?.deliveryType === 'voice' || values?.deliveryType === 'sms' ? values.deliveryType : deliveryType);
  const retryIn = detail.retryIn ?? 0;
  // The number's country joins the picker's (the tenant's, of which it is not one), in their order.
  const options = found.country && !countries.some(({ value }) => value === found.country?.value) ? withCountry(countries, found.country, locale) : countries;
  // Field errors are our own checks; a provider's refusal (with its code) is the form's.
  // The server's refusals come with their words (issue 42): the form carries only its own.
  const words: Readonly<Record<string, string>> = { ...text, ...detail.words };
  const fieldMessage = (key: string | undefined) =>
    key === 'countryNotAllowed' ? countryRefusal(words, detail.country?.name, allowed) : key ? mfaMessage(words, key) : undefined;
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
      {errors.form ? <Banner tone="error">{mfaMessage(words, errors.form, detail.providerCode)}</Banner> : null}
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
        key={found.times}
        id="countryCode"
        name="countryCode"
        label={text.countryCode}
        options={options}
        defaultValue={found.country?.value ?? country}
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

type Option = { value: string; label: string };

function withCountry(countries: readonly Option[], { value, label }: Option, locale: string): Option[] {
  const collator = new Intl.Collator(locale);
  return [...countries, { value, label }].sort((a, b) => collator.compare(a.label, b.label));
}

/** Which country the number is in and which it may be in; the words without names for a number in no country ("+800 …"). */
function countryRefusal(words: Readonly<Record<string, string>>, country: string | undefined, allowed: string | undefined): string {
  const { countryNotAllowedIn: inCountry, countriesAllowed: toCountries } = words;
  if (!country || !allowed || !inCountry || !toCountries) return mfaMessage(words, 'countryNotAllowed');
  return `${inCountry.replace('{country}', country)} ${toCountries.replace('{countries}', allowed)}`;
}

// Step 1 of 4 of the phone path (SPEC §2): text message or voice call, country and number.
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { TextLink } from '@/components/button';
import { PageCard } from '@/components/page-card';
import { Stepper } from '@/components/stepper';
import { clockIn } from '@/lib/clock';
import { allowedCountries, countryNames, countryOf, countryOptions, presetCountry } from '@/lib/mfa/countries';
import { retryInOf } from '@/lib/mfa/errors';
import { STEPS_OF } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { formText } from '@/lib/form-text';
import { getRequestContext } from '@/lib/request-context';
import { PhoneForm } from '../phone-form';
import type { MfaView } from './view';
import { mfaRefusalWords } from '@/lib/mfa/refusal-words';

export async function PhoneStep({ view, deliveryType }: { view: MfaView; deliveryType: 'sms' | 'voice' }) {
  const [t, tc, text, request, { tenant }] = await Promise.all([
    getTranslations('mfa.phone'),
    getTranslations('common'),
    mfaRefusalWords(view.errors).then((words) => formText('mfaPhone', words)),
    headers(),
    getRequestContext(),
  ]);
  const retryIn = retryInOf(view.detail);
  // Only the countries the tenant's texts and calls may go to (issue 26, security review L7), which a
  // refusal names (design review L8).
  const allowed = tenant ? allowedCountries(tenant) : undefined;
  const countries = countryOptions(view.locale, allowed);
  // A refused form keeps the country it posted (the form moves to the number's own when that country
  // was refused); a first visit starts on the browser's region, or on the first of the list when the
  // tenant's list leaves that out.
  const wanted = countryOf(view.values?.countryCode ?? '') ?? presetCountry(request.get('accept-language'), view.locale);
  const country = countries.some(({ value }) => value === wanted) ? wanted : (countries[0]?.value ?? wanted);
  return (
    <PageCard heading={t('heading')}>
      <Stepper step={1} of={STEPS_OF.phone} label={tc('stepOf', { step: 1, total: STEPS_OF.phone })} />
      <PhoneForm
        deliveryType={deliveryType}
        countries={countries}
        country={country}
        allowed={allowed && countryNames(allowed, view.locale)}
        locale={view.locale}
        values={view.values}
        text={text}
        initialErrors={view.errors}
        initialDetail={view.detail}
        retryUntil={clockIn(retryIn, view.locale)}
      />
      <p className="mt-5 text-center text-sm">
        <TextLink href={mfaHref('options')}>{tc('back')}</TextLink>
      </p>
    </PageCard>
  );
}

// Step 1 of 3 of the phone path (SPEC §2): text message or voice call, country and number.
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { TextLink } from '@/components/button';
import { PageCard } from '@/components/page-card';
import { Stepper } from '@/components/stepper';
import { clockIn } from '@/lib/mfa/clock';
import { countryOf, countryOptions, presetCountry } from '@/lib/mfa/countries';
import { retryInOf } from '@/lib/mfa/errors';
import { STEPS_OF } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { formText } from '@/lib/form-text';
import { PhoneForm } from '../phone-form';
import type { MfaView } from './view';

export async function PhoneStep({ view, deliveryType }: { view: MfaView; deliveryType: 'sms' | 'voice' }) {
  const [t, tc, text, request] = await Promise.all([getTranslations('mfa.phone'), getTranslations('common'), formText('mfa'), headers()]);
  const retryIn = retryInOf(view.detail);
  // A refused form keeps the country it posted; a first visit starts on the browser's region.
  const country = countryOf(view.values?.countryCode ?? '') ?? presetCountry(request.get('accept-language'), view.locale);
  return (
    <PageCard heading={t('heading')}>
      <Stepper step={1} of={STEPS_OF.phone} label={tc('stepOf', { step: 1, total: STEPS_OF.phone })} />
      <PhoneForm
        deliveryType={deliveryType}
        countries={countryOptions(view.locale)}
        country={country}
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

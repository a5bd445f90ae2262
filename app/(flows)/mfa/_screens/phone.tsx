// Step 1 of 3 of the phone path (SPEC §2): text message or voice call, country code and number.
import { getTranslations } from 'next-intl/server';
import { TextLink } from '@/components/button';
import { PageCard } from '@/components/page-card';
import { Stepper } from '@/components/stepper';
import { clockIn } from '@/lib/mfa/clock';
import { retryInOf } from '@/lib/mfa/errors';
import { STEPS_OF } from '@/lib/mfa/screen';
import { mfaHref } from '@/lib/mfa/steps';
import { formText } from '@/lib/form-text';
import { PhoneForm } from '../phone-form';
import type { MfaView } from './view';

export async function PhoneStep({ view, deliveryType }: { view: MfaView; deliveryType: 'sms' | 'voice' }) {
  const [t, tc, text] = await Promise.all([getTranslations('mfa.phone'), getTranslations('common'), formText('mfa')]);
  const retryIn = retryInOf(view.detail);
  return (
    <PageCard heading={t('heading')}>
      <Stepper step={1} of={STEPS_OF.phone} label={tc('stepOf', { step: 1, total: STEPS_OF.phone })} />
      <PhoneForm
        deliveryType={deliveryType}
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

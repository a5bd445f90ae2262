// /login/badge/pin: issue 38's "Enter your PIN", with whose badge it is and "Not you?".
import { getTranslations } from 'next-intl/server';
import { clockIn } from '@/lib/clock';
import { formText } from '@/lib/form-text';
import { retryInOf } from '@/lib/mfa/errors';
import { titleMetadata } from '@/lib/page-title';
import { BADGE_PIN_PATH } from '@/lib/sign-in/badge-stage';
import { messageOf, type FormErrors } from '@/lib/validation/form-schema';
import type { SearchParams } from '../../login-context';
import { badgeContext } from '../badge-context';
import { BadgePinCard } from '../pin-card';
import { PinForm } from './pin-form';

export const generateMetadata = () => titleMetadata('badgePin');

export default async function BadgePinPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ tenant, ctx, flash, errors, hidden, badge }, t, text] = await Promise.all([
    badgeContext(searchParams, BADGE_PIN_PATH),
    getTranslations('badge'),
    formText('badgePin'),
  ]);
  const initialErrors: FormErrors = Object.fromEntries(Object.entries(errors).filter(([, key]) => messageOf(text, key)));
  return (
    <BadgePinCard heading={t('pinHeading')} badge={badge} values={hidden} theme={tenant.theme} locale={ctx.locale}>
      <PinForm
        flow={hidden}
        initialErrors={initialErrors}
        initialDetail={flash?.detail}
        retryUntil={clockIn(retryInOf(flash?.detail), ctx.locale)}
        text={text}
      />
    </BadgePinCard>
  );
}

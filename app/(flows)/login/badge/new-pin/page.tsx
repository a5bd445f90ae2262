// /login/badge/new-pin: issue 38's "Choose a PIN", at a badge's first use or after a manager's reset.
import { getTranslations } from 'next-intl/server';
import { formText } from '@/lib/form-text';
import { titleMetadata } from '@/lib/page-title';
import { BADGE_NEW_PIN_PATH } from '@/lib/sign-in/badge-stage';
import { messageOf, type FormErrors } from '@/lib/validation/form-schema';
import type { SearchParams } from '../../login-context';
import { badgeContext } from '../badge-context';
import { BadgePinCard } from '../pin-card';
import { NewPinForm } from './new-pin-form';

export const generateMetadata = () => titleMetadata('badgeNewPin');

export default async function BadgeNewPinPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ tenant, ctx, errors, hidden, badge }, t, text] = await Promise.all([
    badgeContext(searchParams, BADGE_NEW_PIN_PATH),
    getTranslations('badge'),
    formText('badgeNewPin'),
  ]);
  const initialErrors: FormErrors = Object.fromEntries(Object.entries(errors).filter(([, key]) => messageOf(text, key)));
  return (
    <BadgePinCard heading={t('newPinHeading')} badge={badge} values={hidden} theme={tenant.theme} locale={ctx.locale}>
      <p className="mb-4">{t('newPinIntro')}</p>
      <NewPinForm flow={hidden} initialErrors={initialErrors} text={text} />
    </BadgePinCard>
  );
}

// /error/activate-expired: e-mail entry and a resend button that sends a new link (SPEC §2, §4).
import { getTranslations } from 'next-intl/server';
import { EmailRequestForm } from '@/components/email-request-form';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { titleMetadata } from '@/lib/page-title';
import { getFormFlash } from '@/lib/session/flash';
import { unbroken } from '@/components/unbroken';
import { hasFieldError } from '@/lib/validation/form-schema';

export const generateMetadata = () => titleMetadata('activateExpired');

export default async function ActivationExpiredPage() {
  const [t, flash] = await Promise.all([getTranslations('activateExpired'), getFormFlash()]);
  return (
    <PageCard heading={t('heading')} tone="warning" focusHeading={!hasFieldError(flash.errors, ['email'])}>
      <p className="mb-5">{unbroken(t('body'))}</p>
      <EmailRequestForm
        action="/api/activate/resend"
        schema="email"
        defaultEmail={flash.values?.email}
        initialErrors={flash.errors}
        text={await formText('emailRequest', { submit: t('resend') })}
      />
    </PageCard>
  );
}

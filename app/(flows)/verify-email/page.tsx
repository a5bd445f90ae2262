// /verify-email?token: the token (moved by the proxy into the link's sealed cookie) is validated on
// load (missing or failing → verify-expired); the user confirms the e-mail of the account, which must
// match the records (SPEC §4, §5).
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { EmailRequestForm } from '@/components/email-request-form';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { titleMetadata } from '@/lib/page-title';
import { getFormFlash } from '@/lib/session/flash';
import { getLinkToken } from '@/lib/links/link-cookie';
import { validateEmailVerificationToken } from '@/lib/upstream/account';
import { unbroken } from '@/components/unbroken';
import { hasFieldError } from '@/lib/validation/form-schema';

export const generateMetadata = () => titleMetadata('verifyEmail');

export default async function VerifyEmailPage() {
  const link = await getLinkToken('verify');
  if (!link) redirect('/error/verify-expired');
  const valid = await validateEmailVerificationToken(link.token).then(
    () => true,
    () => false,
  );
  if (!valid) redirect('/error/verify-expired');
  const [t, flash] = await Promise.all([getTranslations('verifyEmail'), getFormFlash()]);
  return (
    <PageCard heading={t('heading')} focusHeading={!hasFieldError(flash.errors, ['email'])}>
      <p className="mb-4">{unbroken(t('intro'))}</p>
      <EmailRequestForm
        action="/api/verify-email"
        schema="email"
        defaultEmail={flash.values?.email}
        initialErrors={flash.errors}
        text={await formText('emailRequest', { submit: t('submit') })}
      />
    </PageCard>
  );
}

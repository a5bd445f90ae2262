// /reset-password?email&tokenExpired: request a reset link (SPEC §2); the expired-link message when
// a reset link had expired. The e-mail is prefilled from the query (a calling application's), the
// sign-in in progress or the session: our own links never carry it.
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { Banner } from '@/components/banner';
import { TextLink } from '@/components/button';
import { EmailRequestForm } from '@/components/email-request-form';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { titleMetadata } from '@/lib/page-title';
import { getFormFlash } from '@/lib/session/flash';
import { getSession } from '@/lib/session/session';
import { pendingEmail } from '@/lib/sign-in/notes';
import { unbroken } from '@/components/unbroken';
import { hasFieldError } from '@/lib/validation/form-schema';

export const generateMetadata = () => titleMetadata('resetPassword');

type Query = { email?: string | string[]; tokenExpired?: string | string[] };

export default async function ResetRequestPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [{ email, tokenExpired }, t, tc, flash, jar, session] = await Promise.all([
    searchParams,
    getTranslations('resetRequest'),
    getTranslations('common'),
    getFormFlash(),
    cookies(),
    getSession(),
  ]);
  const inProgress = (await pendingEmail.read(jar.get(pendingEmail.name)?.value))?.email;
  const prefill = flash.values?.email ?? (typeof email === 'string' ? email.slice(0, 254) : undefined) ?? inProgress ?? session?.identity.email ?? '';
  return (
    <PageCard heading={t('heading')} focusHeading={!hasFieldError(flash.errors, ['email'])}>
      {tokenExpired === 'true' ? <Banner tone="error">{t('tokenExpired')}</Banner> : null}
      <p className="mb-4">{unbroken(t('intro'))}</p>
      <EmailRequestForm
        action="/api/reset-password"
        schema="email"
        defaultEmail={prefill}
        initialErrors={flash.errors}
        text={await formText('emailRequest', { submit: t('submit') })}
      />
      <p className="mt-5 text-center text-sm">
        <TextLink href="/login">{tc('backToLogin')}</TextLink>
      </p>
    </PageCard>
  );
}

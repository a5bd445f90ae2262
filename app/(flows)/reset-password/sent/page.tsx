// /reset-password/sent: check your e-mail, send again, trouble logging in (SPEC §2). The address comes
// from a sealed cookie the request set (never the URL); opened without one, the page says how to
// start again.
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { Banner } from '@/components/banner';
import { ButtonLink, TextLink } from '@/components/button';
import { SentenceWithEmail } from '@/components/email-address';
import { EmailRequestForm } from '@/components/email-request-form';
import { HelpLink } from '@/components/help-link';
import { PageActions, PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext, requireTenant } from '@/lib/request-context';
import { getFlash } from '@/lib/session/flash';
import { pendingEmail } from '@/lib/sign-in/notes';

export const generateMetadata = () => titleMetadata('resetSent');

export default async function ResetSentPage() {
  const [tenant, { locale }, t, tc, flash, jar] = await Promise.all([
    requireTenant(),
    getRequestContext(),
    getTranslations('resetSent'),
    getTranslations('common'),
    getFlash(),
    cookies(),
  ]);
  const known = (await pendingEmail.read(jar.get(pendingEmail.name)?.value))?.email;
  const resent = flash?.notice === 'resent';
  return (
    <PageCard heading={t('heading')} tone={known ? 'info' : 'warning'} focusHeading={!resent}>
      {resent ? (
        <Banner tone="success" focus>
          {t('resent')}
        </Banner>
      ) : null}
      <p className="mb-5">{known ? <SentenceWithEmail say={(email) => t('body', { email })} email={known} /> : t('noEmail')}</p>
      {known ? (
        <EmailRequestForm
          action="/api/reset-password"
          schema="email"
          hidden={{ resend: 'true' }}
          defaultEmail={known}
          buttonOnly
          initialErrors={flash?.errors}
          text={await formText('emailRequest', { submit: t('resend') })}
        />
      ) : (
        <ButtonLink href="/reset-password">{t('startAgain')}</ButtonLink>
      )}
      <PageActions>
        <p className="text-sm">
          <HelpLink theme={tenant.theme} locale={locale} />
        </p>
        <p className="text-sm">
          <TextLink href="/login">{tc('backToLogin')}</TextLink>
        </p>
      </PageActions>
    </PageCard>
  );
}

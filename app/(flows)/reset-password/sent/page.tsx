// /reset-password/sent: check your e-mail, send again, trouble logging in (SPEC §2).
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/banner';
import { TextLink } from '@/components/button';
import { EmailRequestForm } from '@/components/email-request-form';
import { PageCard } from '@/components/page-card';
import { emailFormText } from '@/lib/email-form-text';
import { loginHelpUrl } from '@/lib/flows/help-links';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext, requireTenant } from '@/lib/request-context';
import { getFlash } from '@/lib/session/flash';
import { emailField } from '@/lib/validation/login';

export const generateMetadata = () => titleMetadata('resetSent');

export default async function ResetSentPage({ searchParams }: { searchParams: Promise<{ email?: string | string[] }> }) {
  const [{ email }, tenant, { locale }, t, tl, flash] = await Promise.all([
    searchParams,
    requireTenant(),
    getRequestContext(),
    getTranslations('resetSent'),
    getTranslations('login'),
    getFlash(),
  ]);
  const parsed = emailField.parse(email);
  const known = 'value' in parsed ? parsed.value : null;
  return (
    <PageCard heading={t('heading')}>
      {flash?.notice === 'resent' ? <Banner tone="success">{t('resent')}</Banner> : null}
      {known ? <p className="mb-5">{t('body', { email: known })}</p> : null}
      {known ? <EmailRequestForm action="/api/reset-password" schema="email" hidden={{ resend: 'true' }} defaultEmail={known} buttonOnly text={await emailFormText(t('resend'))} /> : null}
      <p className="mt-5 text-center text-sm">
        <TextLink href={loginHelpUrl(tenant.theme, locale)} rel="noopener" target="_blank">
          {tl('troubleLoggingIn')}
        </TextLink>
      </p>
    </PageCard>
  );
}

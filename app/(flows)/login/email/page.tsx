// /login and /login/email: the e-mail stage (SPEC §2), after a silent sign-in when this browser has
// an IdP session, so the form is never shown to a signed-in user.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/banner';
import { PageCard } from '@/components/page-card';
import { parseLoginQuery } from '@/lib/flows/login-params';
import { titleMetadata } from '@/lib/page-title';
import { COOKIE } from '@/lib/session/cookies';
import { loginContext, type SearchParams } from '../login-context';
import { EmailForm } from './email-form';

type Props = { searchParams: SearchParams };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return titleMetadata(parseLoginQuery(await searchParams).activateSuccess ? 'loginActivated' : 'login');
}

export default async function EmailStagePage({ searchParams }: Props) {
  const [{ jar, flash, query, pick, initialError, hidden }, t] = await Promise.all([loginContext(searchParams, 'email'), getTranslations('login')]);
  const remembered = jar.get(COOKIE.lastEmail)?.value;
  return (
    <PageCard heading={query.activateSuccess ? t('headingActivated') : t('heading')}>
      {query.loggedOut ? <Banner tone="success">{t('loggedOut')}</Banner> : null}
      {query.resetPassword ? <Banner tone="success">{t('passwordReset')}</Banner> : null}
      {query.activateSuccess ? <Banner tone="success">{t('accountCreated')}</Banner> : null}
      <EmailForm
        flow={hidden}
        defaultEmail={flash?.email ?? query.email ?? remembered ?? ''}
        remember={remembered !== undefined}
        initialError={initialError === 'fieldRequired' || initialError === 'invalidEmailInput' ? initialError : undefined}
        text={{ ...pick('fieldRequired', 'invalidEmailInput', 'network', 'badRequest'), emailLabel: t('emailLabel'), rememberEmail: t('rememberEmail'), next: t('next') }}
      />
    </PageCard>
  );
}

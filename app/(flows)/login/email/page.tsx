// /login and /login/email: the e-mail stage (SPEC §2), after a silent sign-in when this browser has
// an IdP session, so the form is never shown to a signed-in user.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/banner';
import { PageCard } from '@/components/page-card';
import { flowQuery, withQuery } from '@/lib/flows/flow-state';
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
  const [{ jar, flash, query, flow, pick, known, errors, inProgress, hidden }, t] = await Promise.all([
    loginContext(searchParams, 'email'),
    getTranslations('login'),
  ]);
  // `changeEmail` is this page's own switch: show the field empty although an e-mail is remembered.
  const changing = (await searchParams).changeEmail === 'true';
  const remembered = jar.get(COOKIE.lastEmail)?.value;
  const defaultEmail = changing ? '' : (flash?.values?.email ?? query.email ?? inProgress ?? remembered ?? '');
  const emailError = errors.email === 'fieldRequired' || errors.email === 'invalidEmailInput' ? errors.email : undefined;
  return (
    <PageCard heading={query.activateSuccess ? t('headingActivated') : t('heading')}>
      {query.loggedOut ? <Banner tone="success">{t('loggedOut')}</Banner> : null}
      {query.resetPassword ? <Banner tone="success">{t('passwordReset')}</Banner> : null}
      {query.activateSuccess ? <Banner tone="success">{t('accountCreated')}</Banner> : null}
      <EmailForm
        flow={hidden}
        defaultEmail={defaultEmail}
        changeHref={defaultEmail && defaultEmail === remembered ? withQuery('/login/email', flowQuery(flow, { changeEmail: 'true' })) : undefined}
        remember={remembered !== undefined}
        initialErrors={{ ...(emailError ? { email: emailError } : {}), ...(known(errors.form) ? { form: errors.form! } : {}) }}
        text={{
          ...pick('fieldRequired', 'invalidEmailInput', 'network', 'badRequest', 'tooLarge'),
          emailLabel: t('emailLabel'),
          rememberEmail: t('rememberEmail'),
          next: t('next'),
          changeEmail: t('changeEmail'),
        }}
      />
    </PageCard>
  );
}

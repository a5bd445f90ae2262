// /register?token&redirectUri: the invitation is validated on load (403 → TokenInvalid); the new user
// is signed in automatically after registering (SPEC §4).
import { getTranslations } from 'next-intl/server';
import { NewPasswordForm } from '@/components/new-password-form';
import { PageCard } from '@/components/page-card';
import { SupportLinks } from '@/components/support-links';
import { formText, secretQuestionOptions } from '@/lib/form-text';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext, requireTenant } from '@/lib/request-context';
import { getFormFlash } from '@/lib/session/flash';
import { validateRegistrationToken } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { redirect } from 'next/navigation';

export const generateMetadata = () => titleMetadata('register');

type Query = { token?: string | string[]; redirectUri?: string | string[] };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [{ token, redirectUri }, tenant, { traceToken }, t] = await Promise.all([
    searchParams,
    requireTenant(),
    getRequestContext(),
    getTranslations('register'),
  ]);
  let email: string | null = null;
  if (typeof token === 'string' && token) {
    try {
      ({ email } = await validateRegistrationToken(token, traceToken));
    } catch (err) {
      if (!isUpstreamError(err, 'TokenInvalid')) redirect('/error');
    }
  }
  if (!email || typeof token !== 'string') {
    return (
      <PageCard heading={t('heading')}>
        <p role="alert">{t('invalid')}</p>
        <SupportLinks />
      </PageCard>
    );
  }
  const flash = await getFormFlash();
  const form = { questions: await secretQuestionOptions(), text: await formText('newPassword', { submit: t('submit') }) };
  // Stored only if the tenant allows it (DESIGN §5): the handler checks it again.
  const allowed = allowedRedirectUri(typeof redirectUri === 'string' ? redirectUri : undefined, tenant.redirectUris);
  return (
    <PageCard heading={t('heading')}>
      <p className="mb-4">{t('intro', { email })}</p>
      <NewPasswordForm
        variant="activation"
        action="/api/register"
        token={token}
        username={email}
        hidden={{ redirectUri: allowed }}
        initialErrors={flash.errors}
        initialQuestion={flash.values?.secretQuestion}
        {...form}
      />
    </PageCard>
  );
}

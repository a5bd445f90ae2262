// /register?token&redirectUri: the invitation (its token moved by the proxy into the link's sealed
// cookie) is validated on load (403 → TokenInvalid); the new user is signed in automatically after
// registering (SPEC §4).
import { getTranslations } from 'next-intl/server';
import { SentenceWithEmail } from '@/components/email-address';
import { NewPasswordForm } from '@/components/new-password-form';
import { PageCard } from '@/components/page-card';
import { SupportLinks } from '@/components/support-links';
import { formText, secretQuestionOptions } from '@/lib/form-text';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { getFormFlash } from '@/lib/session/flash';
import { getLinkToken } from '@/lib/links/link-cookie';
import { strengthMeterProps } from '@/lib/passwords/new-password';
import { invitationOwner, type TokenOwner } from '@/lib/upstream/account';
import { redirect } from 'next/navigation';
import { hasFieldError } from '@/lib/validation/form-schema';
import { NEW_PASSWORD_FIELDS } from '@/lib/validation/account';

export const generateMetadata = () => titleMetadata('register');

type Query = { redirectUri?: string | string[] };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [{ redirectUri }, link, tenant, t] = await Promise.all([searchParams, getLinkToken('register'), requireTenant(), getTranslations('register')]);
  let owner: TokenOwner | null = null;
  if (link) {
    try {
      owner = await invitationOwner(link.token, tenant.code);
    } catch {
      redirect('/error');
    }
  }
  const email = owner?.email;
  if (!owner || !email) {
    return (
      <PageCard heading={t('heading')}>
        <p role="alert">{t('invalid')}</p>
        <SupportLinks />
      </PageCard>
    );
  }
  const flash = await getFormFlash();
  const form = {
    questions: await secretQuestionOptions(),
    text: await formText('newPassword', { submit: t('submit') }),
    ...(await strengthMeterProps(owner, flash.detail?.strength)),
  };
  // Stored only if the tenant allows it (DESIGN §5): the handler checks it again.
  const allowed = allowedRedirectUri(typeof redirectUri === 'string' ? redirectUri : undefined, tenant.redirectUris);
  return (
    <PageCard heading={t('heading')} focusHeading={!hasFieldError(flash.errors, NEW_PASSWORD_FIELDS)}>
      <p className="mb-4">
        <SentenceWithEmail say={(email) => t('intro', { email })} email={email} />
      </p>
      <NewPasswordForm
        variant="activation"
        action="/api/register"
        username={email}
        hidden={{ redirectUri: allowed }}
        initialErrors={flash.errors}
        initialDetail={flash.detail}
        initialQuestion={flash.values?.secretQuestion}
        {...form}
      />
    </PageCard>
  );
}

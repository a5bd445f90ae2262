// /activate?token: the token (moved by the proxy from the link's address into its sealed cookie) is
// validated on load; missing, invalid or expired → the activation-expired page (SPEC §4). A signed-in
// user must log out first.
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { SentenceWithEmail } from '@/components/email-address';
import { MustLogOut } from '@/components/must-log-out';
import { PageCard } from '@/components/page-card';
import { formText, secretQuestionOptions } from '@/lib/form-text';
import { isSignInComplete } from '@/lib/flows/next-step';
import { titleMetadata } from '@/lib/page-title';
import { getFormFlash } from '@/lib/session/flash';
import { getLinkToken } from '@/lib/links/link-cookie';
import { getSession } from '@/lib/session/session';
import { strengthMeterProps } from '@/lib/passwords/new-password';
import { validatePerishableToken, type TokenOwner } from '@/lib/upstream/account';
import { isUpstreamError } from '@/lib/upstream/errors';
import { NewPasswordForm } from '@/components/new-password-form';
import { hasFieldError } from '@/lib/validation/form-schema';
import { NEW_PASSWORD_FIELDS } from '@/lib/validation/account';

export const generateMetadata = () => titleMetadata('activate');

async function ownerOf(token: string): Promise<TokenOwner | 'expired' | 'error'> {
  try {
    const { purpose, ...owner } = await validatePerishableToken(token);
    return purpose === 'ACTIVATE' ? owner : 'expired';
  } catch (err) {
    return isUpstreamError(err, 'TokenExpired') || isUpstreamError(err, 'TokenInvalid') ? 'expired' : 'error';
  }
}

export default async function ActivatePage() {
  const link = await getLinkToken('activate');
  if (!link) redirect('/error/activate-expired');
  const owner = await ownerOf(link.token);
  if (owner === 'expired') redirect('/error/activate-expired');
  if (owner === 'error') redirect('/error');
  const { email } = owner;

  const [t, session, flash] = await Promise.all([getTranslations('activate'), getSession(), getFormFlash()]);
  const form = {
    questions: await secretQuestionOptions(),
    text: await formText('newPassword', { submit: t('submit') }),
    ...(await strengthMeterProps(owner, flash.detail?.strength)),
  };
  const content = (
    <PageCard heading={t('heading')} focusHeading={!hasFieldError(flash.errors, NEW_PASSWORD_FIELDS)}>
      <p className="mb-4">
        <SentenceWithEmail say={(email) => t('intro', { email })} email={email} />
      </p>
      <NewPasswordForm
        variant="activation"
        action="/api/activate"
        username={email}
        initialErrors={flash.errors}
        initialDetail={flash.detail}
        initialQuestion={flash.values?.secretQuestion}
        {...form}
      />
    </PageCard>
  );
  // Only a finished sign-in counts: a user sent to reset an expired password is not "logged in".
  // Logging out keeps the link's cookie: the page comes back with it.
  return session && isSignInComplete({ state: session.identity.state, applyMfa: session.flow.applyMfa }) ? (
    <MustLogOut returnTo="/activate">{content}</MustLogOut>
  ) : (
    content
  );
}

// /reset-password/update?token&email: the new password (SPEC §2). The proxy moved the link's token and
// e-mail into its sealed cookie; without them → the unknown-error page (SPEC §5). A signed-in user
// must log out first (SPEC §4).
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { MustLogOut } from '@/components/must-log-out';
import { NewPasswordForm } from '@/components/new-password-form';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { isSignInComplete } from '@/lib/flows/next-step';
import { titleMetadata } from '@/lib/page-title';
import { getFormFlash } from '@/lib/session/flash';
import { getLinkToken } from '@/lib/session/link-token';
import { getSession } from '@/lib/session/session';
import { emailField } from '@/lib/validation/login';
import { hasFieldError } from '@/lib/validation/form-schema';
import { NEW_PASSWORD_FIELDS } from '@/lib/validation/account';

export const generateMetadata = () => titleMetadata('resetUpdate');

export default async function ResetUpdatePage() {
  const link = await getLinkToken('reset');
  const parsedEmail = emailField.parse(link?.email);
  if (!link || !('value' in parsedEmail)) redirect('/error');
  const [t, session, flash] = await Promise.all([getTranslations('resetUpdate'), getSession(), getFormFlash()]);
  const content = (
    <PageCard heading={t('heading')} focusHeading={!hasFieldError(flash.errors, NEW_PASSWORD_FIELDS)}>
      <NewPasswordForm
        variant="reset"
        action="/api/reset-password/update"
        username={parsedEmail.value}
        initialErrors={flash.errors}
        text={await formText('newPassword', { submit: t('submit'), passwordHistory: t('historyTitle'), passwordHistoryDetail: t('historyBody') })}
      />
    </PageCard>
  );
  // Only a finished sign-in counts: a user sent to reset an expired password is not "logged in".
  // Logging out keeps the link's cookie: the page comes back with it.
  return session && isSignInComplete({ state: session.identity.state, applyMfa: session.flow.applyMfa }) ? (
    <MustLogOut returnTo="/reset-password/update">{content}</MustLogOut>
  ) : (
    content
  );
}

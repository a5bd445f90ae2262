// /reset-password/update?token&email: the new password (SPEC §2). The proxy moved the link's token and
// e-mail into its sealed cookie; without them → the unknown-error page (SPEC §5). The token is checked
// on load, as activation's is: an expired one goes back to the request for a new link. The account
// named (for password managers) is the one the upstream holds the token for, never the link's own
// `email`, which anyone can write (security review L6). A signed-in user must log out first (SPEC §4).
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { MustLogOut } from '@/components/must-log-out';
import { NewPasswordForm } from '@/components/new-password-form';
import { PageCard } from '@/components/page-card';
import { formText } from '@/lib/form-text';
import { logger } from '@/lib/logger';
import { isSignInComplete } from '@/lib/flows/next-step';
import { titleMetadata } from '@/lib/page-title';
import { getFormFlash } from '@/lib/session/flash';
import { getLinkToken } from '@/lib/links/link-cookie';
import { getSession } from '@/lib/session/session';
import { strengthMeterProps } from '@/lib/passwords/new-password';
import { resetTokenOwner } from '@/lib/upstream/account';
import { emailField } from '@/lib/validation/login';
import { hasFieldError } from '@/lib/validation/form-schema';
import { NEW_PASSWORD_FIELDS } from '@/lib/validation/account';

export const generateMetadata = () => titleMetadata('resetUpdate');

export default async function ResetUpdatePage() {
  const link = await getLinkToken('reset');
  if (!link || !('value' in emailField.parse(link.email))) redirect('/error');
  // The upstream out of reach now: the form still shows, without the account's name; its post asks again.
  const owner = await resetTokenOwner(link.token).catch((err: unknown) => {
    logger.warn({ err: String(err) }, "a reset link's token could not be checked");
    return undefined;
  });
  if (owner === null) redirect('/reset-password?tokenExpired=true');
  const email = owner?.email;
  const [t, session, flash] = await Promise.all([getTranslations('resetUpdate'), getSession(), getFormFlash()]);
  const content = (
    <PageCard heading={t('heading')} focusHeading={!hasFieldError(flash.errors, NEW_PASSWORD_FIELDS)}>
      <NewPasswordForm
        variant="reset"
        action="/api/reset-password/update"
        username={email}
        initialErrors={flash.errors}
        initialDetail={flash.detail}
        {...await strengthMeterProps(owner ?? {}, flash.detail?.strength)}
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

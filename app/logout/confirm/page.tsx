// /logout/confirm: where a logout another site asked for waits for the user (security review L5). A
// cross-site GET to /logout without an allowed redirectUri lands here instead of logging out, so a
// link or image elsewhere cannot end the session; the button posts to /logout, which does. It names
// the account that would be logged out and offers the way back without logging out (design review
// L9): plain links and a form, so without JavaScript too.
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button';
import { SentenceWithEmail } from '@/components/email-address';
import { PageActions, PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { titleMetadata } from '@/lib/page-title';
import { getSession, type SessionData } from '@/lib/session/session';

export const generateMetadata = () => titleMetadata('logOut');

/**
 * "Stay logged in": back to the calling application this sign-in came from (through /authorize, which
 * checks its URI and the sign-in's state again), else the user's security page; no session, Root. Never
 * the site that asked for the logout: it is not one the tenant allows, or the logout would have gone through.
 */
function stayHref(session: SessionData | null): string {
  if (!session) return '/';
  return session.flow.redirectUri || session.identity.defaultRedirectUri ? '/authorize' : '/account/security';
}

export default async function LogOutConfirmPage() {
  const [t, session] = await Promise.all([getTranslations('logOutConfirm'), getSession()]);
  return (
    <PageCard heading={t('heading')}>
      {session ? (
        <p className="mb-5">
          <SentenceWithEmail say={(email) => t('account', { email })} email={session.identity.email} />
        </p>
      ) : null}
      <PageActions>
        <PostButton action="/logout">{t('logOut')}</PostButton>
        <ButtonLink href={stayHref(session)} variant="secondary">
          {t('stay')}
        </ButtonLink>
      </PageActions>
    </PageCard>
  );
}

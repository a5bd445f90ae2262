// SPEC §4's must-log-out dialog: a signed-in user who opens an activation or reset link must log
// out first; it says who is signed in, so they know whose session ends. Not dismissible: no close
// button, Escape does nothing, and everything behind it is inert. Server-rendered, so it works without
// JavaScript. The link to come back to is posted, never put in a URL: it holds the link's token (and,
// for a reset, the e-mail).
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getSession } from '@/lib/session/session';
import { PostButton } from './post-button';
import { Dialog } from './dialog';
import { SentenceWithEmail } from './email-address';

export async function MustLogOut({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  const [t, session] = await Promise.all([getTranslations('mustLogOut'), getSession()]);
  const description = (
    <>
      {session ? (
        <p className="mb-2">
          <SentenceWithEmail say={(email) => t('signedInAs', { email })} email={session.identity.email} />
        </p>
      ) : null}
      <p>{t('body')}</p>
    </>
  );
  return (
    <Dialog id="must-log-out" title={t('heading')} description={description} behind={children}>
      <PostButton action="/api/must-log-out" values={{ returnTo }} autoFocus>
        {t('logOut')}
      </PostButton>
    </Dialog>
  );
}

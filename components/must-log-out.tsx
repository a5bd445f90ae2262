// SPEC §4's must-log-out dialog: a signed-in user who opens an activation or reset link must log
// out first. Not dismissible: no close button, Escape does nothing, and the page behind is inert.
// Server-rendered, so it works without JavaScript. The link to come back to is posted, never put in
// a URL: it holds the link's token (and, for a reset, the e-mail).
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PostButton } from './post-button';
import { Dialog } from './dialog';

export async function MustLogOut({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  const t = await getTranslations('mustLogOut');
  return (
    <Dialog id="must-log-out" title={t('heading')} description={t('body')} behind={children}>
      <PostButton action="/api/must-log-out" values={{ returnTo }} autoFocus>
        {t('logOut')}
      </PostButton>
    </Dialog>
  );
}

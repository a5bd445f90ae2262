// SPEC §4's must-log-out dialog: a signed-in user who opens an activation or reset link must log
// out first. Not dismissible: no close button, Escape does nothing, and the page behind is inert.
// Server-rendered, so it works without JavaScript. The link to come back to is posted, never put in
// a URL: it holds the link's token (and, for a reset, the e-mail).
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Button } from './button';

export async function MustLogOut({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  const t = await getTranslations('mustLogOut');
  return (
    <>
      <div inert aria-hidden="true">
        {children}
      </div>
      <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="must-log-out-title"
          aria-describedby="must-log-out-body"
          className="w-full max-w-[364px] rounded-lg bg-surface p-6 text-on-surface shadow-lg"
        >
          <h2 id="must-log-out-title" className="mb-2 text-xl font-semibold">
            {t('heading')}
          </h2>
          <p id="must-log-out-body" className="mb-5">
            {t('body')}
          </p>
          <form method="post" action="/api/must-log-out">
            <input type="hidden" name="returnTo" value={returnTo} />
            <Button type="submit" autoFocus>
              {t('logOut')}
            </Button>
          </form>
        </div>
      </div>
    </>
  );
}

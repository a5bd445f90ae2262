// Partner SSO's screens (SPEC §2): the authenticating state, and the network error's warning dialog.
// The form is the page's own; JavaScript posts it at once (SsoSignIn), without JavaScript its button does.
// It posts the partner only: the handler takes the token from the link's sealed cookie.
import { getTranslations } from 'next-intl/server';
import { Button, ButtonLink } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SentenceWithEmail } from '@/components/email-address';
import { HiddenFields } from '@/components/hidden-fields';
import { PageCard } from '@/components/page-card';
import { SsoSignIn } from '@/components/sso-sign-in';

/**
 * `signedInAs`: someone is signed in in this browser already. Then nothing posts by itself: the user
 * says to switch, so a link opened from elsewhere cannot swap their session for another account.
 */
export async function SsoScreen({ partnerCode, networkError = false, signedInAs }: { partnerCode: string; networkError?: boolean; signedInAs?: string }) {
  const [t, te] = await Promise.all([getTranslations('partnerSso'), getTranslations('errors')]);
  const fields = { partnerCode };
  const retry = (label: string, autoFocus = false) => (
    <form method="post" action="/api/partners/sso">
      <HiddenFields values={fields} />
      <Button type="submit" autoFocus={autoFocus}>
        {label}
      </Button>
    </form>
  );
  const card = signedInAs ? (
    <PageCard heading={t('heading')}>
      <p className="mb-4">{t('body')}</p>
      <p className="mb-5">
        <SentenceWithEmail say={(email) => t('signedInAlready', { email })} email={signedInAs} />
      </p>
      {retry(t('continue'))}
    </PageCard>
  ) : (
    <PageCard heading={t('heading')}>
      <p className="mb-4">{t('body')}</p>
      <p role="status" className="flex items-center justify-center gap-2 text-on-muted">
        <span aria-hidden="true" className="kc-spinner animate-spin" />
        {t('authenticating')}
      </p>
      {/* Without JavaScript nothing posts by itself: the user does. */}
      <div className="kc-no-script mt-5">{retry(t('continue'))}</div>
    </PageCard>
  );
  const dialog = { title: t('networkTitle'), body: te('network'), reload: t('reload'), close: t('close') };
  if (networkError) {
    return (
      <Dialog id="sso-network" title={dialog.title} description={<p>{dialog.body}</p>} behind={card} dismissHref="/error">
        {retry(dialog.reload, true)}
        <ButtonLink href="/error" variant="secondary">
          {dialog.close}
        </ButtonLink>
      </Dialog>
    );
  }
  return (
    <SsoSignIn fields={fields} text={dialog} auto={!signedInAs}>
      {card}
    </SsoSignIn>
  );
}

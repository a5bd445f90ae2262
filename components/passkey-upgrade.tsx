'use client';
// /passkey-upgrade's screen (issue 24). First "Logging you in" while the page asks the browser what
// it can do; then either the browser creates a passkey by itself (conditional create) and the user
// goes on, or the prompt is shown (a platform authenticator, no conditional create), or the user
// goes straight on. Without JavaScript only the first state is seen, with a link on (the page's
// refresh follows it at once).
import { useEffect, useState } from 'react';
import { autoUpgrade, navigate, UPGRADE_WATCHDOG_MS, upgradeMode } from '@/lib/client/passkeys';
import { UPGRADE_CONTINUE, UPGRADE_UNABLE } from '@/lib/passkeys/upgrade';
import { ButtonLink } from './button';
import { PageActions, PageCard } from './page-card';
import { PasskeyButton, preloadPasskeyButton } from './passkey-button';
import { PostButton } from './post-button';
import { SentenceWithEmail } from './email-address';

export type UpgradeText = {
  finishing: string;
  wait: string;
  continue: string;
  heading: string;
  /** Which account the passkey would be for (issue 37, L9): the sentence, with `{email}` for the account's. */
  forAccount: string;
  email: string;
  intro: string;
  create: string;
  notNow: string;
  never: string;
  cancelled: string;
  expired: string;
  alreadyRegistered: string;
  network: string;
};

export function PasskeyUpgrade({ text }: { text: UpgradeText }) {
  const [prompt, setPrompt] = useState(false);

  useEffect(() => {
    let live = true;
    const go = (next: string) => {
      if (!live) return;
      live = false;
      navigate(next);
    };
    // The prompt's button comes with the prompt, not after it (issue 37).
    preloadPasskeyButton();
    // Whatever the browser does or fails to do, the user is never left here.
    const watchdog = setTimeout(() => go(UPGRADE_CONTINUE), UPGRADE_WATCHDOG_MS);
    void upgradeMode()
      .then(async (mode) => {
        if (!live) return;
        if (mode === 'prompt') {
          clearTimeout(watchdog);
          return setPrompt(true);
        }
        go(mode === 'conditional' ? await autoUpgrade() : UPGRADE_UNABLE);
      })
      .catch(() => go(UPGRADE_CONTINUE));
    return () => {
      live = false;
      clearTimeout(watchdog);
    };
  }, []);

  // The prompt replaces "Logging you in" as a new page would: its title, and focus on its heading
  // (PageCard's autofocus serves the server's HTML only; React focuses only form controls it mounts).
  useEffect(() => {
    if (!prompt) return;
    document.title = document.title.replace(text.finishing, text.heading);
    document.getElementById('page-heading')?.focus();
  }, [prompt, text.finishing, text.heading]);

  if (!prompt) {
    return (
      <PageCard heading={text.finishing}>
        <p role="status" className="flex items-center justify-center gap-2 text-on-muted">
          <span aria-hidden="true" className="kc-spinner animate-spin" />
          {text.wait}
        </p>
        {/* At once without JavaScript (the refresh may be blocked); after a while where the script never ran. */}
        <div className="kc-late mt-5">
          <ButtonLink href={UPGRADE_UNABLE}>{text.continue}</ButtonLink>
        </div>
      </PageCard>
    );
  }
  return <UpgradePrompt text={text} />;
}

/** The prompt itself (also shown by the component kit, in each tenant's theme). */
export function UpgradePrompt({ text }: { text: UpgradeText }) {
  return (
    <PageCard heading={text.heading}>
      <p className="mb-2 text-sm text-on-muted">
        <SentenceWithEmail say={(email) => text.forAccount.replace('{email}', email)} email={text.email} />
      </p>
      <p className="mb-5">{text.intro}</p>
      <PageActions>
        <PasskeyButton
          ceremony="upgrade"
          label={text.create}
          text={{ cancelled: text.cancelled, expired: text.expired, alreadyRegistered: text.alreadyRegistered, network: text.network }}
        />
        <PostButton action={UPGRADE_CONTINUE} values={{ choice: 'later' }} variant="secondary">
          {text.notNow}
        </PostButton>
        <PostButton action={UPGRADE_CONTINUE} values={{ choice: 'never' }} variant="link">
          {text.never}
        </PostButton>
      </PageActions>
    </PageCard>
  );
}

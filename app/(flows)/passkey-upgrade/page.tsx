// /passkey-upgrade (issue 24): a finished password sign-in, by a user without a passkey here, is
// offered one before it goes back to the calling application. The page's script asks the browser:
// a conditional create where it can (no prompt, no click), the prompt where it has a platform
// authenticator, else straight on. Without JavaScript the page refreshes on at once: the password
// path never waits. A browser that can make no passkey here is not held again for 30 days.
import { redirect } from 'next/navigation';
import { PasskeyUpgrade } from '@/components/passkey-upgrade';
import { titleMetadata } from '@/lib/page-title';
import { passkeyStepOf } from '@/lib/passkeys/handlers';
import { upgradeText } from '@/lib/passkeys/pages';
import { UPGRADE_UNABLE, upgradePending } from '@/lib/passkeys/upgrade';
import { getSession } from '@/lib/session/session';

export const generateMetadata = () => titleMetadata('passkeyUpgrade');

export default async function PasskeyUpgradePage() {
  const session = await getSession();
  const at = passkeyStepOf(session, '/passkey-enrollment');
  if (at !== 'here') redirect(at);
  if (!session || !upgradePending(session)) redirect('/authorize');
  const text = await upgradeText(session.identity.email);
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${UPGRADE_UNABLE}`} />
      </noscript>
      <PasskeyUpgrade text={text} />
    </>
  );
}

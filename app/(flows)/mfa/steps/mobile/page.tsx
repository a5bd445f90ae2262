// /mfa?step=mobile|mobile-pair|mobile-leave, served from here by the proxy (issue 42; the address
// stays /mfa): the partner app's path, its screen and the pairing (with its back confirmation). Its
// entry holds only these screens' client code (the pairing's watcher, the dialog's keys); any other
// screen the request resolves to is shown at its own address.
import { elsewhere, mfaMetadata, mfaPageScreen, one, type MfaPageProps } from '../../_screens/entry';
import { MobileChallengeScreen, MobileIntro } from '../../_screens/mobile';
import { Success } from '../../_screens/success';

export const generateMetadata = mfaMetadata;

export default async function MfaMobileSteps(props: MfaPageProps) {
  const { resolved, query } = await mfaPageScreen(props);
  const { view, screen } = resolved;
  // The success screen shows once, from a flash this request has taken: never sent on.
  if (screen.screen === 'success') return <Success method={screen.method} />;
  if (screen.screen === 'mobile-intro') return <MobileIntro canSkip={screen.canSkip} daysLeft={screen.daysLeft} />;
  if (screen.screen === 'mobile-pair')
    return <MobileChallengeScreen view={view} page="mobile-pair" leaving={screen.leaving} returning={one(query.focus) === 'back'} />;
  return elsewhere(screen);
}

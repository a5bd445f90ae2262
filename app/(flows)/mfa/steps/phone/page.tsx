// /mfa?step=sms|voice|phone, served from here by the proxy (issue 42; the address stays /mfa): step 1
// of the phone path, the number. Its entry holds only this screen's client code (the phone form);
// any other screen the request resolves to is shown at its own address.
import { elsewhere, mfaMetadata, mfaPageScreen, type MfaPageProps } from '../../_screens/entry';
import { PhoneStep } from '../../_screens/phone';
import { Success } from '../../_screens/success';

export const generateMetadata = mfaMetadata;

export default async function MfaPhoneStep(props: MfaPageProps) {
  const { resolved } = await mfaPageScreen(props);
  const { view, screen } = resolved;
  // The success screen shows once, from a flash this request has taken: never sent on.
  if (screen.screen === 'success') return <Success method={screen.method} />;
  if (screen.screen === 'phone') return <PhoneStep view={view} deliveryType={screen.deliveryType} />;
  return elsewhere(screen);
}

// /mfa?step=app|app-register|app-code, served from here by the proxy (issue 42; the address stays
// /mfa): the app path's steps 1 and 2, the download, then the QR code, the setup key and the first
// code. Its entry holds only their client code (the code form, the copy button); any other screen
// the request resolves to is shown at its own address.
import { AppDownload, AppRegister } from '../../_screens/app';
import { elsewhere, mfaMetadata, mfaPageScreen, type MfaPageProps } from '../../_screens/entry';
import { Success } from '../../_screens/success';

export const generateMetadata = mfaMetadata;

export default async function MfaAppStep(props: MfaPageProps) {
  const { resolved } = await mfaPageScreen(props);
  const { session, view, screen } = resolved;
  const { pending } = view;
  // The success screen shows once, from a flash this request has taken: never sent on.
  if (screen.screen === 'success') return <Success method={screen.method} />;
  if (screen.screen === 'app-download') return <AppDownload />;
  if (screen.screen === 'app-register')
    return <AppRegister view={view} secret={pending?.secret ?? ''} otpauthUri={pending?.otpauthUri ?? ''} account={session.identity.email} />;
  return elsewhere(screen);
}

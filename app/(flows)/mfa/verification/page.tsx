// /mfa/verification: SPEC's MFA verification for the purpose for-mfa-verification (SPEC §4: an
// AUTHENTICATED sign-in the calling application wants MFA-verified). A good code returns to it.
import { redirect } from 'next/navigation';
import { titleMetadata } from '@/lib/page-title';
import { getFlash } from '@/lib/session/flash';
import { sessionAtStep } from '@/lib/session/page-guard';
import { Verify } from '../_screens/code';
import { MobileChallengeScreen } from '../_screens/mobile';
import { loadMfaView } from '../_screens/view';

export const generateMetadata = () => titleMetadata('mfaVerify');

export default async function MfaVerificationPage() {
  const [session, flash] = await Promise.all([sessionAtStep('/mfa/verification'), getFlash()]);
  const method = session.identity.mfaMethod;
  // No device to verify with: nothing this page can do.
  if (!method) redirect('/error');
  const view = await loadMfaView(session, flash);
  if (method.deliveryType === 'mobile-app') return <MobileChallengeScreen view={view} page="verification" />;
  return <Verify view={view} deliveryType={method.deliveryType} page="verification" />;
}

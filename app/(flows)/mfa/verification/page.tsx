// /mfa/verification: SPEC's MFA verification for the purpose for-mfa-verification (SPEC §4: an
// AUTHENTICATED sign-in the calling application wants MFA-verified). A good code returns to it.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { titleMetadata } from '@/lib/page-title';
import { getRequestContext } from '@/lib/request-context';
import { openCeremony } from '@/lib/session/ceremony';
import { COOKIE } from '@/lib/session/cookies';
import { getFlash } from '@/lib/session/flash';
import { sessionAtStep } from '@/lib/session/page-guard';
import { Verify } from '../_screens/code';

export const generateMetadata = () => titleMetadata('mfaVerify');

export default async function MfaVerificationPage() {
  const [session, flash, jar, { locale }] = await Promise.all([sessionAtStep('/mfa/verification'), getFlash(), cookies(), getRequestContext()]);
  const method = session.identity.mfaMethod;
  // No device to verify with (or the partner app, issue 11): nothing this page can do.
  if (!method || method.deliveryType === 'mobile-app') redirect('/error');
  const pending = await openCeremony(jar.get(COOKIE.ceremony)?.value, 'mfa', session.identity.uuid);
  return <Verify view={{ session, pending, errors: flash?.errors, values: flash?.values, locale }} deliveryType={method.deliveryType} page="verification" />;
}

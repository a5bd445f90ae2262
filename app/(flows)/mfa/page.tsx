// /mfa: SPEC's MFA setup route, and the verification of the registered device when the sign-in is
// MFA_VERIFICATION_REQUIRED (SPEC §4). Which screen shows is lib/mfa/screen.ts's decision: from the
// session's state, the days left, the device, `?step=` and the code in progress.
import { redirect } from 'next/navigation';
import { mfaScreenTitle } from '@/lib/mfa/screen-title';
import { screenTitleMetadata } from '@/lib/page-title';
import { sessionAtStep } from '@/lib/session/page-guard';
import { AppDownload, AppRegister } from './_screens/app';
import { PhoneCode, Verify } from './_screens/code';
import { MobileChallengeScreen, MobileIntro } from './_screens/mobile';
import { PhoneStep } from './_screens/phone';
import { resolveMfa } from './_screens/resolve';
import { Benefits, Later, Options, Reminder, UpdateConfirm } from './_screens/setup';
import { Success } from './_screens/success';

/** `cancelled=mobile`: the options after the partner app's back button (mobile.tsx); `focus=back`: the pairing screen after its dialog closed. */
type Query = { step?: string | string[]; cancelled?: string | string[]; focus?: string | string[] };
type Props = { searchParams: Promise<Query> };
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** Each screen its own title: "Step 2 of 4: Add your account and enter a code | Seaside Hotels". */
export async function generateMetadata({ searchParams }: Props) {
  const query = await searchParams;
  const resolved = await resolveMfa(one(query.step));
  return screenTitleMetadata(mfaScreenTitle(resolved?.screen ?? { screen: 'none' }));
}

export default async function MfaPage({ searchParams }: Props) {
  const query = await searchParams;
  const resolved = await resolveMfa(one(query.step));
  if (!resolved) redirect('/');
  const { session, view, screen, registered } = resolved;
  if (!registered) await sessionAtStep('/mfa');
  const { pending } = view;
  const { identity } = session;

  switch (screen.screen) {
    case 'reminder':
      return <Reminder daysLeft={screen.daysLeft} />;
    case 'benefits':
      return <Benefits canSkip={screen.canSkip} />;
    case 'options':
      return <Options canSkip={screen.canSkip} required={screen.required} cancelledOnPhone={one(query.cancelled) === 'mobile'} />;
    case 'later':
      return <Later daysLeft={screen.daysLeft} />;
    case 'update-confirm':
      return <UpdateConfirm current={identity.mfaMethod} />;
    case 'app-download':
      return <AppDownload />;
    case 'app-register':
      return <AppRegister view={view} secret={pending?.secret ?? ''} otpauthUri={pending?.otpauthUri ?? ''} account={identity.email} />;
    case 'phone':
      return <PhoneStep view={view} deliveryType={screen.deliveryType} />;
    case 'phone-code':
      return <PhoneCode view={view} deliveryType={screen.deliveryType} />;
    case 'mobile-intro':
      return <MobileIntro canSkip={screen.canSkip} daysLeft={screen.daysLeft} />;
    case 'mobile-pair':
      return <MobileChallengeScreen view={view} page="mobile-pair" leaving={screen.leaving} returning={one(query.focus) === 'back'} />;
    case 'verify':
      if (screen.deliveryType === 'mobile-app') return <MobileChallengeScreen view={view} page="verify" />;
      return <Verify view={view} deliveryType={screen.deliveryType} page="verify" />;
    case 'success':
      return <Success method={screen.method} />;
    case 'none':
      redirect('/authorize');
  }
}

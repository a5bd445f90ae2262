// /mfa: SPEC's MFA setup route, and the verification of the registered device when the sign-in is
// MFA_VERIFICATION_REQUIRED (SPEC §4). Which screen shows is lib/mfa/screen.ts's decision: from the
// session's state, the days left, the device, `?step=` and the code in progress.
import { redirect } from 'next/navigation';
import { mfaScreen, SETUP_METHODS, type SetupMethod } from '@/lib/mfa/screen';
import { titleMetadata } from '@/lib/page-title';
import { getFlash } from '@/lib/session/flash';
import { sessionAtStep } from '@/lib/session/page-guard';
import { getSession } from '@/lib/session/session';
import { AppDownload, AppRegister } from './_screens/app';
import { AppCode, PhoneCode, Verify } from './_screens/code';
import { MobileChallengeScreen, MobileIntro } from './_screens/mobile';
import { PhoneStep } from './_screens/phone';
import { Benefits, Later, Options, Reminder, UpdateConfirm } from './_screens/setup';
import { Success } from './_screens/success';
import { loadMfaView } from './_screens/view';

export async function generateMetadata() {
  const session = await getSession();
  return titleMetadata(session?.identity.state === 'MFA_VERIFICATION_REQUIRED' ? 'mfaVerify' : 'mfaSetup');
}

/** `cancelled=mobile`: the options after the partner app's back button (mobile.tsx). */
type Query = { step?: string | string[]; view?: string | string[]; cancelled?: string | string[] };
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export default async function MfaPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, session, flash] = await Promise.all([searchParams, getSession(), getFlash()]);
  if (!session) redirect('/');
  // The success step shows once, right after the registration; then the sign-in is past MFA.
  const method = flash?.notice === 'mfaRegistered' ? flash.values?.method : undefined;
  const registered = (SETUP_METHODS as readonly string[]).includes(method ?? '') ? (method as SetupMethod) : undefined;
  if (!registered) await sessionAtStep('/mfa');

  const view = await loadMfaView(session, flash);
  const { pending } = view;
  const { identity } = session;
  const screen = mfaScreen({
    state: identity.state,
    daysLeft: identity.mfaRequiredByRemainingInDays,
    primary: identity.mfaMethod?.deliveryType ?? null,
    step: one(query.step),
    view: one(query.view),
    pending: pending ? { purpose: pending.purpose, deliveryType: pending.deliveryType, hasChallenge: !!pending.challengeId } : null,
    registered,
  });

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
      return <AppRegister view={screen.view} secret={pending?.secret ?? ''} otpauthUri={pending?.otpauthUri ?? ''} account={identity.email} />;
    case 'app-code':
      return <AppCode view={view} />;
    case 'phone':
      return <PhoneStep view={view} deliveryType={screen.deliveryType} />;
    case 'phone-code':
      return <PhoneCode view={view} deliveryType={screen.deliveryType} />;
    case 'mobile-intro':
      return <MobileIntro canSkip={screen.canSkip} daysLeft={screen.daysLeft} />;
    case 'mobile-pair':
      return <MobileChallengeScreen view={view} page="mobile-pair" leaving={screen.leaving} />;
    case 'verify':
      if (screen.deliveryType === 'mobile-app') return <MobileChallengeScreen view={view} page="verify" />;
      return <Verify view={view} deliveryType={screen.deliveryType} page="verify" />;
    case 'success':
      return <Success method={screen.method} />;
    case 'none':
      redirect('/authorize');
  }
}

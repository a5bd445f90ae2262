// /mfa: SPEC's MFA setup route, and the verification of the registered device when the sign-in is
// MFA_VERIFICATION_REQUIRED (SPEC §4). Which screen shows is lib/mfa/screen.ts's decision: from the
// session's state, the days left, the device, `?step=` and the code in progress. The phone number's
// step, the app's steps and the partner app's are served from entries of their own (steps/, issue
// 42), so that no other screen loads their client code; a screen of theirs resolved here goes on to
// its address.
import { PhoneCode, Verify } from './_screens/code';
import { elsewhere, mfaMetadata, mfaPageScreen, one, type MfaPageProps } from './_screens/entry';
import { MobileChallengeScreen } from './_screens/mobile';
import { Benefits, Later, Options, Reminder, UpdateConfirm } from './_screens/setup';
import { Success } from './_screens/success';

export const generateMetadata = mfaMetadata;

export default async function MfaPage(props: MfaPageProps) {
  const { resolved, query } = await mfaPageScreen(props);
  const { session, view, screen } = resolved;
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
    case 'phone-code':
      return <PhoneCode view={view} deliveryType={screen.deliveryType} />;
    case 'verify':
      if (screen.deliveryType === 'mobile-app') return <MobileChallengeScreen view={view} page="verify" />;
      return <Verify view={view} deliveryType={screen.deliveryType} page="verify" />;
    case 'success':
      return <Success method={screen.method} />;
    default:
      return elsewhere(screen);
  }
}

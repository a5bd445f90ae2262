// POST /api/mfa/keep: on the MFA-update confirmation, keep the current primary device (SPEC §4: one
// at a time) instead of setting up a new one; the sign-in goes on.
import { route } from '@/lib/http/route';
import { isRegistering } from '@/lib/mfa/screen';
import { sessionCookie } from '@/lib/session/session';
import { makePrimary } from '@/lib/upstream/mfa';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  step: '/mfa',
  formPage: () => '/mfa',
  async handle({ session }) {
    const current = session.identity.mfaMethod;
    // Only the update confirmation asks this: a sign-in setting up a new device beside its current one.
    if (!current || !isRegistering(session.identity.state)) return { next: '/mfa' };
    const { state, mfaMethod } = await makePrimary(session.token, current.deliveryType);
    return { next: '/authorize', cookies: [await sessionCookie({ ...session, identity: { ...session.identity, state, mfaMethod } })] };
  },
});

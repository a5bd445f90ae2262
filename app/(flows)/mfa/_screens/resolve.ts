// Which screen this request's /mfa shows, decided once per request (React cache()): the page renders
// it and generateMetadata titles it, from the same session, flash and code in progress.
import 'server-only';
import { cache } from 'react';
import { mfaScreen, SETUP_METHODS, type MfaScreen, type SetupMethod } from '@/lib/mfa/screen';
import { getFlash } from '@/lib/session/flash';
import { getSession, type SessionData } from '@/lib/session/session';
import { loadMfaView, type MfaView } from './view';

export type ResolvedMfa = { session: SessionData; view: MfaView; screen: MfaScreen; registered?: SetupMethod };

/** Null without a session. `step` is the page's `?step=`. */
export const resolveMfa = cache(async (step: string | undefined): Promise<ResolvedMfa | null> => {
  const [session, flash] = await Promise.all([getSession(), getFlash()]);
  if (!session) return null;
  // The success step shows once, right after the registration; then the sign-in is past MFA.
  const method = flash?.notice === 'mfaRegistered' ? flash.values?.method : undefined;
  const registered = (SETUP_METHODS as readonly string[]).includes(method ?? '') ? (method as SetupMethod) : undefined;
  const view = await loadMfaView(session, flash);
  const { pending } = view;
  const { identity } = session;
  const screen = mfaScreen({
    state: identity.state,
    daysLeft: identity.mfaRequiredByRemainingInDays,
    primary: identity.mfaMethod?.deliveryType ?? null,
    step,
    pending: pending ? { purpose: pending.purpose, deliveryType: pending.deliveryType, hasChallenge: !!pending.challengeId } : null,
    registered,
  });
  return { session, view, screen, registered };
});

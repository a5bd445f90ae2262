// What every MFA screen is rendered from: the session, the code in progress, and a refused form's
// errors and values (the flash).
import 'server-only';
import { cookies } from 'next/headers';
import type { MfaCeremony } from '@/lib/mfa/codes';
import { getRequestContext } from '@/lib/request-context';
import { openCeremony } from '@/lib/session/ceremony';
import { COOKIE } from '@/lib/sign-in/cookies';
import type { Flash } from '@/lib/session/flash';
import type { FormDetail, FormErrors } from '@/lib/validation/form-schema';
import type { SessionData } from '@/lib/session/session';
import type { Locale } from '@/lib/upstream/contract';

export type MfaView = {
  session: SessionData;
  pending: MfaCeremony | null;
  errors?: FormErrors;
  /** What details the refusal: its countdown, a provider's code, a refused number's country. */
  detail?: FormDetail;
  values?: Record<string, string>;
  locale: Locale;
};

/** The view for this request: the code in progress (this user's only), the flash's errors and values. */
export async function loadMfaView(session: SessionData, flash: Flash | null): Promise<MfaView> {
  const [jar, { locale }] = await Promise.all([cookies(), getRequestContext()]);
  const pending = await openCeremony(jar.get(COOKIE.ceremony)?.value, 'mfa', session.identity.uuid);
  return { session, pending, errors: flash?.errors, detail: flash?.detail, values: flash?.values, locale };
}

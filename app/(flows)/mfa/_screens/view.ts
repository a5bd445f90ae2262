// What every MFA screen is rendered from: the session, the code in progress, and a refused form's
// errors and values (the flash).
import 'server-only';
import type { MfaCeremony } from '@/lib/mfa/codes';
import type { SessionData } from '@/lib/session/session';
import type { Locale } from '@/lib/upstream/contract';

export type MfaView = {
  session: SessionData;
  pending: MfaCeremony | null;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  locale: Locale;
};

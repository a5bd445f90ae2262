// SPEC §4's for-mfa-reset purpose, once answered (reset or cancelled): the purpose is done, and the
// sign-in returns to the stored MFA-reset redirect URI (else the calling application's).
import 'server-only';
import type { SessionData } from '../session/session';

export function afterMfaReset(session: SessionData, reset: boolean): SessionData {
  const { purpose: _purpose, mfaResetRedirectUri, ...flow } = session.flow;
  return {
    ...session,
    identity: reset ? { ...session.identity, mfaMethod: null } : session.identity,
    flow: { ...flow, redirectUri: mfaResetRedirectUri ?? flow.redirectUri },
  };
}

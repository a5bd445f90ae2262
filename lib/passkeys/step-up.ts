// The end of a passkey step-up (SPEC §4): the upstream issues the passkey state for the calling
// application's state id, and the user goes back to the stored URI with `state` appended. A step-up
// that returned someone else than the signed-in user logs out instead.
import 'server-only';
import { flashCookie } from '../session/flash';
import { logger } from '../logger';
import { sessionCookie, type SessionData } from '../session/session';
import type { SetCookie } from '../session/seal';
import { logout } from '../upstream/auth';
import { createPasskeyState } from '../upstream/passkeys';

export type StepUpTarget = { stateId?: string; redirectUri?: string };

/** The flow a finished passkey flow no longer needs: its purpose and stored passkey fields. */
export function withoutPasskeyFlow(session: SessionData): SessionData {
  const { passkeyState: _state, passkeyRedirectUri: _uri, ...flow } = session.flow;
  return { ...session, flow: flow.purpose?.startsWith('passkey-') ? { ...flow, purpose: undefined } : flow };
}

/**
 * The passkey state, and the way back with it: to the stored passkey URI, else the stored redirect
 * URI (both checked against the tenant's list when stored). Without a state id or a URI to carry it
 * to, the unknown-error page: SPEC §8's "passkey failures".
 */
export async function finishStepUp(session: SessionData, target: StepUpTarget): Promise<{ next: string; cookies: SetCookie[] }> {
  const stateId = target.stateId ?? session.flow.passkeyState;
  const back = target.redirectUri ?? session.flow.passkeyRedirectUri ?? session.flow.redirectUri;
  if (!stateId || !back) {
    logger.warn({ hasState: !!stateId, hasUri: !!back }, 'passkey step-up without a state id or a URI to return to');
    return { next: '/error', cookies: [] };
  }
  const passkeyState = await createPasskeyState(session.token, stateId);
  const url = new URL(back);
  url.searchParams.set('state', passkeyState);
  return { next: url.href, cookies: [await sessionCookie(withoutPasskeyFlow(session))] };
}

/** SPEC §4: a step-up returned another e-mail than the session's. */
export function isSomeoneElse(session: SessionData, email: string): boolean {
  return session.identity.email.trim().toLowerCase() !== email.trim().toLowerCase();
}

/**
 * The forced logout: the other user's new upstream token is revoked here (best effort), then /logout
 * ends the signed-in user's session, token and IdP session. The way there often passed through the
 * IdP's hosted login (a cross-site redirect chain), so a sealed flash addressed to /logout tells it
 * that Keycard itself sent the browser, not another site (security review L5's confirmation).
 */
export async function forcedLogout(otherToken: string, tenantCode: string): Promise<{ next: string; cookies: SetCookie[] }> {
  logger.warn('step-up returned another user than the signed-in one; logging out');
  await logout({ token: otherToken, tenantCode }).catch((err: unknown) => logger.warn({ err: String(err) }, 'could not revoke the other token'));
  return { next: '/logout', cookies: [await flashCookie({ to: '/logout' })] };
}

// What every change on the security page (issue 25) shares: where a session may use the page, the
// re-authentication a change without a recent sign-in goes through first (Keycard's own password
// stage for the signed-in account, issue 37: its login ticket asks the IdP for a new login,
// prompt=login with max_age=0, and comes back to the page through /authenticate as the purpose says),
// and the way a change's answer becomes the page's notice.
import 'server-only';
import { flowQuery, withQuery } from '../flows/flow-state';
import { routeToPath, sessionStep } from '../flows/next-step';
import { isOwnPagePath, OWN_PAGES, type OwnPagePurpose } from '../flows/purposes';
import { pendingEmail } from '../sign-in/notes';
import type { Outcome } from '../http/route';
import { flashCookie } from '../session/flash';
import { gateInputOf } from '../session/page-guard';
import type { SetCookie } from '../session/seal';
import { sessionCookie, type SessionData } from '../session/session';
import { checkToken } from '../upstream/auth';
import { isUpstreamError } from '../upstream/errors';
import { isRecent, SECURITY_PATH } from './security';

/** What a notice on the page may say after a change (message keys under `security.notices`). */
export const SECURITY_NOTICES = [
  'passkeyAdded',
  'passkeyRenamed',
  'passkeyRemoved',
  'signedOutElsewhere',
  'passkeyGone',
  'codesNotMade',
  'confirmed',
  'sessionEnded',
  'sessionGone',
] as const;
export type SecurityNotice = (typeof SECURITY_NOTICES)[number];

/**
 * Whether this session may use the security page now: a finished sign-in on the page's errand ('here'),
 * else where it belongs. A sign-in whose MFA is only recommended is finished as SPEC §4 has it (the
 * table asks no purpose of it), so the page's purpose is what says it is on the page.
 */
export function securityStep(session: SessionData): 'here' | 'enter' | string {
  return ownPageStep(session, 'account-security');
}

/**
 * Whether this session may use one of Keycard's own pages now (the security page, the manager's page):
 * a finished sign-in (its step, if any, one of the own pages: a purpose's return) on that page's
 * errand ('here'), one to enter it first ('enter'), else where it belongs.
 */
export function ownPageStep(session: SessionData, purpose: OwnPagePurpose): 'here' | 'enter' | string {
  const step = sessionStep(gateInputOf(session));
  if (step !== 'ok' && !isOwnPagePath(step.path.split('?')[0] ?? '')) return routeToPath(step);
  return session.flow.purpose === purpose ? 'here' : 'enter';
}

/** A route of the page's: the handler runs only for a session on it; any other goes where it belongs. */
export async function onSecurityPage(session: SessionData | null, handle: (session: SessionData) => Promise<Outcome>): Promise<Outcome> {
  return onOwnPage('account-security', session, handle);
}

/** A route of an own page's: the handler runs only for a session on its errand; any other goes where it belongs. */
export async function onOwnPage(purpose: OwnPagePurpose, session: SessionData | null, handle: (session: SessionData) => Promise<Outcome>): Promise<Outcome> {
  if (!session) return { next: '/' };
  const at = ownPageStep(session, purpose);
  if (at === 'enter') return { next: OWN_PAGES[purpose] };
  return at === 'here' ? handle(session) : { next: at };
}

/**
 * The password asked again on Keycard's own password stage, for the signed-in account (issue 37:
 * themed, in the page's language and scheme, a passkey beside it where the account has one), then back
 * to the page: for a change without a recent sign-in. `proveMfa`: the sign-in proves the second factor
 * itself too (the browser's device token is not sent), for new recovery codes; `changeMfa`: it then
 * sets up a new device (SPEC's MFA-update confirmation included) before it comes back.
 */
export async function reauthenticate(
  session: SessionData,
  o: { proveMfa?: boolean; changeMfa?: boolean; purpose?: OwnPagePurpose; teamPath?: string } = {},
): Promise<Outcome> {
  const flow = {
    purpose: o.purpose ?? ('account-security' as const),
    teamPath: o.teamPath,
    redirectUri: session.flow.redirectUri,
    temporaryMfaSetup: o.changeMfa ? (true as const) : undefined,
    proveMfa: o.proveMfa || o.changeMfa ? (true as const) : undefined,
  };
  // The manager's page's place is kept in the session too: "Use my passkey" beside the password comes back to it.
  const kept = o.teamPath ? [await sessionCookie({ ...session, flow: { ...session.flow, teamPath: o.teamPath } })] : [];
  return { next: withQuery('/login/password', flowQuery(flow)), cookies: [await pendingEmail.write({ email: session.identity.email }), ...kept] };
}

/**
 * Back on the page with a notice, and the cookies the change set. The notice takes focus (the page's
 * autofocus), so no fragment: a browser skips autofocus on a page opened at one.
 */
export async function backWith(notice: SecurityNotice, cookies: SetCookie[] = []): Promise<Outcome> {
  return { next: SECURITY_PATH, cookies: [...cookies, await flashCookie({ to: SECURITY_PATH, notice })] };
}

/**
 * A change: only with a recent sign-in (else the re-authentication first, then the user asks again);
 * the upstream's own ReauthRequired (its clock is the judge) goes the same way, and a passkey that is
 * no longer there says so on the page.
 */
export async function securityChange(ctx: { session: SessionData | null }, change: (session: SessionData) => Promise<Outcome>): Promise<Outcome> {
  return onSecurityPage(ctx.session, async (session) => {
    if (!isRecent(session)) return reauthenticate(session);
    try {
      return await change(session);
    } catch (err) {
      if (isUpstreamError(err, 'ReauthRequired')) return reauthenticate(session);
      if (isUpstreamError(err, 'UnknownCredential')) return backWith('passkeyGone');
      if (isUpstreamError(err, 'UnknownSession')) return backWith('sessionGone');
      throw err;
    }
  });
}

/**
 * Whether the upstream refuses the session's token now (TokenInvalid): an own page's read found it
 * so, and its way in asks again before it ends the session. Any other failure is thrown.
 */
export async function isTokenRefused(token: string): Promise<boolean> {
  return checkToken(token).then(
    () => false,
    (err: unknown) => (isUpstreamError(err, 'TokenInvalid') ? true : Promise.reject(err)),
  );
}

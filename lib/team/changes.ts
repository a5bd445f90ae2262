// Issue 39: what every action on the manager's page shares, by the security page's rules
// (lib/account/changes.ts): only on the page's errand, only with a recent sign-in (else Keycard's own
// re-authentication first, which comes back to the action's confirmation), the upstream's own
// ReauthRequired taken the same way. What the action did becomes a notice on the person's page, or a
// slip shown once; a person the upstream will not let this manager act on goes to their page, which
// is then SPEC's not-found page, and nothing has changed.
import 'server-only';
import { onOwnPage, reauthenticate } from '../account/changes';
import { isRecent } from '../account/security';
import type { Outcome } from '../http/route';
import { flashCookie } from '../session/flash';
import type { SessionData } from '../session/session';
import { isUpstreamError } from '../upstream/errors';
import { act, getStaffMember, type ActionRequest } from '../upstream/team';
import { confirmPath, personPath, slipPath, TEAM_PATH } from './paths';

/** A route of the manager's page: the handler runs only for a session on its errand. */
export function onTeamPage(session: SessionData | null, handle: (session: SessionData) => Promise<Outcome>): Promise<Outcome> {
  return onOwnPage('team', session, handle);
}

export type TeamNotice = ActionRequest['action'] | 'nothingToDo' | 'confirmed';

/** The action on the person (from this address, for the record), and where the manager goes next. */
export async function teamAction(
  session: SessionData,
  o: { property: string; person: string; request: ActionRequest; clientIp: string | undefined; confirmation?: string },
): Promise<Outcome> {
  const { property, person, request } = o;
  const confirmation = confirmPath(property, person, request.action);
  const page = personPath(property, person);
  if (!isRecent(session)) return reauthenticate(session, { purpose: 'team', teamPath: confirmation });
  // The person as the page named them: of this property (the action's record and its slip are its).
  if ((await getStaffMember(session.token, property, person)) === 'unknown') return { missing: page };
  let result: Awaited<ReturnType<typeof act>>;
  try {
    result = await act(session.token, person, request, o.clientIp, o.confirmation || undefined);
  } catch (err) {
    if (isUpstreamError(err, 'ReauthRequired')) return reauthenticate(session, { purpose: 'team', teamPath: confirmation });
    throw err;
  }
  // A 404, on to the person's page, which asks the upstream again: one this manager may not act on is not found there.
  if (result === 'unknown') return { missing: page };
  if (result === 'nothing-to-do') return { next: page, cookies: [await flashCookie({ to: page, notice: 'nothingToDo' })] };
  if (result.kind === 'done') return { next: page, cookies: [await flashCookie({ to: page, notice: request.action })] };
  const slip =
    result.kind === 'pass'
      ? { kind: 'pass' as const, code: result.pass, expiresAt: result.expiresAt, once: request.action === 'temporary-pass' && !request.reusable }
      : { kind: 'badge' as const, code: result.badgeCode };
  const to = slipPath(property, person);
  return { next: to, cookies: [await flashCookie({ to, slip })] };
}

export { TEAM_PATH };

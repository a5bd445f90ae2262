// Issue 39: the manager's pages' way in. Without a session: the sign-in first, which comes back to
// the path asked for (the purpose and its path); a finished one not yet on the page's errand enters
// through /api/team/enter; any other goes where SPEC §4's tables send it.
import 'server-only';
import { redirect } from 'next/navigation';
import { ownPageStep } from '../account/changes';
import { flowQuery, parseFlowParams, withQuery } from '../flows/flow-state';
import { getSession, type SessionData } from '../session/session';
import { isUpstreamError } from '../upstream/errors';

export async function teamSession(path: string, redirectUri?: string): Promise<SessionData> {
  const session = await getSession();
  // Only a path of the manager's page travels (the flow's own rule); its start otherwise.
  const teamPath = parseFlowParams(new URLSearchParams({ teamPath: path })).teamPath;
  if (!session) redirect(withQuery('/login', flowQuery({ purpose: 'team', teamPath, redirectUri })));
  const at = ownPageStep(session, 'team');
  // An application that sends its user here names where "Done" goes back to (checked by the caller).
  if (at === 'enter' || (redirectUri && redirectUri !== session.flow.redirectUri)) {
    const query = new URLSearchParams({ ...(teamPath ? { to: teamPath } : {}), ...(redirectUri ? { redirectUri } : {}) });
    redirect(withQuery('/api/team/enter', query.toString()));
  }
  if (at !== 'here') redirect(at);
  return session;
}

/**
 * A read of the manager's page. A token the upstream no longer honours (another manager logged this
 * one out everywhere, say) ends the session and signs in again, back to this path.
 */
export async function teamRead<T>(read: Promise<T>, path: string): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (isUpstreamError(err, 'TokenInvalid')) redirect(withQuery('/api/team/enter', new URLSearchParams({ to: path, check: '1' }).toString()));
    throw err;
  }
}

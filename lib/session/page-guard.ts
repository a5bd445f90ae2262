// The page-side twin of the route wrapper: a page that belongs to one step of the sign-in gets the
// session only when the session is at that step (SPEC §4's tables, through `sessionStep`); any other
// session is sent where it belongs, and no session goes to Root. No page needs `session!`.
import 'server-only';
import { redirect } from 'next/navigation';
import { routeToPath, sessionStep, type GateInput } from '../flows/next-step';
import { getSession, type SessionData } from './session';

/** What SPEC §4's tables need to know of a session. */
export function gateInputOf(session: SessionData): GateInput {
  return { ...session.identity, ...session.flow, passwordWarningSkipped: session.passwordWarningSkipped, hasIdentity: true };
}

/** Whether the session is at this step of the sign-in now (for a handler open at several). */
export function isStep(session: SessionData, path: string): boolean {
  const step = sessionStep(gateInputOf(session));
  return step !== 'ok' && step.path === path;
}

export async function sessionAtStep(path: string): Promise<SessionData> {
  const session = await getSession();
  if (!session) redirect('/');
  const step = sessionStep(gateInputOf(session));
  if (step === 'ok') redirect('/authorize');
  if (step.path !== path) redirect(routeToPath(step));
  return session;
}

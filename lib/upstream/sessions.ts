// Issue 40's calls: the account's live sign-ins and ending one, its recent activity, the new-browser
// alert a sign-in asks for, and the "This wasn't me" link's check and confirmation.
import 'server-only';
import { api, type AccountSession, type ActivityEvent, type SecurityAlert } from './contract';
import { upstream } from './index';

export type { AccountSession, ActivityEvent, SecurityAlert };
export type ActivityPage = { total: number; page: number; events: ActivityEvent[] };

export async function listSessions(token: string): Promise<AccountSession[]> {
  return (await upstream().call(api.listSessions, { bearer: token })).data.sessions;
}

/** Ends another sign-in of the user; UnknownSession (thrown) when it has ended already. */
export async function endSession(token: string, id: string): Promise<void> {
  await upstream().call(api.endSession, { bearer: token, params: { id } });
}

export async function listActivity(token: string, page: number): Promise<ActivityPage> {
  return (await upstream().call(api.listActivity, { bearer: token, query: { page: page > 1 ? String(page) : undefined } })).data;
}

export async function alertNewBrowser(token: string): Promise<void> {
  await upstream().call(api.alertNewBrowser, { bearer: token });
}

/** The sign-in a link's alert told of; TokenInvalid or TokenExpired (thrown) for a link that serves nothing. */
export async function checkSecurityAlert(token: string, tenantCode: string): Promise<SecurityAlert> {
  return (await upstream().call(api.checkSecurityAlert, { body: { token, tenantCode } })).data;
}

/** `tenantCode`: the tenant whose host the link was opened on (a link of another is TokenInvalid). */
export async function confirmSecurityAlert(token: string, tenantCode: string): Promise<void> {
  await upstream().call(api.confirmSecurityAlert, { body: { token, tenantCode } });
}

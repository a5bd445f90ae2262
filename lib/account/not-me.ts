// Issue 40's "This wasn't me": the page a new-browser alert's link opens (the proxy takes its token
// into the link's sealed cookie), where it stands, and the notice its confirmation leaves.
import 'server-only';
import { isUpstreamError } from '../upstream/errors';
import { checkSecurityAlert, type SecurityAlert } from '../upstream/sessions';

export { NOT_ME_PATH } from '../upstream/contract';

/** The flash notice the page shows once the account is secured. */
export const SECURED = 'secured';

/** What the link can do now: show its alert's sign-in, or why it serves nothing. */
export type AlertLink = { alert: SecurityAlert } | { expired: true } | { used: true };

export async function alertLinkOf(token: string | undefined, tenantCode: string): Promise<AlertLink> {
  if (!token) return { used: true };
  try {
    return { alert: await checkSecurityAlert(token, tenantCode) };
  } catch (err) {
    if (isUpstreamError(err, 'TokenExpired')) return { expired: true };
    if (isUpstreamError(err, 'TokenInvalid')) return { used: true };
    throw err;
  }
}

// Someone starting a sign-in on a shared computer is someone new (issue 36): what the person before
// left (their session, device token, unsaved recovery codes, the passkey field's challenge) goes, as
// a logout on a shared computer would forget it, and their upstream token ends. The e-mail stage and
// the badge stage (issue 38) both begin a sign-in.
import 'server-only';
import { logger } from '../logger';
import type { SetCookie } from '../session/seal';
import type { SessionData } from '../session/session';
import { logout } from '../upstream/auth';
import { cookiesGoneAt } from './cookies';

export async function forgetPersonBefore(sent: readonly { name: string }[], session: SessionData | null): Promise<SetCookie[]> {
  if (session)
    await logout({ token: session.token, tenantCode: session.tenantCode }).catch((err: unknown) => logger.warn({ err: String(err) }, 'upstream logout failed'));
  return cookiesGoneAt('logout', sent, { shared: true });
}

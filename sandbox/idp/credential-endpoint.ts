// POST /co/authenticate: Keycard's server sends the user's e-mail and password with its client
// credentials and the PKCE code_challenge, and gets a one-time login ticket (DESIGN §3).
import type { IncomingMessage } from 'node:http';
import { readCode } from '../../lib/badges/codes';
import {
  BADGE_REALM,
  CLIENT_USER_AGENT_HEADER,
  CREDENTIAL_REALM,
  CredentialRequest,
  FORWARDED_FOR_HEADER,
  PASS_AMR,
  PASS_REALM,
} from '../../lib/upstream/contract';
import type { SandboxConfig } from '../config';
import { safeEqual } from '../crypto-utils';
import { HttpError, json, readJson, type Reply } from '../http/replies';
import type { Store } from '../store';
import type { CredentialChecker } from './credential-check';
import type { LoginTickets } from './login-tickets';

interface Deps {
  config: SandboxConfig;
  store: Store;
  tickets: LoginTickets;
  checker: CredentialChecker;
}

function decodePart(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** HTTP Basic client authentication (RFC 6749 §2.3.1: id and secret are form-encoded first). */
export function authenticateClient(header: string | undefined, secrets: Record<string, string>): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const clientId = decodePart(decoded.slice(0, colon));
  const expected = Object.hasOwn(secrets, clientId) ? secrets[clientId] : undefined;
  return expected !== undefined && safeEqual(decodePart(decoded.slice(colon + 1)), expected) ? clientId : null;
}

function oauthError(status: number, error: string, description: string, headers?: Record<string, string>): Reply {
  return json(status, { error, error_description: description }, headers);
}

export function createCredentialEndpoint({ config, store, tickets, checker }: Deps) {
  return async (req: IncomingMessage): Promise<Reply> => {
    const clientId = authenticateClient(req.headers.authorization, config.clientSecrets);
    if (!clientId) {
      return oauthError(401, 'invalid_client', 'client authentication failed', { 'www-authenticate': 'Basic' });
    }
    let raw: unknown;
    try {
      raw = await readJson(req);
    } catch (err) {
      if (err instanceof HttpError && err.status !== 400) throw err;
      return oauthError(400, 'invalid_request', 'body is not valid JSON');
    }
    const parsed = CredentialRequest.safeParse(raw);
    if (!parsed.success) return oauthError(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'invalid body');
    const body = parsed.data;
    if (body.client_id !== clientId) return oauthError(401, 'invalid_client', 'client_id does not match the credentials');
    if (body.realm !== CREDENTIAL_REALM && body.realm !== BADGE_REALM && body.realm !== PASS_REALM) return oauthError(400, 'invalid_request', 'unknown realm');
    const tenant = store.findTenantByClientId(clientId);
    if (!tenant) return oauthError(401, 'invalid_client', 'unknown client');
    if (body.realm === BADGE_REALM) {
      const badge = await badgeSignIn(store, tenant.tenant.code, body.username, body.password);
      if ('reply' in badge) return badge.reply;
      return json(200, { login_ticket: tickets.issue({ clientId, userUuid: badge.userUuid, codeChallenge: body.code_challenge, amr: ['pin'] }) });
    }

    // Trusted only because the caller authenticated as a client: throttling is per user, not per Keycard.
    const forwarded = req.headers[FORWARDED_FOR_HEADER];
    const ip = (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim()) || req.socket.remoteAddress || 'unknown';

    const agent = req.headers[CLIENT_USER_AGENT_HEADER];
    const userAgent = typeof agent === 'string' ? agent : undefined;
    const input = { tenantCode: tenant.tenant.code, email: body.username, password: body.password, ip, userAgent };
    const outcome = body.realm === PASS_REALM ? await checker.checkPass(input) : await checker.check(input);
    if (!outcome.ok) return oauthError(outcome.status, outcome.error, outcome.error_description);
    // How the user proved who they are (RFC 8176's names), in the ID token's `amr`: the upstream tells a pass's sign-in by it.
    const amr = body.realm === PASS_REALM ? [PASS_AMR] : ['pwd'];
    const loginTicket = tickets.issue({ clientId, userUuid: outcome.user.uuid, codeChallenge: body.code_challenge, amr });
    return json(200, { login_ticket: loginTicket });
  };
}

/**
 * Issue 38: a badge code and its PIN. Counted per badge (BadgeService), never per address; a disabled
 * account is refused as a password's is (too_many_attempts without a wait: Keycard's account-disabled page).
 */
async function badgeSignIn(store: Store, tenantCode: string, username: string, pin: string): Promise<{ userUuid: string } | { reply: Reply }> {
  const code = readCode('badge', username);
  const checked = code ? await store.badges.check(tenantCode, code, pin) : ({ ok: false, error: 'unknown_badge' } as const);
  if (!checked.ok) {
    const { error } = checked;
    if (error === 'invalid_grant') return { reply: json(401, { error, error_description: 'Wrong PIN.', attempts_left: checked.attemptsLeft }) };
    if (error === 'too_many_attempts') {
      const wait = { retry_after: checked.retryAfter, attempts_left: checked.attemptsLeft };
      return { reply: json(429, { error, error_description: 'Too many wrong PINs: wait.', ...wait }) };
    }
    if (error === 'unknown_badge') return { reply: oauthError(401, 'invalid_grant', 'Unknown badge.') };
    return { reply: oauthError(error === 'badge_revoked' ? 403 : 409, error, error) };
  }
  const user = store.users.get(checked.userUuid);
  if (!user || user.tenantCode !== tenantCode || user.pendingActivation) return { reply: oauthError(401, 'invalid_grant', 'Unknown badge.') };
  if (user.disabled) return { reply: oauthError(429, 'too_many_attempts', 'Your account has been blocked.') };
  return { userUuid: user.uuid };
}

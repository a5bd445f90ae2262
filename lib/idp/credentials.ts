// The IdP's credential endpoint (DESIGN §3): e-mail and password (or, issue 38, a badge code and its
// PIN) for a one-time login ticket bound to the transaction's PKCE challenge. Never retried: a resend
// would count as a second failed attempt.
import 'server-only';
import { request } from 'undici';
import type { z } from 'zod';
import { timedIdp } from '../http/timing';
import {
  BADGE_REALM,
  CLIENT_USER_AGENT_HEADER,
  CREDENTIAL_REALM,
  CredentialError,
  CredentialResponse,
  FORWARDED_FOR_HEADER,
  PASS_REALM,
  TRACE_TOKEN_HEADER,
  USER_AGENT_MAX,
} from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';
import { logger } from '../logger';
import { clientSecretFor } from './client';

/** Issue 38: a temporary pass that was the account's, and why it no longer works. */
export type PassRefusal = 'pass-used' | 'pass-expired' | 'pass-revoked';

export type CredentialOutcome = { ok: true; loginTicket: string } | { ok: false; reason: 'account-disabled' | 'invalid-credentials' | 'network' | PassRefusal };

/** `userAgent`: the browser's, so the account's activity shows a refused attempt's device (issue 40). */
type Attempt = { codeChallenge: string; clientIp?: string; userAgent?: string; traceToken: string };
/** `pass`: the secret is a temporary pass (issue 38), not the password. */
export type CredentialInput = Attempt & { email: string; password: string; pass?: boolean };
export type BadgeInput = Attempt & { badgeCode: string; pin: string };

/** SPEC §8: these IdP errors mean the account is disabled; no response is the network message. */
const DISABLED_ERRORS = new Set(['too_many_attempts', 'password_leaked']);

/** What the endpoint answered: a ticket, a refusal's status and body, or nothing (the network message). */
type Answer = { ticket: string } | { status: number; error: z.infer<typeof CredentialError> | undefined } | 'network';

async function post(tenant: Tenant, body: { username: string; password: string; realm: string }, attempt: Attempt, timeoutMs: number): Promise<Answer> {
  let secret: string;
  try {
    secret = clientSecretFor(tenant.clientId);
  } catch (err) {
    // A configuration fault, not the user's: they are told the servers cannot be reached.
    logger.error({ err: String(err) }, 'no client secret for this tenant');
    return 'network';
  }
  const basic = Buffer.from(`${encodeURIComponent(tenant.clientId)}:${encodeURIComponent(secret)}`).toString('base64');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: `Basic ${basic}`,
    [TRACE_TOKEN_HEADER]: attempt.traceToken,
  };
  if (attempt.clientIp) headers[FORWARDED_FOR_HEADER] = attempt.clientIp;
  if (attempt.userAgent) headers[CLIENT_USER_AGENT_HEADER] = attempt.userAgent.slice(0, USER_AGENT_MAX);
  let status: number;
  let json: unknown;
  try {
    const res = await timedIdp('co/authenticate', (traceHeaders) =>
      request(new URL('co/authenticate', withSlash(tenant.issuer)), {
        method: 'POST',
        headers: { ...headers, ...traceHeaders },
        body: JSON.stringify({ client_id: tenant.clientId, ...body, code_challenge: attempt.codeChallenge, code_challenge_method: 'S256' }),
        signal: AbortSignal.timeout(timeoutMs),
      }).then(async (res) => ({ statusCode: res.statusCode, json: await res.body.json().catch(() => undefined) })),
    );
    status = res.statusCode;
    json = res.json;
  } catch {
    return 'network';
  }
  if (status === 200) {
    const ok = CredentialResponse.safeParse(json);
    return ok.success ? { ticket: ok.data.login_ticket } : { status: 502, error: undefined };
  }
  const err = CredentialError.safeParse(json);
  // SPEC §8 counts a request_error as a network error: the IdP could not be reached behind its front.
  if ((err.success && err.data.error === 'request_error') || (status >= 502 && status <= 504)) return 'network';
  return { status, error: err.success ? err.data : undefined };
}

const PASS_REFUSALS: Record<string, PassRefusal> = { pass_used: 'pass-used', pass_expired: 'pass-expired', pass_revoked: 'pass-revoked' };

export async function submitCredentials(tenant: Tenant, input: CredentialInput, timeoutMs = 8000): Promise<CredentialOutcome> {
  const realm = input.pass ? PASS_REALM : CREDENTIAL_REALM;
  const answer = await post(tenant, { username: input.email, password: input.password, realm }, input, timeoutMs);
  if (answer === 'network') return { ok: false, reason: 'network' };
  if ('ticket' in answer) return { ok: true, loginTicket: answer.ticket };
  if (answer.error && DISABLED_ERRORS.has(answer.error.error)) return { ok: false, reason: 'account-disabled' };
  const spent = input.pass && answer.error ? PASS_REFUSALS[answer.error.error] : undefined;
  return { ok: false, reason: spent ?? 'invalid-credentials' };
}

/**
 * A badge's PIN refused (issue 38): wrong, with the tries left before a wait; a wait, with its length
 * and the tries left before the lock; locked until a manager unlocks it; revoked; no PIN chosen yet.
 */
export type BadgeRefusal =
  | { reason: 'wrong-pin'; attemptsLeft: number | undefined }
  | { reason: 'wait'; retryAfter: number; attemptsLeft: number | undefined }
  | { reason: 'locked' | 'revoked' | 'pin-not-set' | 'account-disabled' | 'network' };

export type BadgeOutcome = { ok: true; loginTicket: string } | ({ ok: false } & BadgeRefusal);

const BADGE_REFUSALS: Record<string, 'locked' | 'revoked' | 'pin-not-set'> = { badge_locked: 'locked', badge_revoked: 'revoked', pin_not_set: 'pin-not-set' };

export async function submitBadge(tenant: Tenant, input: BadgeInput, timeoutMs = 8000): Promise<BadgeOutcome> {
  const answer = await post(tenant, { username: input.badgeCode, password: input.pin, realm: BADGE_REALM }, input, timeoutMs);
  if (answer === 'network') return { ok: false, reason: 'network' };
  if ('ticket' in answer) return { ok: true, loginTicket: answer.ticket };
  const error = answer.error;
  const known = error ? BADGE_REFUSALS[error.error] : undefined;
  if (known) return { ok: false, reason: known };
  // The badge's wait carries its length; the account's own lock (a disabled account) does not.
  if (error?.error === 'too_many_attempts')
    return error.retry_after === undefined
      ? { ok: false, reason: 'account-disabled' }
      : { ok: false, reason: 'wait', retryAfter: error.retry_after, attemptsLeft: error.attempts_left };
  return { ok: false, reason: 'wrong-pin', attemptsLeft: error?.attempts_left };
}

function withSlash(u: string): string {
  return u.endsWith('/') ? u : `${u}/`;
}

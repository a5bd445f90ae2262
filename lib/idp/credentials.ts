// The IdP's credential endpoint (DESIGN §3): e-mail and password for a one-time login ticket bound to
// the transaction's PKCE challenge. Never retried: a resend would count as a second failed attempt.
import 'server-only';
import { request } from 'undici';
import { timedIdp } from '../http/timing';
import { CREDENTIAL_REALM, CredentialError, CredentialResponse, FORWARDED_FOR_HEADER, TRACE_TOKEN_HEADER } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';
import { logger } from '../logger';
import { clientSecretFor } from './client';

export type CredentialOutcome = { ok: true; loginTicket: string } | { ok: false; reason: 'account-disabled' | 'invalid-credentials' | 'network' };

export type CredentialInput = { email: string; password: string; codeChallenge: string; clientIp?: string; traceToken: string };

/** SPEC §8: these IdP errors mean the account is disabled; no response is the network message. */
const DISABLED_ERRORS = new Set(['too_many_attempts', 'password_leaked']);

export async function submitCredentials(tenant: Tenant, input: CredentialInput, timeoutMs = 8000): Promise<CredentialOutcome> {
  let secret: string;
  try {
    secret = clientSecretFor(tenant.clientId);
  } catch (err) {
    // A configuration fault, not the user's: they are told the servers cannot be reached.
    logger.error({ err: String(err) }, 'no client secret for this tenant');
    return { ok: false, reason: 'network' };
  }
  const basic = Buffer.from(`${encodeURIComponent(tenant.clientId)}:${encodeURIComponent(secret)}`).toString('base64');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: `Basic ${basic}`,
    [TRACE_TOKEN_HEADER]: input.traceToken,
  };
  if (input.clientIp) headers[FORWARDED_FOR_HEADER] = input.clientIp;
  let status: number;
  let body: unknown;
  try {
    const res = await timedIdp('co/authenticate', (traceHeaders) =>
      request(new URL('co/authenticate', withSlash(tenant.issuer)), {
        method: 'POST',
        headers: { ...headers, ...traceHeaders },
        body: JSON.stringify({
          client_id: tenant.clientId,
          username: input.email,
          password: input.password,
          realm: CREDENTIAL_REALM,
          code_challenge: input.codeChallenge,
          code_challenge_method: 'S256',
        }),
        signal: AbortSignal.timeout(timeoutMs),
      }).then(async (res) => ({ statusCode: res.statusCode, json: await res.body.json().catch(() => undefined) })),
    );
    status = res.statusCode;
    body = res.json;
  } catch {
    return { ok: false, reason: 'network' };
  }
  if (status === 200) {
    const ok = CredentialResponse.safeParse(body);
    return ok.success ? { ok: true, loginTicket: ok.data.login_ticket } : { ok: false, reason: 'invalid-credentials' };
  }
  const err = CredentialError.safeParse(body);
  if (err.success && DISABLED_ERRORS.has(err.data.error)) return { ok: false, reason: 'account-disabled' };
  // SPEC §8 counts a request_error as a network error: the IdP could not be reached behind its front.
  if (err.success && err.data.error === 'request_error') return { ok: false, reason: 'network' };
  if (status >= 502 && status <= 504) return { ok: false, reason: 'network' };
  return { ok: false, reason: 'invalid-credentials' };
}

function withSlash(u: string): string {
  return u.endsWith('/') ? u : `${u}/`;
}

// The signed-in session (DESIGN §6): the upstream token, a small identity snapshot and the flow's
// session fields, sealed in `__Host-session`. Kept small: iron-session refuses over 4 KB. A session
// opens only on the tenant that created it.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { carry, flowSchema, sheddableFields, type Flow } from '../flows/flow-state';
import { logger } from '../logger';
import { getRequestContext } from '../request-context';
import { UserIdentity, type AuthState } from '../upstream/contract';
import type { Identity } from '../upstream/auth';
import { COOKIE, MAX_AGE, isPartnerCrossSite } from '../sign-in/cookies';
import { sealedCookie, type SetCookie } from './seal';

/**
 * What the session keeps of the upstream's identity: all of it but the secrets and the passkey list
 * (whether there are any). The person's name (issue 41) only while a temporary pass's set-up needs it
 * for the new password's estimate (namesWhileSettingUp), and shed first when the cookie is full.
 */
export const IdentitySnapshot = UserIdentity.omit({ token: true, passkeys: true, identityToken: true }).extend({ hasPasskeys: z.boolean() });

export const SessionData = z.object({
  v: z.literal(2),
  token: z.string(),
  tenantCode: z.string(),
  identity: IdentitySnapshot,
  flow: flowSchema('session'),
  passwordWarningSkipped: z.literal(true).optional(),
  /**
   * Issue 24: this password sign-in is offered a passkey (/passkey-upgrade) before it goes back to the
   * calling application; dropped as the user leaves that page, whatever they chose.
   */
  passkeyUpgrade: z.literal(true).optional(),
  /**
   * Issue 25: when this sign-in last presented a credential (ms): the IdP's auth_time (a silent
   * sign-in's is its original login's), a passkey's moment, absent for a sign-in that presented none
   * here (a partner's). The security page changes nothing without a recent one.
   */
  authAt: z.number().optional(),
  /** Issue 25: when this sign-in last proved its second factor itself (a code, the partner app, a recovery code), not by a device token. */
  mfaAt: z.number().optional(),
  /** Issue 26: this sign-in was made on a shared computer (SHARED_SESSION_MS bounds what it serves). */
  sharedComputer: z.literal(true).optional(),
  /**
   * Issue 26: on a shared computer, this sign-in went back to its application. Whoever asks next is
   * someone's new sign-in: the session serves only its logout.
   */
  handedOver: z.literal(true).optional(),
  /** Issue 38: a temporary pass's set-up has registered its second factor (its password may still be refused). */
  setUpFactor: z.literal(true).optional(),
  createdAt: z.number(),
  /**
   * Issue 36: this sign-in's own id: what it alone may see (new recovery codes) is bound to it, so a
   * later sign-in of the same user at the same browser does not find it.
   */
  sid: z.string().min(1).max(32).optional(),
});
export type SessionData = z.infer<typeof SessionData>;

export function snapshotOf(identity: Identity): SessionData['identity'] {
  const { token: _token, passkeys, identityToken: _identityToken, ...rest } = identity;
  return namesWhileSettingUp({ ...rest, hasPasskeys: passkeys.length > 0 });
}

/**
 * The identity with the person's name only while its state asks for a temporary pass's set-up, whose
 * new password must not be built on it: nowhere else is it needed, and a session cookie has 4 KB.
 */
const SET_UP_STATE = 'SIGN_IN_SET_UP_REQUIRED' satisfies AuthState;

export function namesWhileSettingUp(identity: SessionData['identity']): SessionData['identity'] {
  if (identity.state === SET_UP_STATE) return identity;
  const { firstName: _first, lastName: _last, ...rest } = identity;
  return rest;
}

/** A new session for a freshly authenticated identity, with the flow it was started with. */
export function newSession(
  identity: Identity,
  tenantCode: string,
  flow: Flow,
  o: { passkeyUpgrade?: boolean; authAt?: number; sharedComputer?: boolean } = {},
): SessionData {
  const session: SessionData = {
    v: 2,
    token: identity.token,
    tenantCode,
    identity: snapshotOf(identity),
    flow: carry(flow, 'session'),
    createdAt: Date.now(),
    sid: randomBytes(12).toString('base64url'),
  };
  if (o.authAt !== undefined) session.authAt = o.authAt;
  if (o.sharedComputer) session.sharedComputer = true;
  return o.passkeyUpgrade ? { ...session, passkeyUpgrade: true } : session;
}

const cookie = sealedCookie('session', SessionData);

/**
 * Seconds a session has left: 30 days from its sign-in (DESIGN §6), however often it was sealed again
 * since (each seal would otherwise start a new 30 days). Never more than its lifetime, so a clock that
 * stood in the future when it was sealed does not lengthen it.
 */
export function sessionSecondsLeft(session: Pick<SessionData, 'createdAt'>, now = Date.now()): number {
  const left = Math.floor((session.createdAt + MAX_AGE.session * 1000 - now) / 1000);
  return Math.min(MAX_AGE.session, left);
}

/**
 * Issue 26: a sign-in on a shared computer serves the person at it for this long at most; after it,
 * or once it went back to its application, whoever uses the browser next is someone new.
 */
export const SHARED_SESSION_MS = 15 * 60 * 1000;

/** Whether a shared computer's session is done serving anyone but its own logout. */
export function isSpent(session: Pick<SessionData, 'sharedComputer' | 'handedOver' | 'createdAt'>, now = Date.now()): boolean {
  return session.handedOver === true || (session.sharedComputer === true && now - session.createdAt > SHARED_SESSION_MS);
}

/**
 * The session sealed in `value`, if it belongs to this tenant and its 30 days since sign-in are not
 * over. A shared computer's spent session (`isSpent`) is no one's, but for `spent: 'include'`: the
 * logout that ends it, and /authorize, which ends it for whoever asks next.
 */
export async function openSession(value: string | undefined, tenantCode: string | undefined, o: { spent?: 'include' } = {}): Promise<SessionData | null> {
  const session = await cookie.read(value);
  if (!session || tenantCode === undefined || session.tenantCode !== tenantCode) return null;
  if (sessionSecondsLeft(session) <= 0) return null;
  return o.spent === 'include' || !isSpent(session) ? session : null;
}

/** Browsers drop a cookie whose name, value and attributes pass 4096 bytes. */
export const COOKIE_BUDGET = 4096;
const ATTRIBUTES_ALLOWANCE = 80; // "; Max-Age=2592000; Path=/; Secure; HttpOnly; SameSite=None"

/** What may be shed, least needed first (FLOW_FIELDS ranks them), after the person's name, when an extreme session would not fit in one cookie. */
const SHEDDABLE = sheddableFields();

const fits = (c: SetCookie) => COOKIE.session.length + 1 + c.value.length + ATTRIBUTES_ALLOWANCE <= COOKIE_BUDGET;

export async function sessionCookie(data: SessionData): Promise<SetCookie> {
  // SPEC §6: a partner user's session must survive the partner app's cross-site return.
  const partnerCrossSite = isPartnerCrossSite(data.identity.partnerCode, data.flow.purpose);
  // A session sealed again keeps the life it has left: the browser drops it when openSession would.
  const opts = { partnerCrossSite, maxAge: Math.max(0, sessionSecondsLeft(data)) };
  let current: SessionData = data;
  let sealed = await cookie.write(current, opts);
  if (!fits(sealed) && (current.identity.firstName || current.identity.lastName)) {
    // The name is only a hint to the strength estimate: the least needed of all.
    const { firstName: _first, lastName: _last, ...identity } = current.identity;
    current = { ...current, identity };
    sealed = await cookie.write(current, opts);
  }
  for (const field of SHEDDABLE) {
    if (fits(sealed)) break;
    if (current.flow[field] === undefined) continue;
    current = { ...current, flow: { ...current.flow, [field]: undefined } };
    sealed = await cookie.write(current, opts);
  }
  // The browser would drop it and the user land on Root: at least the operator will know why.
  if (!fits(sealed)) logger.error({ bytes: sealed.value.length }, 'session cookie over 4 KB even after shedding stored URIs');
  return sealed;
}

export const clearSessionCookie = cookie.clear;

/** The session of the current request on this tenant, for pages and route handlers alike. */
export const getSession = cache(async (): Promise<SessionData | null> => {
  const [jar, { tenant }] = await Promise.all([cookies(), getRequestContext()]);
  return openSession(jar.get(COOKIE.session)?.value, tenant?.code);
});

// Fresh sandbox accounts per test, and the sandbox outbox: journeys follow the real e-mail links.
import { expect } from '@playwright/test';
import { request } from 'undici';
import { newChallenge, SoftAuthenticator } from '../support/soft-authenticator';

const API = 'http://127.0.0.1:4100';

async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const res = await request(`${API}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.body.text();
  if (res.statusCode >= 300) throw new Error(`${method} ${path} → ${res.statusCode} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A unique e-mail on the seaside tenant, so parallel tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@seaside.test`;
}

/**
 * A unique Australian mobile from the range reserved for fiction (0491 57x xxx), away from the
 * sandbox's magic numbers (…570…) and look-mfa's fixed …579…: seaside allows 5 sends an hour to one
 * destination prefix (a thousand-number block, issue 26), so each worker takes the blocks in turn
 * rather than at random, and the e2e run's registrations never pile up in one.
 */
let block = Math.floor(Math.random() * 8);
export function uniquePhone(): string {
  block = (block % 8) + 1;
  return `+6149157${block}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

export type NewUser = {
  pendingActivation?: boolean;
  /** Days left to skip MFA setup (0: required). */
  mfaRequiredByRemainingInDays?: number;
  /** A registered device: `totp` gets a new secret (returned by createMfaUser). */
  mfaDevice?: { deliveryType: 'totp' } | { deliveryType: 'sms' | 'voice'; phone: string } | { deliveryType: 'mobile-app' };
  /** Seconds before a code may be sent again (default 30). */
  resendSeconds?: number;
  state?: string;
  passwordExpiryInDays?: number;
  passwordChangeWarningInDays?: number;
  emailVerificationRequired?: boolean;
  passwordHistory?: string[];
  partnerCode?: string;
  provider?: 'auth0' | 'authx';
  /** Another tenant's user (seaside by default). */
  tenantCode?: string;
};

export async function createUser(prefix: string, user: NewUser = {}): Promise<string> {
  const email = uniqueEmail(prefix);
  await call('POST', '/__users', { email, tenantCode: 'seaside', ...user });
  return email;
}

/** Issue 38: a user with a badge (its code, grouped), its PIN given or none yet (chosen at first use). */
export async function createBadgeUser(prefix: string, pin: string | null, user: NewUser = {}): Promise<{ email: string; badgeCode: string }> {
  const email = uniqueEmail(prefix);
  // A first name of its own: the PIN page greets it (the e-mail's local part would be random).
  const made = (await call('POST', '/__users', { email, tenantCode: 'seaside', badge: { pin }, firstName: 'Jo', ...user })) as { badgeCode: string };
  return { email, badgeCode: made.badgeCode };
}

/** Issue 38: a user with a temporary pass (its code, grouped): good for `hours` (negative: expired), once unless `reusable`. */
export async function createPassUser(
  prefix: string,
  pass: { hours?: number; reusable?: boolean } = {},
  user: NewUser = {},
): Promise<{ email: string; pass: string }> {
  const email = uniqueEmail(prefix);
  const made = (await call('POST', '/__users', { email, tenantCode: 'seaside', temporaryPass: pass, ...user })) as { temporaryPass: string };
  return { email, pass: made.temporaryPass };
}

/** A user with MFA: its e-mail and, for an app device, the secret the test computes codes from. */
export async function createMfaUser(prefix: string, user: NewUser, tenantCode = 'seaside'): Promise<{ email: string; totpSecret?: string }> {
  const email = uniqueEmail(prefix);
  const { totpSecret } = (await call('POST', '/__users', { email, tenantCode, ...user })) as { totpSecret?: string };
  return { email, totpSecret };
}

type Message = { id: string; kind: string; text: string };

/** The 6-digit code in the newest text message or voice call to a number (E.164), after `after`. */
export async function latestCode(phone: string, after: string[] = []): Promise<{ id: string; kind: string; code: string }> {
  let found: Message | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await call('GET', `/outbox.json?to=${encodeURIComponent(phone)}`)) as { messages: Message[] };
      found = messages.find((m) => (m.kind === 'sms' || m.kind === 'voice') && !after.includes(m.id));
      return found !== undefined;
    })
    .toBe(true);
  const digits = found!.kind === 'voice' ? /code is: ([\d, ]+)\./.exec(found!.text)?.[1]?.replace(/\D/g, '') : /\b(\d{6})\b/.exec(found!.text)?.[1];
  return { id: found!.id, kind: found!.kind, code: digits ?? '' };
}

export async function invite(prefix: string, redirectUri?: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await call('POST', '/__invitations', { email, tenantCode: 'seaside', ...(redirectUri ? { redirectUri } : {}) });
  return email;
}

export async function expireTokens(email: string): Promise<void> {
  await call('POST', '/__tokens/expire', { email });
}

type Mail = { id: string; to: string; kind: string; subject: string; text: string; links: string[] };

/** The newest e-mail of a kind to an address, waiting for it to arrive; `after` skips older ones. */
export async function latestMail(to: string, kind: string, after: string[] = []): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await call('GET', `/outbox.json?to=${encodeURIComponent(to)}`)) as { messages: Mail[] };
      found = messages.find((m) => m.kind === kind && !after.includes(m.id));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export async function mailIds(to: string): Promise<string[]> {
  return (await mailsOf(to)).map((m) => m.id);
}

/** Every e-mail to an address, newest first. */
export async function mailsOf(to: string): Promise<Mail[]> {
  const { messages } = (await call('GET', `/outbox.json?to=${encodeURIComponent(to)}`)) as { messages: Mail[] };
  return messages;
}

/** The recipients of the texts and calls the sandbox put through to its premium-rate range (issue 26), newest first. */
export async function premiumRecipients(): Promise<string[]> {
  const { messages } = (await call('GET', '/outbox.json')) as { messages: { to: string; premium?: true }[] };
  return messages.filter((m) => m.premium).map((m) => m.to);
}

export const NEW_PASSWORD = 'Sea-Breeze-Morning-2026';

/** Test support: a passkey the upstream deletes (the browser still holds it). */
export async function deletePasskey(credentialId: string): Promise<void> {
  await call('DELETE', `/__passkeys/${encodeURIComponent(credentialId)}`);
}

type AppRequest = { challengeId: string; flow: string; step: string; choices: number[]; pairingCode: string | null };

/** The partner app, played through the sandbox's test endpoints (the `/device` page does the same for people). */
export const partnerApp = {
  /** The request the user's app shows now (waits for one to arrive). */
  async request(email: string, step?: 'waitingForConnection' | 'numberChallenge'): Promise<AppRequest> {
    let found: AppRequest | undefined;
    await expect
      .poll(async () => {
        const res = await request(`${API}/__device?email=${encodeURIComponent(email)}`);
        found = res.statusCode === 200 ? ((await res.body.json()) as AppRequest) : (await res.body.dump(), undefined);
        return found !== undefined && (step === undefined || found.step === step);
      })
      .toBe(true);
    return found!;
  },
  /** Whether the user's app has nothing to show (no pairing, no request). */
  async none(email: string): Promise<boolean> {
    const res = await request(`${API}/__device?email=${encodeURIComponent(email)}`);
    await res.body.dump();
    return res.statusCode === 404;
  },
  pair: (pairingCode: string) => call('POST', '/__device/pair', { pairingCode }),
  answer: (email: string, number: number) => call('POST', '/__device/answer', { email, number }),
  reject: (email: string) => call('POST', '/__device/reject', { email }),
  back: (email: string) => call('POST', '/__device/back', { email }),
  timeOut: (email: string) => call('POST', '/__device/time-out', { email }),
};

/** A partner's single sign-on token for one of its users (single use, 60 s), as the partner's app holds it. */
export async function ssoToken(email: string, partnerCode = 'channelhub', tenantCode = 'seaside'): Promise<string> {
  return ((await call('POST', `/__partners/${partnerCode}/sso-tokens`, { email, tenantCode })) as { token: string }).token;
}

/** The next request(s) to an upstream path fail (the sandbox's fault injection). */
export async function failNext(path: string, fault: { method?: string; status?: number; count?: number }): Promise<void> {
  await call('POST', '/__faults', { path, ...fault });
}

/** The ids of the passkeys the upstream holds for a user (read through a session of the test's own). */
export async function passkeysOf(email: string, tenantCode = 'seaside'): Promise<string[]> {
  const { data } = (await call('POST', '/__sessions', { email, tenantCode })) as { data: { passkeys: { id: string }[] } };
  return data.passkeys.map((p) => p.id);
}

/** Spends one of a user's recovery codes through the upstream directly, as a sign-in elsewhere would. */
export async function spendRecoveryCode(email: string, code: string, tenantCode = 'seaside'): Promise<number> {
  const { data } = (await call('POST', '/__sessions', { email, tenantCode })) as { data: { token: string } };
  const spent = (await call('POST', '/mfa/recovery-codes/verify', { token: data.token, code: code.replace('-', '') })) as { data: { remaining: number } };
  return spent.data.remaining;
}

/** Every sign-in of a user presented its credential `minutes` ago (issue 25: the security page then asks for a fresh one). */
export async function ageSignIns(email: string, minutes: number, tenantCode = 'seaside'): Promise<void> {
  await call('POST', '/__sessions/age', { email, tenantCode, minutes });
}

/** The subjects of the security notices the user was sent (issue 25), newest first. */
export async function securityNotices(email: string): Promise<string[]> {
  const { messages } = (await call('GET', `/outbox.json?to=${encodeURIComponent(email)}`)) as { messages: { kind: string; subject: string }[] };
  return messages.filter((m) => m.kind === 'security').map((m) => m.subject);
}

/** A passkey made for a user straight through the upstream (a software authenticator), for pages tested without JavaScript. Answers its id. */
export async function addPasskeyFor(email: string, origin: string, rpId = new URL(origin).hostname, tenantCode = 'seaside'): Promise<string> {
  const { data } = (await call('POST', '/__sessions', { email, tenantCode })) as { data: { token: string } };
  const authenticator = new SoftAuthenticator();
  const expected = { expectedChallenge: newChallenge(), expectedOrigin: origin, expectedRpId: rpId };
  const response = authenticator.register({ challenge: expected.expectedChallenge, origin, rpId });
  await call('POST', '/passkey', { token: data.token, response, ...expected });
  return authenticator.id;
}

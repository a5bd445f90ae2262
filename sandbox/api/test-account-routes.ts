// Test-only (SANDBOX_FAULT_INJECTION=1): a fresh user or invitation per test, so tests that change
// passwords or spend tokens never disturb each other or the seed; and expiring a user's links now.
import { randomUUID } from 'node:crypto';
import { newCode } from '../../lib/badges/codes';
import { z } from 'zod';
import { AUTH_STATES, E164, PASSWORD_HISTORY, PHONE_DELIVERY, SignInClient } from '../../lib/upstream/contract';
import { HttpError, json, noContent, parseBody } from '../http/replies';
import { primaryTarget, sendActivationMail, sendInvitationMail } from '../lifecycle/account-mail';
import { newTotpSecret } from '../mfa/totp';
import { ordinaryUser, SEED_PASSWORD, type SeedMfaDevice, type SeedTenant } from '../seed';
import type { Store } from '../store';
import { openSession } from './authenticate';
import type { ApiDeps, ApiRouter } from './types';

const TestUser = z.object({
  email: z.email(),
  tenantCode: z.string().min(1),
  password: z.string().min(1).optional(),
  pendingActivation: z.boolean().optional(),
  state: z.enum(AUTH_STATES).optional(),
  passwordExpiryInDays: z.number().int().min(0).optional(),
  passwordChangeWarningInDays: z.number().int().min(0).optional(),
  emailVerificationRequired: z.boolean().optional(),
  /** Earlier passwords in plain text, newest first; the current password goes in front of them. */
  passwordHistory: z.array(z.string().min(1)).max(PASSWORD_HISTORY).optional(),
  /** Days left to skip MFA setup (0: required); overrides what `state` implies. */
  mfaRequiredByRemainingInDays: z.number().int().min(0).nullable().optional(),
  /** A registered primary device: `totp` gets a new secret (answered), a phone the number given. */
  mfaDevice: z
    .discriminatedUnion('deliveryType', [
      z.object({ deliveryType: z.literal('totp') }),
      z.object({ deliveryType: z.enum(PHONE_DELIVERY), phone: E164 }),
      z.object({ deliveryType: z.literal('mobile-app') }),
    ])
    .optional(),
  /** A partner's user (SPEC §6: the partner code in the token), and how they sign in (SPEC §3 identity providers). */
  partnerCode: z.string().min(1).max(40).optional(),
  provider: z.enum(['auth0', 'authx']).optional(),
  /** Seconds between two code sends for this user (the countdown), instead of the default 30. */
  resendSeconds: z.number().int().min(0).max(600).optional(),
  /** Issue 38: a new badge (its code answered), with this PIN or none yet (chosen at first use). */
  badge: z
    .object({
      pin: z
        .string()
        .regex(/^[0-9]{6,8}$/)
        .nullable(),
    })
    .optional(),
  /** Issue 38, 39: where the person works, and the properties they manage. */
  property: z.string().min(1).max(40).optional(),
  manages: z.array(z.string().min(1).max(40)).max(20).optional(),
  firstName: z.string().min(1).max(64).nullable().optional(),
  /** Issue 39: a family name, a manager's rank, an account locked until a manager unlocks it. */
  lastName: z.string().min(1).max(64).nullable().optional(),
  rank: z.number().int().min(0).max(9).optional(),
  locked: z.boolean().optional(),
  /** Issue 38: a temporary pass (its code answered): good for `hours` (negative: expired already), once unless `reusable`. */
  temporaryPass: z.object({ hours: z.number().int().min(-24).max(720).optional(), reusable: z.boolean().optional() }).optional(),
});

const TestSession = z.object({
  email: z.email(),
  tenantCode: z.string().min(1),
  userDeviceToken: z.string().min(1).optional(),
  temporaryMfaSetup: z.boolean().optional(),
  /** When the credential was presented (ms): an older sign-in for issue 25's recent-sign-in rule; now by default. */
  authenticatedAt: z.number().int().min(0).optional(),
  /** Issue 38: a temporary pass's sign-in (its set-up pending). */
  temporaryPass: z.boolean().optional(),
  /** Issue 40: the browser it came from. */
  client: SignInClient.optional(),
});

const AgeSessions = z.object({
  email: z.email(),
  tenantCode: z.string().min(1),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24),
});
const TestInvitation = z.object({ email: z.email(), tenantCode: z.string().min(1), redirectUri: z.url().optional() });
const ExpireTokens = z.object({ email: z.string().trim().min(1) });

/** Days left on the MFA grace period that the seed gives users in the same state. */
const MFA_DAYS: Partial<Record<(typeof AUTH_STATES)[number], number>> = {
  MFA_REGISTRATION_RECOMMENDED: 10,
  MFA_REGISTRATION_REQUIRED: 0,
};

function requireNewAccount(store: Store, tenantCode: string, email: string): SeedTenant {
  const tenant = store.findTenant(tenantCode);
  if (!tenant) throw new HttpError(404, 'TenantNotFound');
  if (store.findUserByEmail(tenant.tenant.code, email)) throw new HttpError(409, 'UserExists');
  return tenant;
}

export function registerTestAccountRoutes(router: ApiRouter, { store }: ApiDeps): void {
  router.post('/__users', async ({ body }) => {
    const request = parseBody(TestUser, body);
    const tenant = requireNewAccount(store, request.tenantCode, request.email);
    // No state is stored: PASSWORD_EXPIRED is a password whose days have run out, the MFA states
    // follow from the grace days and the registered device.
    const expired = request.state === 'PASSWORD_EXPIRED';
    // The device asked for (verification implies an app); an app gets a new secret.
    const wanted = request.mfaDevice ?? (request.state === 'MFA_VERIFICATION_REQUIRED' ? { deliveryType: 'totp' as const } : undefined);
    const mfaDevice: SeedMfaDevice | null = !wanted ? null : wanted.deliveryType === 'totp' ? { deliveryType: 'totp', totpSecret: newTotpSecret() } : wanted;
    const seed = ordinaryUser(store.config, randomUUID(), request.email, {
      tenantCode: tenant.tenant.code,
      mfaRequiredByRemainingInDays:
        request.mfaRequiredByRemainingInDays === undefined ? (MFA_DAYS[request.state ?? 'AUTHENTICATED'] ?? null) : request.mfaRequiredByRemainingInDays,
      mfaDevice,
      passwordExpiryInDays: expired ? -1 : (request.passwordExpiryInDays ?? 90),
      passwordChangeWarningInDays: request.passwordChangeWarningInDays ?? 7,
      emailVerificationRequired: request.emailVerificationRequired ?? false,
      pendingActivation: request.pendingActivation ?? false,
      previousPasswords: request.passwordHistory ?? [],
      partnerCode: request.partnerCode ?? null,
      type: request.partnerCode ? 'partner' : 'staff',
      provider: request.provider ?? 'auth0',
      property: request.property ?? null,
      manages: request.manages ?? [],
      rank: request.rank ?? 0,
      disabled: request.locked ?? false,
      ...(request.lastName === undefined ? {} : { lastName: request.lastName }),
      ...(request.firstName === undefined ? {} : { firstName: request.firstName }),
      ...(request.badge ? { badge: { code: newCode('badge'), pin: request.badge.pin } } : {}),
    });
    const user = await store.createUser(seed, request.password ?? SEED_PASSWORD, { resendSeconds: request.resendSeconds });
    const pass = request.temporaryPass
      ? store.passes.issue(user.uuid, { lifetimeMs: (request.temporaryPass.hours ?? 24) * 60 * 60 * 1000, reusable: request.temporaryPass.reusable ?? false })
          .pass
      : undefined;
    if (user.pendingActivation) sendActivationMail(store, user, primaryTarget(store, tenant));
    // The test computes the app's codes itself, as the user's phone would.
    return json(201, {
      uuid: user.uuid,
      email: user.email,
      totpSecret: mfaDevice?.deliveryType === 'totp' ? mfaDevice.totpSecret : undefined,
      badgeCode: seed.badge?.code,
      temporaryPass: pass,
    });
  });

  // An upstream token as POST /authenticate would answer it, without the IdP round trip: for the
  // integration tests of the endpoints that take a signed-in user's token.
  router.post('/__sessions', ({ body }) => {
    const request = parseBody(TestSession, body);
    const user = store.findUserByEmail(request.tenantCode, request.email);
    if (!user) throw new HttpError(404, 'UserNotFound');
    return json(200, { data: openSession(store, user, { ...request, authenticatedAt: request.authenticatedAt ?? store.now(), method: 'password' }) });
  });

  // Issue 25: every sign-in of a user presented its credential `minutes` ago, as if the user had been
  // away: the security page's changes then ask for a fresh sign-in.
  router.post('/__sessions/age', ({ body }) => {
    const request = parseBody(AgeSessions, body);
    const user = store.findUserByEmail(request.tenantCode, request.email);
    if (!user) throw new HttpError(404, 'UserNotFound');
    const at = store.now() - request.minutes * 60_000;
    for (const grant of store.upstreamTokens.values()) if (grant.userUuid === user.uuid) grant.authenticatedAt = Math.min(grant.authenticatedAt, at);
    return json(200, { ok: true });
  });

  router.post('/__invitations', ({ body }) => {
    const request = parseBody(TestInvitation, body);
    const tenant = requireNewAccount(store, request.tenantCode, request.email);
    sendInvitationMail(store, request, primaryTarget(store, tenant));
    return json(201, { email: request.email.toLowerCase() });
  });

  router.post('/__tokens/expire', ({ body }) => {
    store.accountTokens.expireAll(parseBody(ExpireTokens, body).email);
    return noContent();
  });
}

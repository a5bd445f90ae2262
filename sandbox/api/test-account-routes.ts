// Test-only (SANDBOX_FAULT_INJECTION=1): a fresh user or invitation per test, so tests that change
// passwords or spend tokens never disturb each other or the seed; and expiring a user's links now.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AUTH_STATES, PASSWORD_HISTORY } from '../../lib/upstream/contract';
import { HttpError, json, noContent, parseWith } from '../http/replies';
import { primaryTarget, sendActivationMail, sendInvitationMail } from '../lifecycle/account-mail';
import { ordinaryUser, SEED_PASSWORD, type SeedTenant } from '../seed';
import type { Store } from '../store';
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
    const request = parseWith(TestUser, body);
    const tenant = requireNewAccount(store, request.tenantCode, request.email);
    // PASSWORD_EXPIRED is not stored as a state: it is a password whose days have run out.
    const expired = request.state === 'PASSWORD_EXPIRED';
    const state = request.state === undefined || request.state === 'PASSWORD_EXPIRED' ? 'AUTHENTICATED' : request.state;
    const seed = ordinaryUser(store.config, randomUUID(), request.email, {
      tenantCode: tenant.tenant.code,
      state,
      mfaRequiredByRemainingInDays: MFA_DAYS[state] ?? null,
      passwordExpiryInDays: expired ? -1 : (request.passwordExpiryInDays ?? 90),
      passwordChangeWarningInDays: request.passwordChangeWarningInDays ?? 7,
      emailVerificationRequired: request.emailVerificationRequired ?? false,
      pendingActivation: request.pendingActivation ?? false,
      previousPasswords: request.passwordHistory ?? [],
    });
    const user = await store.createUser(seed, request.password ?? SEED_PASSWORD);
    if (user.pendingActivation) sendActivationMail(store, user, primaryTarget(store, tenant));
    return json(201, { email: user.email });
  });

  router.post('/__invitations', ({ body }) => {
    const request = parseWith(TestInvitation, body);
    const tenant = requireNewAccount(store, request.tenantCode, request.email);
    sendInvitationMail(store, request, primaryTarget(store, tenant));
    return json(201, { email: request.email.toLowerCase() });
  });

  router.post('/__tokens/expire', ({ body }) => {
    store.accountTokens.expireAll(parseWith(ExpireTokens, body).email);
    return noContent();
  });
}

// Issues an account token and sends the e-mail that carries it. Links point at the Keycard origin
// the request came from (already checked against the tenant's hosts), or, for mail the sandbox
// sends by itself (seed, test endpoints), at the tenant's primary host.
import type { Locale } from '../../lib/upstream/contract';
import { webOrigin } from '../config';
import type { SeedInvitation, SeedTenant } from '../seed';
import type { Store } from '../store';
import type { AccountTokenKind } from './account-tokens';
import { composeMail } from './mail-text';
import type { OutboxMessage } from './outbox';

/** Where the link goes and which language the mail is in. */
export interface MailTarget {
  tenant: SeedTenant;
  /** `scheme://host:port`, no path. */
  origin: string;
  locale?: Locale | null;
}

interface Recipient {
  email: string;
}

function sendTokenMail(
  store: Store,
  kind: Exclude<AccountTokenKind, 'security-alert'>,
  email: string,
  target: MailTarget,
  page: string,
  query: (token: string) => Record<string, string>,
  redirectUri?: string,
): OutboxMessage {
  const token = store.accountTokens.issue(kind, email, target.tenant.tenant.code, redirectUri);
  const link = new URL(page, target.origin);
  for (const [name, value] of Object.entries(query(token))) link.searchParams.set(name, value);
  const { subject, text } = composeMail(kind, target.locale, target.tenant.theme.name, link.href);
  return store.outbox.send({ to: email, kind, subject, text, links: [link.href] });
}

/** A new activation link; the user's older ones stop working (only the newest mail is the valid one). */
export function sendActivationMail(store: Store, user: Recipient, target: MailTarget): OutboxMessage {
  store.accountTokens.revoke('activation', user.email, target.tenant.tenant.code);
  return sendTokenMail(store, 'activation', user.email, target, '/activate', (token) => ({ token }));
}

export function sendResetMail(store: Store, user: Recipient, target: MailTarget): OutboxMessage {
  return sendTokenMail(store, 'reset', user.email, target, '/reset-password/update', (token) => ({
    token,
    email: user.email,
  }));
}

export function sendVerificationMail(store: Store, user: Recipient, target: MailTarget): OutboxMessage {
  return sendTokenMail(store, 'verification', user.email, target, '/verify-email', (token) => ({ token }));
}

export function sendInvitationMail(store: Store, invitation: Recipient & { redirectUri?: string | null }, target: MailTarget) {
  const redirectUri = invitation.redirectUri ?? undefined;
  return sendTokenMail(
    store,
    'registration',
    invitation.email,
    target,
    '/register',
    (token): Record<string, string> => (redirectUri ? { token, redirectUri } : { token }),
    redirectUri,
  );
}

/** Mail the sandbox sends on its own links to the tenant's primary host. */
export function primaryTarget(store: Store, tenant: SeedTenant): MailTarget {
  return { tenant, origin: webOrigin(store.config, tenant.hosts[0] ?? 'localhost') };
}

/** At start: activation mail for every user pending activation, and the seeded invitations. */
export function sendSeedMail(store: Store, invitations: SeedInvitation[]): void {
  for (const user of store.users.values()) {
    const tenant = store.findTenant(user.tenantCode);
    if (user.pendingActivation && !user.invitedBefore && tenant) sendActivationMail(store, user, primaryTarget(store, tenant));
  }
  for (const invitation of invitations) {
    const tenant = store.findTenant(invitation.tenantCode);
    if (!tenant) throw new Error(`seed invitation for unknown tenant ${invitation.tenantCode}`);
    sendInvitationMail(store, invitation, primaryTarget(store, tenant));
  }
}

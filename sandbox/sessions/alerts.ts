// Issue 40: the e-mail a sign-in from a new browser sends the account (when, which device, where, how)
// with its "This wasn't me" link: a single-use token of SECURITY_ALERT_TTL_DAYS bound to that alert.
// English and German, like the security notices; other locales get English.
import { deviceOf, maskedAddress } from '../../lib/account/sign-in-place';
import { NOT_ME_PATH, type SecurityAlert } from '../../lib/upstream/contract';
import { primaryTarget } from '../lifecycle/account-mail';
import type { OutboxMessage } from '../lifecycle/outbox';
import type { SessionGrant, Store, UserRecord } from '../store';

/** What an alert told of, kept with its link's token. */
export type AlertedSignIn = Omit<SecurityAlert, 'at'> & { at: number };

type AlertTexts = {
  subject: string;
  intro: string;
  when: string;
  device: string;
  where: string;
  how: string;
  methods: Record<string, string>;
  unknown: string;
  ifYou: string;
  ifNotYou: string;
};

const TEXTS: Record<'en' | 'de', AlertTexts> = {
  en: {
    subject: 'New sign-in to your account',
    // Sent as the sign-in begins, its second step perhaps still to come (security review L2).
    intro: 'Someone just signed in to your account, or started to, from a browser that has not signed in to it before.',
    when: 'When',
    device: 'Device',
    where: 'Where',
    how: 'How',
    methods: { password: 'password', passkey: 'passkey', partner: 'partner app', badge: 'badge and PIN', 'temporary-pass': 'temporary pass' },
    unknown: 'unknown',
    ifYou: 'If this was you, there is nothing to do.',
    ifNotYou:
      "If this wasn't you, open this link to sign your account out everywhere and choose a new password at your next sign-in (the link works once, for 7 days):",
  },
  de: {
    subject: 'Neue Anmeldung bei Ihrem Konto',
    intro: 'Gerade hat sich jemand bei Ihrem Konto angemeldet oder damit begonnen, in einem Browser, der sich noch nie bei ihm angemeldet hat.',
    when: 'Wann',
    device: 'Gerät',
    where: 'Wo',
    how: 'Wie',
    methods: { password: 'Passwort', passkey: 'Passkey', partner: 'Partner-App', badge: 'Ausweis und PIN', 'temporary-pass': 'befristeter Zugangscode' },
    unknown: 'unbekannt',
    ifYou: 'Wenn Sie das waren, ist nichts zu tun.',
    ifNotYou:
      'Wenn Sie das nicht waren, öffnen Sie diesen Link: Ihr Konto wird überall abgemeldet, und bei der nächsten Anmeldung wählen Sie ein neues Passwort (der Link gilt einmal, 7 Tage lang):',
  },
};

/** The alert for this sign-in, if its tenant is known: a token for its link, and the mail. */
export function sendNewBrowserAlert(store: Store, user: UserRecord, grant: SessionGrant): OutboxMessage | undefined {
  const tenant = store.findTenant(user.tenantCode);
  if (!tenant) return undefined;
  const alert: AlertedSignIn = { at: grant.startedAt, method: grant.method, userAgent: grant.userAgent, address: grant.address };
  const token = store.accountTokens.issue('security-alert', user.email, user.tenantCode, undefined, alert);
  const link = new URL(NOT_ME_PATH, primaryTarget(store, tenant).origin);
  link.searchParams.set('token', token);
  const t = TEXTS[user.locale === 'de' ? 'de' : 'en'];
  const device = deviceOf(grant.userAgent);
  const lines = [
    t.intro,
    '',
    `${t.when}: ${new Date(alert.at).toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `${t.device}: ${[device.browser, device.os].filter(Boolean).join(' · ') || t.unknown}`,
    `${t.where}: ${maskedAddress(grant.address) ?? t.unknown}`,
    `${t.how}: ${t.methods[grant.method] ?? grant.method}`,
    '',
    t.ifYou,
    '',
    t.ifNotYou,
    link.href,
    '',
    tenant.theme.name,
  ];
  return store.outbox.send({ to: user.email, kind: 'sign-in-alert', subject: t.subject, text: lines.join('\n'), links: [link.href] });
}

// Issue 25: the e-mail an upstream sends after a change to the account's security, so a user hears of
// a change they did not make. English and German, like the account mail; other locales get English.
import type { Store, UserRecord } from '../store';
import type { OutboxMessage } from './outbox';

export type SecurityChange =
  'passkey-added' | 'passkey-removed' | 'mfa-changed' | 'recovery-codes' | 'signed-out-elsewhere' | 'password-changed' | 'badge-pin-set';

type Notice = { subject: string; what: string };
type NoticeLocale = 'en' | 'de';

const NOTICES: Record<NoticeLocale, Record<SecurityChange, Notice> & { ifNotYou: string }> = {
  en: {
    'passkey-added': { subject: 'A passkey was added to your account', what: 'A passkey was added to your account. It can now be used to sign in.' },
    'mfa-changed': { subject: 'Your two-step verification was changed', what: 'A new device now gives your two-step verification codes or confirmations.' },
    'passkey-removed': { subject: 'A passkey was removed from your account', what: 'A passkey was removed from your account.' },
    'recovery-codes': { subject: 'New recovery codes were created', what: 'New recovery codes were created for your account. The old ones no longer work.' },
    'signed-out-elsewhere': {
      subject: 'You were signed out everywhere else',
      what: 'Your account was signed out on every other browser and device. Each will ask for your second factor again.',
    },
    'password-changed': { subject: 'Your password was changed', what: 'A new password was set for your account.' },
    'badge-pin-set': { subject: 'A PIN was chosen for your badge', what: 'A PIN was chosen for your badge. It now signs you in with the badge.' },
    ifNotYou: 'If this was not you, reset your password now and tell your administrator.',
  },
  de: {
    'passkey-added': {
      subject: 'Ein Passkey wurde Ihrem Konto hinzugefügt',
      what: 'Ihrem Konto wurde ein Passkey hinzugefügt. Mit ihm kann man sich jetzt anmelden.',
    },
    'mfa-changed': {
      subject: 'Ihre Bestätigung in zwei Schritten wurde geändert',
      what: 'Ein neues Gerät liefert jetzt die Codes oder Bestätigungen Ihrer Bestätigung in zwei Schritten.',
    },
    'passkey-removed': { subject: 'Ein Passkey wurde aus Ihrem Konto entfernt', what: 'Ein Passkey wurde aus Ihrem Konto entfernt.' },
    'recovery-codes': {
      subject: 'Neue Wiederherstellungscodes wurden erstellt',
      what: 'Für Ihr Konto wurden neue Wiederherstellungscodes erstellt. Die alten gelten nicht mehr.',
    },
    'signed-out-elsewhere': {
      subject: 'Sie wurden überall sonst abgemeldet',
      what: 'Ihr Konto wurde auf allen anderen Browsern und Geräten abgemeldet. Jedes fragt Sie erneut nach Ihrem zweiten Faktor.',
    },
    'password-changed': { subject: 'Ihr Passwort wurde geändert', what: 'Für Ihr Konto wurde ein neues Passwort festgelegt.' },
    'badge-pin-set': {
      subject: 'Für Ihren Ausweis wurde eine PIN gewählt',
      what: 'Für Ihren Ausweis wurde eine PIN gewählt. Mit ihr melden Sie sich jetzt per Ausweis an.',
    },
    ifNotYou: 'Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück und informieren Sie Ihre Administration.',
  },
};

export function sendSecurityNotice(store: Store, user: UserRecord, change: SecurityChange): OutboxMessage {
  const texts = NOTICES[user.locale === 'de' ? 'de' : 'en'];
  const brand = store.findTenant(user.tenantCode)?.theme.name ?? user.tenantCode;
  const notice = texts[change];
  const when = new Date(store.now()).toISOString().replace('T', ' ').slice(0, 16);
  const text = `${notice.what}\n\n${when} UTC\n\n${texts.ifNotYou}\n\n${brand}`;
  return store.outbox.send({ to: user.email, kind: 'security', subject: notice.subject, text, links: [] });
}

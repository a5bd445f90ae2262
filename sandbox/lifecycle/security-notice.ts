// Issue 25: the e-mail an upstream sends after a change to the account's security, so a user hears of
// a change they did not make. English and German, like the account mail; other locales get English.
import type { ManagerAction } from '../../lib/upstream/contract';
import type { Store, UserRecord } from '../store';
import type { OutboxMessage } from './outbox';

export type SecurityChange =
  | 'passkey-added'
  | 'passkey-removed'
  | 'mfa-changed'
  | 'recovery-codes'
  | 'signed-out-elsewhere'
  | 'password-changed'
  | 'badge-pin-set'
  | 'session-ended'
  | 'secured';

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
    'session-ended': { subject: 'A sign-in to your account was ended', what: 'One of the browsers or devices signed in to your account was signed out.' },
    secured: {
      subject: 'Your account was signed out everywhere',
      what: "You said a sign-in to your account wasn't you. Your account was signed out on every browser and device, and you will choose a new password the next time you sign in.",
    },
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
    'session-ended': {
      subject: 'Eine Anmeldung bei Ihrem Konto wurde beendet',
      what: 'Einer der Browser oder eines der Geräte, die bei Ihrem Konto angemeldet waren, wurde abgemeldet.',
    },
    secured: {
      subject: 'Ihr Konto wurde überall abgemeldet',
      what: 'Sie haben angegeben, dass eine Anmeldung bei Ihrem Konto nicht von Ihnen stammte. Ihr Konto wurde auf allen Browsern und Geräten abgemeldet, und bei der nächsten Anmeldung wählen Sie ein neues Passwort.',
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

/** Issue 39: what a manager did, as the person hears of it (an activation e-mail needs no notice: it is one). */
type ManagerNotice = Exclude<ManagerAction, 'resend-activation'>;

const MANAGER_NOTICES: Record<NoticeLocale, Record<ManagerNotice, Notice> & { by: (who: string, property: string) => string; ifUnexpected: string }> = {
  en: {
    'temporary-pass': {
      subject: 'A temporary pass was issued for you',
      what: 'A temporary pass was issued for your account. Your manager hands it to you; with it you sign in and set up how you sign in from now on.',
    },
    'new-badge': { subject: 'A new badge was issued for you', what: 'A new badge was issued for you. Your old badge no longer signs you in.' },
    'cancel-pass': { subject: 'Your temporary pass was cancelled', what: 'Your temporary pass was cancelled. It no longer signs you in.' },
    'revoke-badge': { subject: 'Your badge was stopped', what: 'Your badge was stopped. It no longer signs you in.' },
    'reset-pin': { subject: "Your badge's PIN was reset", what: "Your badge's PIN was reset. The next time you use your badge, you choose a new PIN." },
    unlock: { subject: 'Your account was unlocked', what: 'Your account was unlocked. You can sign in again.' },
    'require-password': {
      subject: 'You will choose a new password',
      what: 'Your password no longer works after this. The next time you sign in, you choose a new one.',
    },
    'reset-mfa': {
      subject: 'Your two-step verification was reset',
      what: 'Your second factor and recovery codes were removed. The next time you sign in, you set up a new one.',
    },
    'sign-out-everywhere': { subject: 'You were signed out everywhere', what: 'Your account was signed out on every browser and device.' },
    by: (who, property) => `Done by ${who}, a manager at ${property}.`,
    ifUnexpected: 'If you did not expect this, tell your manager or your administrator.',
  },
  de: {
    'temporary-pass': {
      subject: 'Für Sie wurde ein befristeter Zugangscode ausgestellt',
      what: 'Für Ihr Konto wurde ein befristeter Zugangscode ausgestellt. Ihre Vorgesetzten geben ihn Ihnen; damit melden Sie sich an und richten ein, wie Sie sich künftig anmelden.',
    },
    'new-badge': {
      subject: 'Für Sie wurde ein neuer Ausweis ausgestellt',
      what: 'Für Sie wurde ein neuer Ausweis ausgestellt. Ihr alter Ausweis meldet Sie nicht mehr an.',
    },
    'cancel-pass': {
      subject: 'Ihr befristeter Zugangscode wurde widerrufen',
      what: 'Ihr befristeter Zugangscode wurde widerrufen. Er meldet Sie nicht mehr an.',
    },
    'revoke-badge': { subject: 'Ihr Ausweis wurde gesperrt', what: 'Ihr Ausweis wurde gesperrt. Er meldet Sie nicht mehr an.' },
    'reset-pin': {
      subject: 'Die PIN Ihres Ausweises wurde zurückgesetzt',
      what: 'Die PIN Ihres Ausweises wurde zurückgesetzt. Wenn Sie Ihren Ausweis das nächste Mal verwenden, wählen Sie eine neue PIN.',
    },
    unlock: { subject: 'Ihr Konto wurde entsperrt', what: 'Ihr Konto wurde entsperrt. Sie können sich wieder anmelden.' },
    'require-password': {
      subject: 'Sie wählen ein neues Passwort',
      what: 'Ihr Passwort gilt ab jetzt nicht mehr. Wenn Sie sich das nächste Mal anmelden, wählen Sie ein neues.',
    },
    'reset-mfa': {
      subject: 'Ihre Bestätigung in zwei Schritten wurde zurückgesetzt',
      what: 'Ihr zweiter Faktor und Ihre Wiederherstellungscodes wurden entfernt. Wenn Sie sich das nächste Mal anmelden, richten Sie einen neuen ein.',
    },
    'sign-out-everywhere': { subject: 'Sie wurden überall abgemeldet', what: 'Ihr Konto wurde auf allen Browsern und Geräten abgemeldet.' },
    by: (who, property) => `Durchgeführt von ${who}, Führungskraft in ${property}.`,
    ifUnexpected: 'Wenn Sie damit nicht gerechnet haben, wenden Sie sich an Ihre Vorgesetzten oder Ihre Administration.',
  },
};

/** Issue 39: the person hears by e-mail what their manager did, and who did it. */
export function sendManagerNotice(
  store: Store,
  person: UserRecord,
  action: ManagerAction,
  o: { manager: UserRecord; propertyName: string },
): OutboxMessage | undefined {
  if (action === 'resend-activation') return undefined;
  const texts = MANAGER_NOTICES[person.locale === 'de' ? 'de' : 'en'];
  const brand = store.findTenant(person.tenantCode)?.theme.name ?? person.tenantCode;
  const who = [o.manager.firstName, o.manager.lastName].filter(Boolean).join(' ') || o.manager.email;
  const when = new Date(store.now()).toISOString().replace('T', ' ').slice(0, 16);
  const text = `${texts[action].what}\n\n${texts.by(`${who} (${o.manager.email})`, o.propertyName)}\n${when} UTC\n\n${texts.ifUnexpected}\n\n${brand}`;
  return store.outbox.send({ to: person.email, kind: 'security', subject: texts[action].subject, text, links: [] });
}

// Subject and body of each account e-mail, in English and German (any other locale gets English,
// as a real upstream with two mail templates would do). The tenant's theme name is the sender.
import type { Locale } from '../../lib/upstream/contract';
import type { MailKind } from './outbox';

type MailLocale = 'en' | 'de';

interface Template {
  subject: (brand: string) => string;
  text: (brand: string, link: string) => string;
}

const TEMPLATES: Record<MailLocale, Record<MailKind, Template>> = {
  en: {
    activation: {
      subject: (brand) => `Activate your ${brand} account`,
      text: (brand, link) =>
        `Hello,\n\nAn account has been created for you at ${brand}. Choose your password to activate it:\n\n${link}\n\nThis link is valid for 72 hours.\n\n${brand}`,
    },
    reset: {
      subject: (brand) => `Reset your ${brand} password`,
      text: (brand, link) =>
        `Hello,\n\nWe received a request to reset your ${brand} password. Choose a new one here:\n\n${link}\n\nThis link is valid for 1 hour. If you did not ask for it, you can ignore this e-mail.\n\n${brand}`,
    },
    verification: {
      subject: (brand) => `Verify your e-mail address for ${brand}`,
      text: (brand, link) => `Hello,\n\nPlease confirm that this e-mail address belongs to you:\n\n${link}\n\nThis link is valid for 24 hours.\n\n${brand}`,
    },
    registration: {
      subject: (brand) => `You are invited to ${brand}`,
      text: (brand, link) =>
        `Hello,\n\nYou have been invited to create an account at ${brand}. Register here:\n\n${link}\n\nThis invitation is valid for 7 days.\n\n${brand}`,
    },
  },
  de: {
    activation: {
      subject: (brand) => `Aktivieren Sie Ihr Konto bei ${brand}`,
      text: (brand, link) =>
        `Hallo,\n\nfür Sie wurde ein Konto bei ${brand} angelegt. Wählen Sie Ihr Passwort, um es zu aktivieren:\n\n${link}\n\nDieser Link ist 72 Stunden gültig.\n\n${brand}`,
    },
    reset: {
      subject: (brand) => `Setzen Sie Ihr Passwort für ${brand} zurück`,
      text: (brand, link) =>
        `Hallo,\n\nwir haben eine Anfrage erhalten, Ihr Passwort für ${brand} zurückzusetzen. Wählen Sie hier ein neues:\n\n${link}\n\nDieser Link ist 1 Stunde gültig. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.\n\n${brand}`,
    },
    verification: {
      subject: (brand) => `Bestätigen Sie Ihre E-Mail-Adresse für ${brand}`,
      text: (brand, link) =>
        `Hallo,\n\nbitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört:\n\n${link}\n\nDieser Link ist 24 Stunden gültig.\n\n${brand}`,
    },
    registration: {
      subject: (brand) => `Einladung zu ${brand}`,
      text: (brand, link) =>
        `Hallo,\n\nSie wurden eingeladen, ein Konto bei ${brand} anzulegen. Registrieren Sie sich hier:\n\n${link}\n\nDiese Einladung ist 7 Tage gültig.\n\n${brand}`,
    },
  },
};

export function composeMail(kind: MailKind, locale: Locale | null | undefined, brand: string, link: string): { subject: string; text: string } {
  const template = TEMPLATES[locale === 'de' ? 'de' : 'en'][kind];
  return { subject: template.subject(brand), text: template.text(brand, link) };
}

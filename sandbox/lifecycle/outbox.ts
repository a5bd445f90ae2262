// Every e-mail, text message and voice call the sandbox "sends" lands here instead: people read
// them at /outbox, tests at /outbox.json.

export type MailKind = 'activation' | 'reset' | 'verification' | 'registration';
/** Text messages and voice calls (MFA codes) go to the same outbox, addressed to an E.164 number. */
/** `sign-in-alert`: issue 40's mail of a sign-in from a new browser. */
export type MessageKind = MailKind | 'sms' | 'voice' | 'security' | 'sign-in-alert';

export interface OutboxMessage {
  id: string;
  /** An e-mail address in lower case, or a phone number in E.164. */
  to: string;
  kind: MessageKind;
  subject: string;
  text: string;
  links: string[];
  /** A text or call to the sandbox's premium-rate range (sandbox/mfa/phone-provider.ts): what SMS pumping earns someone. */
  premium?: true;
  /** ISO 8601. */
  sentAt: string;
}

/** Enough for any test run or demo session; the oldest drop off so a long demo stays small. */
const MAX_MESSAGES = 1000;

export class Outbox {
  private messages: OutboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  send(mail: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
    const message: OutboxMessage = {
      id: `mail-${this.nextId++}`,
      ...mail,
      to: mail.to.trim().toLowerCase(),
      sentAt: new Date(this.now()).toISOString(),
    };
    this.messages.push(message);
    if (this.messages.length > MAX_MESSAGES) this.messages = this.messages.slice(-MAX_MESSAGES);
    return message;
  }

  /** Newest first; only those addressed to `to` (case-insensitive) when given. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((m) => !wanted || m.to === wanted).reverse();
  }
}

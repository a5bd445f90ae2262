// An e-mail address in running text, kept whole: a browser may break a line after any hyphen
// ("Logged in as cat-mfa-⏎…"), so the local part and the "@domain" are each kept on one line, and the
// one break allowed inside the address is before its "@" (<wbr>). The text (what is read, copied and
// searched) is the address as it is.
import type { ReactNode } from 'react';
import { SentenceWith } from './sentence-with-name';

/**
 * A part longer than this may not fit the narrowest line (the must-log-out dialog at 320 px holds
 * about 28 characters): it wraps where it must, rather than push the page sideways (WCAG 1.4.10).
 */
const WHOLE_UP_TO = 24;

function Part({ text }: { text: string }) {
  return <span className={text.length <= WHOLE_UP_TO ? 'whitespace-nowrap' : 'break-words'}>{text}</span>;
}

export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <Part text={email} />;
  return (
    <>
      <Part text={email.slice(0, at)} />
      <wbr />
      <Part text={email.slice(at)} />
    </>
  );
}

/** `say(email)`, the translation, with the address kept whole wherever the sentence puts it. */
export function SentenceWithEmail({ say, email }: { say: (email: string) => string; email: string }): ReactNode {
  return (
    <SentenceWith say={say}>
      <EmailAddress email={email} />
    </SentenceWith>
  );
}

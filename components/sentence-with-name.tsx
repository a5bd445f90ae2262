// A translated sentence with something of the user's in it: a name someone gave (a passkey's), isolated
// in <bdi>, so a name in a right-to-left script, or one made to pose as another, cannot reorder the
// words around it; or anything else rendered in the sentence's place for it (an e-mail address kept
// whole: email-address.tsx).
import { Fragment, type ReactNode } from 'react';
import { unbroken } from './unbroken';

/** Where the value goes while the sentence is translated: a private-use character no message holds. */
const SLOT = '\uE000';

/**
 * `say(slot)`, the translation, rendered with `children` wherever the sentence puts the slot; the
 * sentence's hyphenated words kept whole as a Banner keeps a plain string's (unbroken).
 */
export function SentenceWith({ say, children }: { say: (slot: string) => string; children: ReactNode }): ReactNode {
  const [first, ...rest] = say(SLOT).split(SLOT);
  return (
    <>
      {unbroken(first)}
      {rest.map((after, i) => (
        <Fragment key={i}>
          {children}
          {unbroken(after)}
        </Fragment>
      ))}
    </>
  );
}

/** `say(name)` with the name inside <bdi> wherever the sentence puts it. */
export function SentenceWithName({ say, name }: { say: (name: string) => string; name: string }): ReactNode {
  return (
    <SentenceWith say={say}>
      <bdi>{name}</bdi>
    </SentenceWith>
  );
}

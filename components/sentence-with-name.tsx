// A translated sentence with a name someone gave in it (a passkey's), the name isolated in <bdi>: a
// name in a right-to-left script, or one made to pose as another, cannot reorder the words around it.
import { Fragment, type ReactNode } from 'react';
import { unbroken } from './unbroken';

/** Where the name goes while the sentence is translated: a private-use character no message holds. */
const SLOT = '\uE000';

/**
 * `say(name)`, the translation, rendered with the name inside <bdi> wherever the sentence puts it;
 * the sentence's hyphenated words kept whole as a Banner keeps a plain string's (unbroken).
 */
export function SentenceWithName({ say, name }: { say: (name: string) => string; name: string }): ReactNode {
  const [first, ...rest] = say(SLOT).split(SLOT);
  return (
    <>
      {unbroken(first)}
      {rest.map((after, i) => (
        <Fragment key={i}>
          <bdi>{name}</bdi>
          {unbroken(after)}
        </Fragment>
      ))}
    </>
  );
}

// Hyphenated words kept whole: browsers may break a line after any hyphen, which turns "e-mail" into
// "e-" and "mail" on two lines. A string's hyphenated words are wrapped in a nowrap span; the text
// (what is read, copied and searched) is unchanged. Anything but a string passes through.
import { Fragment, type ReactNode } from 'react';

const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

export function unbroken(text: ReactNode): ReactNode {
  if (typeof text !== 'string' || !text.includes('-')) return text;
  // split() with a capturing group: the hyphenated words sit at the odd indexes.
  return text.split(HYPHENATED).map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

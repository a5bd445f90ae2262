// A name a user gives a thing (a passkey), cleaned to what it shows: it is put into sentences on pages,
// where a bidi override (U+202E), a zero-width character or a NUL could make it pose as another name
// or reorder the sentence around it (security review L5).

/**
 * The name without control or format characters (Unicode Cc and Cf: NUL and the other C0/C1
 * controls; every Bidi_Control, all of which are Cf; zero-width spaces, joiners and no-break space,
 * soft hyphens), runs of whitespace one space, trimmed. A control that is whitespace (a tab, a line
 * break) becomes a space, so the words on either side stay apart. Empty when nothing printable is left.
 */
export function plainName(raw: string): string {
  return raw
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Cc}/gu, (c) => (/\s/u.test(c) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
}

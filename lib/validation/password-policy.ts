// SPEC §5 / §9's password rule, in one dependency-free place: the browser, Keycard's handlers and the
// sandbox all apply exactly this.

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 2048;
/** SPEC §5: a new password cannot equal any of the last four. */
export const PASSWORD_HISTORY = 4;

/** 12 to 2048 characters (counted as characters, not UTF-16 units) with a digit, a lowercase and an uppercase letter. */
export function meetsPasswordPolicy(p: string): boolean {
  const length = [...p].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX && /\d/.test(p) && /\p{Ll}/u.test(p) && /\p{Lu}/u.test(p);
}

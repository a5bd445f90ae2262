// Issue 38's PIN rule, for a badge's PIN chosen at first use or after a manager's reset: 6 to 8
// digits, and none a person at the desk would guess first. Shared by the page (its message) and the
// sandbox upstream (which checks it again, with the last PIN it alone knows).
export const PIN_MIN = 6;
export const PIN_MAX = 8;

/** Why a PIN is refused (a message key each), or null. */
export type PinProblem = 'pinFormat' | 'pinSequence' | 'pinFromBadge' | 'pinReused';

/** Each digit the same distance from the one before it: 111111, 123456, 654321, 135791, 890123 (wrapping). */
function isSequence(pin: string): boolean {
  const step = (i: number) => (Number(pin[i]) - Number(pin[i - 1]) + 10) % 10;
  const first = step(1);
  for (let i = 2; i < pin.length; i++) if (step(i) !== first) return false;
  return true;
}

/** One short block repeated: 121212, 123123, 12341234. */
function isRepeat(pin: string): boolean {
  for (let size = 1; size <= pin.length / 2; size++) {
    if (pin.length % size === 0 && pin.slice(0, size).repeat(pin.length / size) === pin) return true;
  }
  return false;
}

/**
 * What is wrong with `pin` for this badge, if anything: its length or characters, a run or a repeat,
 * the badge code's own digits (printed on the badge beside it), or the PIN it replaces.
 */
export function pinProblem(pin: string, o: { badgeCode: string; lastPin?: string }): PinProblem | null {
  if (!new RegExp(`^[0-9]{${PIN_MIN},${PIN_MAX}}$`).test(pin)) return 'pinFormat';
  if (isSequence(pin) || isRepeat(pin)) return 'pinSequence';
  const printed = o.badgeCode.replace(/[^0-9]/g, '');
  if (printed.includes(pin)) return 'pinFromBadge';
  if (o.lastPin !== undefined && o.lastPin === pin) return 'pinReused';
  return null;
}

// Recovery codes (issue 25): ten single-use codes that stand in for the second factor when the phone
// that holds it is lost. One dependency-free place for their form, so the upstream's contract, the
// sandbox that mints them, the form that reads one and the screen that shows them agree.
//
// A code is 10 characters of Crockford's base32 in lower case (50 random bits): no i, l, o or u, so
// nothing reads as another character, and a code typed from paper with an O for a 0, an I or L for
// a 1, in capitals, with spaces or the hyphen of its grouping, is still the same code.

export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;
/** Crockford's base32 alphabet, lower case. */
export const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{10}$/;
/** "Get new codes" is offered from this many left. */
export const FEW_RECOVERY_CODES = 3;

/** A code as typed, in its canonical form; undefined when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return RECOVERY_CODE_PATTERN.test(plain) ? plain : undefined;
}

/** As a code is shown and printed: two groups of five, "7k2qm-x9d4p". */
export function groupRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The downloaded file's name: the tenant's, so a user with several employers knows whose codes these are. */
export function recoveryCodesFileName(tenantCode: string): string {
  return `${tenantCode.toLowerCase().replace(/[^a-z0-9-]/g, '-')}-recovery-codes.txt`;
}

/** The downloaded file: its heading, the codes one to a line (grouped, numbered), and a closing note. */
export function recoveryCodesFile(o: { heading: string; note: string; codes: readonly string[] }): string {
  const lines = o.codes.map((code, i) => `${String(i + 1).padStart(2, ' ')}. ${groupRecoveryCode(code)}`);
  return [o.heading, '', ...lines, '', o.note, ''].join('\r\n');
}

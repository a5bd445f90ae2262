// Issue 41: new passwords checked against breached ones by k-anonymity. Keycard sends the first
// BREACH_PREFIX_LENGTH hex characters of the password's SHA-1 and compares the suffixes it gets back
// itself: neither the password nor its whole hash leaves Keycard. The prefix travels in the body, not the
// path, so no access log on either side keeps it. And the person's own name, which the strength estimate
// counts as easy to guess (the upstream tells it where it knows it).
import { z } from 'zod';
import { endpoints } from './endpoint';

/** Hex characters of the SHA-1 Keycard sends: 2^20 ranges, each shared by many passwords. */
export const BREACH_PREFIX_LENGTH = 5;
/** SHA-1 is 40 hex characters: the rest of each breached password's hash in the range. */
export const BREACH_SUFFIX_LENGTH = 40 - BREACH_PREFIX_LENGTH;
/** At most this many suffixes in one range (a real corpus of a billion hashes has ~1,000 a range). */
export const BREACH_RANGE_MAX = 20_000;

export const BreachPrefix = z.string().regex(new RegExp(`^[0-9A-F]{${BREACH_PREFIX_LENGTH}}$`));
const BreachSuffix = z.string().regex(new RegExp(`^[0-9A-F]{${BREACH_SUFFIX_LENGTH}}$`));

/** Characters of each part of a person's name Keycard keeps (a longer one is cut). */
export const PERSON_NAME_MAX = 64;

/**
 * One part of the person's name where the upstream knows it, or null; left out by older upstreams.
 * Only a hint for the strength estimate, so read leniently: a name the upstream stores longer is cut to
 * PERSON_NAME_MAX characters, a blank one or any other value is null. A strict schema here would make
 * the whole identity malformed and lock the person out of signing in over a name.
 */
const PartOfName = z
  .string()
  .nullish()
  .catch(null)
  .transform(
    (v) =>
      Array.from(v?.trim() ?? '')
        .slice(0, PERSON_NAME_MAX)
        .join('')
        .trim() || null,
  )
  .optional();

/** The person's name (first name and surname), read leniently (PartOfName). */
export const PersonName = { firstName: PartOfName, lastName: PartOfName };

export const passwordEndpoints = endpoints({
  breachedPasswordRange: {
    method: 'POST',
    path: '/breached-passwords/range',
    summary:
      'The SHA-1 suffixes (upper-case hex) of the breached passwords whose hash starts with `prefix`. The answer may be padded with suffixes of no password, so its size tells nothing of the prefix',
    request: z.object({ prefix: BreachPrefix }),
    response: z.object({ suffixes: z.array(BreachSuffix).max(BREACH_RANGE_MAX) }),
    retry: 'safe',
  },
});

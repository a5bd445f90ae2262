// Issue 41: whether a new password is among breached ones, asked of the upstream by k-anonymity: only
// the first BREACH_PREFIX_LENGTH hex characters of its SHA-1 leave Keycard, and Keycard looks for the
// rest among the suffixes the upstream answers. Neither the password nor its whole hash is sent or logged.
import 'server-only';
import { createHash } from 'node:crypto';
import { logger } from '../logger';
import { api, BREACH_PREFIX_LENGTH } from '../upstream/contract';
import { upstream } from '../upstream/index';

/** The check must not hold up a new password for long: a slow or failed answer lets it through. */
const BREACH_DEADLINE_MS = 1500;

/**
 * True when the password is in the upstream's breach corpus, false when not, and undefined when the
 * upstream could not say. Then the password is taken (fail open): a person must never be kept from
 * resetting a password because a second opinion is down; the strength estimate still applies.
 */
export async function isBreached(password: string): Promise<boolean | undefined> {
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  try {
    const { suffixes } = await upstream().call(api.breachedPasswordRange, {
      body: { prefix: hash.slice(0, BREACH_PREFIX_LENGTH) },
      deadlineMs: BREACH_DEADLINE_MS,
      maxRetries: 1,
    });
    return suffixes.includes(hash.slice(BREACH_PREFIX_LENGTH));
  } catch (err) {
    logger.warn(
      { err: err instanceof Error ? err.name : 'error' },
      'the breached-password check had no answer; the new password was not checked against breaches',
    );
    return undefined;
  }
}

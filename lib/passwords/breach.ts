// Issue 41: whether a new password is among breached ones, asked of the upstream by k-anonymity: only
// the first BREACH_PREFIX_LENGTH hex characters of its SHA-1 leave Keycard, and Keycard looks for the
// rest among the suffixes the upstream answers. Neither the password nor its whole hash is sent or logged.
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { logger } from '../logger';
import { api, BREACH_PREFIX_LENGTH } from '../upstream/contract';
import { UpstreamError } from '../upstream/errors';
import { upstream } from '../upstream/index';

/** The check must not hold up a new password for long: a slow or failed answer lets it through. */
const BREACH_DEADLINE_MS = 1500;

/** A failure of the moment (no answer in time, no connection, the upstream's own fault): it will pass. */
const isPassing = (err: unknown) => err instanceof UpstreamError && (err.isNetwork || (err.kind === 'http' && (err.status ?? 0) >= 500));

/**
 * True when the password is in the upstream's breach corpus, false when not, and undefined when the
 * upstream could not say. Then the password is taken (fail open): a person must never be kept from
 * resetting a password because a second opinion is down; the strength estimate still applies. A
 * failure of the moment is a warning; any other (a refusal, an answer that breaks the contract) would
 * switch the check off until someone mends it, so it is logged as an error.
 *
 * The call carries a trace token of its own, not the request's: an upstream that keeps its requests
 * must not be able to tie the prefix to the account whose password it is.
 */
export async function isBreached(password: string): Promise<boolean | undefined> {
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  try {
    const { suffixes } = await upstream().call(api.breachedPasswordRange, {
      body: { prefix: hash.slice(0, BREACH_PREFIX_LENGTH) },
      traceToken: randomUUID(),
      deadlineMs: BREACH_DEADLINE_MS,
      maxRetries: 1,
    });
    return suffixes.includes(hash.slice(BREACH_PREFIX_LENGTH));
  } catch (err) {
    const why = err instanceof UpstreamError ? { kind: err.kind, status: err.status } : { kind: 'error' };
    if (isPassing(err)) logger.warn(why, 'the breached-password check had no answer; the new password was not checked against breaches');
    else logger.error(why, 'the breached-password check is failing: new passwords are not checked against breaches until the upstream is mended');
    return undefined;
  }
}

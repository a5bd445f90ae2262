// Keycard's own per-address limit on the credential POST (beside the IdP's per-(e-mail, address)
// lockout): an address that keeps failing is refused before its guesses reach the IdP, so no one can
// spray passwords across many accounts from one place. Only refused credentials count, so a hotel's
// staff behind one NAT address can all sign in at the start of a shift.
import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config';

let limiter: RateLimiterMemory | undefined;
function failures(): RateLimiterMemory {
  const cfg = config();
  limiter ??= new RateLimiterMemory({
    keyPrefix: 'credential-failures',
    points: cfg.credentialFailuresPerAddress,
    duration: cfg.credentialFailureWindowSeconds,
  });
  return limiter;
}

/** Seconds until this address may try again, or 0 when it may now. */
export async function credentialRetryAfter(address: string | undefined): Promise<number> {
  const state = await failures().get(address ?? 'unknown');
  return state && state.consumedPoints >= config().credentialFailuresPerAddress ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
}

/** Counts one refused credential attempt from this address. */
export async function recordCredentialFailure(address: string | undefined): Promise<void> {
  await failures()
    .consume(address ?? 'unknown')
    .catch((e: unknown) => {
      if (!(e instanceof RateLimiterRes)) throw e;
    });
}

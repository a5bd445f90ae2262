// The passkey offer ends on the server too (security review L3): leaving /passkey-upgrade ("Not now",
// "Don't ask again", going on) records its sign-in here for the offer's ten minutes, so a copy of the
// session cookie taken before the user declined cannot still register a passkey by the offer's rule.
// Kept where the limits are (Redis when there is one: every replica knows).
import 'server-only';
import { reserve, retryAfter, type Budget } from '../limits/store';
import { UPGRADE_WINDOW_MS } from './upgrade';

const ENDED: Budget = { name: 'passkey-offer-ended', points: 1, seconds: UPGRADE_WINDOW_MS / 1000 };

/** Records that this sign-in's offer is over. */
export async function endOffer(sid: string | undefined): Promise<void> {
  if (sid) await reserve(ENDED, sid);
}

/** Whether this sign-in's offer was ended already (a session sealed before sign-ins had ids: its own ten minutes decide). */
export async function offerEnded(sid: string | undefined): Promise<boolean> {
  return !!sid && (await retryAfter(ENDED, sid)) > 0;
}

// Issue 38's temporary pass calls: a pass's sign-in set up (a new password, or a passkey made in it).
// (A manager's issue and cancel are declared in the contract for issue 39's page.)
import 'server-only';
import { api } from './contract';
import { isUpstreamError } from './errors';
import { upstream } from './index';

export type SetUpOutcome = { state: string } | 'incomplete' | 'password-history';

export async function completeSetUp(token: string, how: { password: string } | { passkey: true }): Promise<SetUpOutcome> {
  try {
    return (await upstream().call(api.completeSetUp, { body: { token, ...how } })).data;
  } catch (err) {
    if (isUpstreamError(err, 'SetUpIncomplete')) return 'incomplete';
    if (isUpstreamError(err, 'PasswordHistoryError')) return 'password-history';
    throw err;
  }
}

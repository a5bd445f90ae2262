// Issue 39's manager's page calls: the properties the signed-in user manages, a property's people
// (searched, a page at a time) and one of them, the record of managers' actions, and the actions.
// A property or person the upstream will not show this user is 'unknown' (the page's not-found); an
// action answers ReauthRequired (thrown) when the manager's sign-in is not recent.
import 'server-only';
import { api, CLIENT_IP_HEADER, IDEMPOTENCY_KEY_HEADER, type ActionRecord, type ManagerAction, type Property, type StaffMember } from './contract';
import { isUpstreamError } from './errors';
import { upstream } from './index';

export type { ActionRecord, ManagerAction, Property, StaffMember };
export type StaffPage = { property: Property; total: number; page: number; people: StaffMember[] };

export async function listManagedProperties(token: string): Promise<Property[]> {
  return (await upstream().call(api.listManagedProperties, { bearer: token })).data;
}

const unknownAs =
  (...codes: ('UnknownProperty' | 'UnknownUser')[]) =>
  (err: unknown): 'unknown' => {
    if (codes.some((code) => isUpstreamError(err, code))) return 'unknown';
    throw err;
  };

export async function listStaff(token: string, code: string, o: { q?: string; page?: number } = {}): Promise<StaffPage | 'unknown'> {
  const query = { q: o.q || undefined, page: o.page && o.page > 1 ? String(o.page) : undefined };
  return upstream()
    .call(api.listStaff, { bearer: token, params: { code }, query })
    .then((r) => r.data, unknownAs('UnknownProperty'));
}

export async function getStaffMember(token: string, code: string, uuid: string): Promise<{ property: Property; person: StaffMember } | 'unknown'> {
  return upstream()
    .call(api.getStaffMember, { bearer: token, params: { code, uuid } })
    .then((r) => r.data, unknownAs('UnknownUser', 'UnknownProperty'));
}

export async function listManagerActions(token: string, code: string): Promise<ActionRecord[]> {
  return (await upstream().call(api.listManagerActions, { bearer: token, params: { code } })).data;
}

/** An action as the page asks it: a temporary pass names its lifetime and whether it serves more than once. */
export type ActionRequest = { action: 'temporary-pass'; lifetimeHours: number; reusable: boolean } | { action: Exclude<ManagerAction, 'temporary-pass'> };

/** What the action gave back to show once: a pass, or a new badge's code; else only that it was done. */
export type ActionResult = { kind: 'done' } | { kind: 'pass'; pass: string; expiresAt: string } | { kind: 'badge'; badgeCode: string };

/**
 * The action on the person, as the manager with this token (from this address, for the record).
 * `confirmation`: the id of the confirmation it was posted from (its repeats are one action).
 * 'unknown': a person the manager may not act on (none, another property's, themselves, a fellow
 * manager they do not outrank); 'nothing-to-do': nothing to unlock, no activation pending, no second
 * factor or badge to reset.
 */
export async function act(
  token: string,
  uuid: string,
  request: ActionRequest,
  clientIp: string | undefined,
  confirmation?: string,
): Promise<ActionResult | 'unknown' | 'nothing-to-do'> {
  // One key per confirmation the page showed: a second press, or a post sent twice, is answered as the
  // first was (the same pass, one record) instead of a second pass that stops the first.
  const once = confirmation ? { [IDEMPOTENCY_KEY_HEADER]: `team-${confirmation}` } : {};
  const call = { bearer: token, params: { uuid }, headers: { [CLIENT_IP_HEADER]: clientIp, ...once } };
  const client = upstream();
  try {
    switch (request.action) {
      case 'temporary-pass': {
        const { lifetimeHours, reusable } = request;
        return { kind: 'pass', ...(await client.call(api.issueTemporaryPass, { ...call, body: { lifetimeHours, reusable } })).data };
      }
      case 'new-badge':
        return { kind: 'badge', ...(await client.call(api.issueBadge, call)).data };
      case 'cancel-pass':
        await client.call(api.revokeTemporaryPass, call);
        break;
      case 'revoke-badge':
        await client.call(api.revokeBadge, call);
        break;
      case 'reset-pin':
        await client.call(api.resetBadgePin, call);
        break;
      case 'unlock':
        await client.call(api.unlockAccount, call);
        break;
      case 'resend-activation':
        await client.call(api.resendActivationFor, call);
        break;
      case 'require-password':
        await client.call(api.requirePasswordChange, call);
        break;
      case 'reset-mfa':
        await client.call(api.resetSecondFactor, call);
        break;
      case 'sign-out-everywhere':
        await client.call(api.signOutEverywhere, call);
        break;
    }
    return { kind: 'done' };
  } catch (err) {
    if (isUpstreamError(err, 'UnknownUser')) return 'unknown';
    const nothing = (['UnknownBadge', 'NotLocked', 'NotPending', 'NoSecondFactor'] as const).some((code) => isUpstreamError(err, code));
    if (nothing) return 'nothing-to-do';
    throw err;
  }
}

// Issue 39: what the manager's page shows of a person, from the upstream's answer (pure, with a
// table test): their name, which actions apply to them now, in the order a manager at 3 a.m. most
// likely needs them.
import type { ManagerAction, StaffMember } from '../upstream/contract/team';

export const nameOf = (p: Pick<StaffMember, 'firstName' | 'lastName' | 'email'>): string => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

/**
 * The actions the page offers for the person: none where the upstream says the manager may not act
 * on them; else what their state calls for (unlock a lock, the activation e-mail for an account not
 * activated, a badge's PIN or the badge itself only where there is one, the second factor only where
 * there is one). An account not activated yet has no login to end, password to replace or pass to use.
 */
export function actionsFor(p: StaffMember): ManagerAction[] {
  if (!p.actionable) return [];
  const pending = p.status === 'pending-activation';
  const actions: ManagerAction[] = [];
  if (p.status === 'locked' || p.badge === 'locked') actions.push('unlock');
  if (pending) actions.push('resend-activation');
  else actions.push('temporary-pass');
  if (p.temporaryPassUntil) actions.push('cancel-pass');
  actions.push('new-badge');
  if (p.badge === 'active' || p.badge === 'locked') actions.push('reset-pin');
  if (p.badge !== 'none') actions.push('revoke-badge');
  if (p.mfaMethod) actions.push('reset-mfa');
  if (!pending) actions.push('require-password', 'sign-out-everywhere');
  return actions;
}

/** Page numbers of a list of `total` at `size` a page: at least one. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

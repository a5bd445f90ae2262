// Issue 41's review (L3): refused new passwords are counted. Each costs Keycard an estimate and the
// upstream a breach lookup, and a live activation or reset link, invitation or set-up session would
// otherwise allow them without end. Per (account, address), per account and per address
// (lib/limits/budgets.ts); a browser that signed in as the account before is spared the last two.
import 'server-only';
import type { SignInMode } from '../sign-in/mode';
import { isKnown, type KnownHere } from '../sign-in/known-browser';
import type { Refusal } from '../validation/form-schema';
import { accountKey } from './budgets';
import { noteRefusal, reserveAttempt, type Settlement } from './reserve';

/** Whose new password is checked: the account (its e-mail) of a tenant, at the request's address. */
export type NewPasswordCounted = {
  tenantCode: string;
  email: string;
  mode: Pick<SignInMode, 'client' | 'frontDesk'>;
  knownAccounts: () => Promise<KnownHere>;
};

/** The check's reservation: refused now (a 429 at the form), or to be settled with the check's outcome. */
export async function reserveNewPassword(who: NewPasswordCounted): Promise<{ refused: Refusal } | { settle: (outcome: Settlement) => Promise<void> }> {
  const account = { tenantCode: who.tenantCode, email: who.email };
  const reserved = await reserveAttempt('newPasswords', {
    tenantCode: who.tenantCode,
    subject: accountKey(account),
    address: who.mode.client,
    frontDesk: who.mode.frontDesk,
    known: isKnown(await who.knownAccounts(), account),
  });
  if (!reserved.refused) return { settle: reserved.settle };
  noteRefusal('newPasswords', reserved.refused.tier, 'new-password');
  return { refused: { errors: { form: 'tooManyNewPasswords' }, detail: { retryIn: reserved.refused.retryIn } } };
}

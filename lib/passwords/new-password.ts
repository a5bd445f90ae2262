// Issue 41: what every flow that sets a new password asks of it beyond SPEC's rule (which the form's
// schema holds): strong enough by the estimate, with the person's and the organisation's names counted
// as guessable, and not among breached passwords. Both run together: the estimate on this process,
// the breach check at the upstream.
import 'server-only';
import { strengthText } from '../form-text';
import { reserveNewPassword, type NewPasswordCounted } from '../limits/new-passwords';
import { getRequestContext } from '../request-context';
import type { Tenant } from '../upstream/tenants';
import type { Locale } from '../upstream/contract';
import type { Refusal } from '../validation/form-schema';
import { isBreached } from './breach';
import { isStrongEnough, type StrengthFeedback } from './feedback';
import { estimatorFor, userInputsOf, type Giveaways } from './strength';

export type PasswordOwner = Pick<Giveaways, 'firstName' | 'lastName'> & { email: string };

/** The organisation's names a password should not be built on: its display name and its code. */
export const organisationOf = (tenant: Pick<Tenant, 'code' | 'theme'>): string[] => [tenant.theme.name, tenant.code];

/**
 * The refusal of a new password at its field (a breach first: the stronger reason), or undefined when
 * it may be used. `field` is the form's password field. Refusals are counted (lib/limits/new-passwords.ts):
 * past the budget, the form is refused (429) before anything is checked.
 */
export async function refuseNewPassword(
  password: string,
  {
    owner,
    tenant,
    locale,
    mode,
    knownAccounts,
    field = 'password',
  }: { owner: PasswordOwner; tenant: Pick<Tenant, 'code' | 'theme'>; locale: Locale; field?: string } & Omit<NewPasswordCounted, 'tenantCode' | 'email'>,
): Promise<(Refusal & { status?: 429 }) | undefined> {
  const reserved = await reserveNewPassword({ tenantCode: tenant.code, email: owner.email, mode, knownAccounts });
  if ('refused' in reserved) return { ...reserved.refused, status: 429 };
  const refusal = await check(password, owner, tenant, locale, field);
  await reserved.settle(refusal ? 'counts' : 'void');
  return refusal;
}

async function check(
  password: string,
  owner: PasswordOwner,
  tenant: Pick<Tenant, 'code' | 'theme'>,
  locale: Locale,
  field: string,
): Promise<Refusal | undefined> {
  const breached = isBreached(password);
  const estimate = (await estimatorFor(locale)).estimate(password, userInputsOf({ ...owner, organisation: organisationOf(tenant) }));
  if (await breached) return { errors: { [field]: 'passwordBreached' } };
  if (!isStrongEnough(estimate.score)) return { errors: { [field]: 'passwordWeak' }, detail: { strength: estimate } };
  return undefined;
}

/**
 * What a page with a new password's field gives it: the page's language and the giveaways for the
 * meter, and the reasons of a refusal sent back with the page (no JavaScript), in the page's words.
 */
export async function strengthMeterProps(
  owner: Pick<Giveaways, 'email' | 'firstName' | 'lastName'>,
  refused?: StrengthFeedback,
): Promise<{ locale: Locale; userInputs: string[]; refusedReasons?: string[] }> {
  const ctx = await getRequestContext();
  const words = refused ? await strengthText() : null;
  return {
    locale: ctx.locale,
    userInputs: userInputsOf({ ...owner, organisation: ctx.tenant ? organisationOf(ctx.tenant) : [] }),
    ...(refused && words
      ? { refusedReasons: [...(refused.warning ? [words.warnings[refused.warning]] : []), ...refused.suggestions.map((s) => words.suggestions[s])] }
      : {}),
  };
}

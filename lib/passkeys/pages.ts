// What both passkey pages read from their query (SPEC §2: purpose, state, redirectUri): the return
// URI only if the tenant allows it, the state id only if it is a plain token, and the address of the
// hosted login that stands in for a passkey where the user has none (or no session); and the upgrade's words.
import 'server-only';
import { template } from '../i18n/template';
import { getTranslations } from 'next-intl/server';
import type { UpgradeText } from '@/components/passkey-upgrade';
import { withQuery } from '../flows/flow-state';
import { allowedRedirectUri } from '../flows/redirect-uri';
import type { Tenant } from '../upstream/tenants';

export type PasskeyQuery = { purpose?: string; state?: string; redirectUri?: string };
type Raw = Record<string, string | string[] | undefined>;

const STATE_ID = /^[A-Za-z0-9._~-]{1,128}$/;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function passkeyQuery(raw: Raw, tenant: Tenant): PasskeyQuery {
  const state = first(raw.state);
  return {
    purpose: first(raw.purpose),
    state: state && STATE_ID.test(state) ? state : undefined,
    redirectUri: allowedRedirectUri(first(raw.redirectUri), tenant.redirectUris),
  };
}

export function hostedLoginPath(kind: 'enrol' | 'step-up', q: PasskeyQuery): string {
  const params = new URLSearchParams({ for: kind });
  if (q.redirectUri) params.set('redirectUri', q.redirectUri);
  if (q.state) params.set('state', q.state);
  return withQuery('/api/passkey/hosted', params.toString());
}

/** /passkey-upgrade's words (issue 24), for its page and the component kit. */
/** The upgrade prompt's words, naming the account it is for (issue 37, L9). */
export async function upgradeText(email: string): Promise<UpgradeText> {
  const [t, tp, te] = await Promise.all([getTranslations('passkey.upgrade'), getTranslations('passkey'), getTranslations('errors')]);
  return {
    finishing: t('finishing'),
    wait: t('wait'),
    continue: t('continue'),
    heading: t('heading'),
    forAccount: template(t, 'forAccount'),
    email,
    intro: t('intro'),
    create: t('create'),
    notNow: t('notNow'),
    never: t('never'),
    cancelled: tp('cancelled'),
    expired: tp('expired'),
    alreadyRegistered: tp('alreadyRegistered'),
    network: te('network'),
  };
}

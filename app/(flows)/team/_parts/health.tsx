// A person's sign-in health on the manager's page (issue 39), at a glance: whether they can log in
// (a lock or an activation still to come marked as such, not by colour alone), their second factor,
// passkeys, badge, a temporary pass, and their last login. Words, never only icons.
import { getFormatter, getTranslations } from 'next-intl/server';
import type { StaffMember } from '@/lib/upstream/contract';

export async function PersonHealth({ person, product }: { person: StaffMember; product: string }) {
  const [t, format] = await Promise.all([getTranslations('team'), getFormatter()]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const status = { active: t('status.active'), locked: t('status.locked'), 'pending-activation': t('status.pendingActivation') }[person.status];
  const factor = person.mfaMethod
    ? { totp: t('secondFactor.totp'), sms: t('secondFactor.sms'), voice: t('secondFactor.voice'), 'mobile-app': t('secondFactor.mobileApp', { product }) }[
        person.mfaMethod
      ]
    : t('secondFactor.none');
  const badge = { none: t('badge.none'), 'pin-not-set': t('badge.pinNotSet'), active: t('badge.active'), locked: t('badge.locked') }[person.badge];
  return (
    <ul className="kc-chips">
      <li className={`kc-chip ${person.status === 'active' ? '' : 'kc-chip-warning'}`}>{status}</li>
      <li className="kc-chip">{t('secondFactor.label', { method: factor })}</li>
      <li className="kc-chip">{t('passkeys', { count: person.passkeys })}</li>
      <li className={`kc-chip ${person.badge === 'locked' ? 'kc-chip-warning' : ''}`}>{badge}</li>
      {person.temporaryPassUntil ? <li className="kc-chip">{t('passUntil', { date: when(person.temporaryPassUntil) })}</li> : null}
      <li className="kc-chip" data-varies>
        {person.lastSignInAt ? t('lastLogin', { date: when(person.lastSignInAt) }) : t('neverLoggedIn')}
      </li>
    </ul>
  );
}

// /team/{property}/{person}?do (issue 39): one of the manager's people, their sign-in health, and
// what can be done for them now, each a link to its confirmation (`do`), which names the person and
// says what will happen before anything does. Acting needs a recent login (the security page's ten
// minutes): without one the page says so first, and an action posted anyway goes through the
// re-authentication and back here. Someone the upstream will not show this manager is SPEC's
// not-found page; someone they may see but not act on (themselves, a manager they do not outrank)
// gets the reason and no actions.
import { randomBytes } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { notFoundPage } from '@/lib/not-found';
import { Banner } from '@/components/banner';
import { Button, TextLink } from '@/components/button';
import { HiddenFields } from '@/components/hidden-fields';
import { PageCard } from '@/components/page-card';
import { PostButton } from '@/components/post-button';
import { RadioCards } from '@/components/radio-cards';
import { SentenceWithName } from '@/components/sentence-with-name';
import { isRecent } from '@/lib/account/security';
import { partnerProduct } from '@/lib/mfa/product';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { getFlash } from '@/lib/session/flash';
import { teamRead, teamSession } from '@/lib/team/page-guard';
import { ACTION_KEYS, confirmPath, isManagerAction, isPersonId, isPropertyCode, PASS_LIFETIMES, personPath, propertyPath } from '@/lib/team/paths';
import { actionsFor, nameOf } from '@/lib/team/view';
import { getStaffMember } from '@/lib/upstream/team';
import { PersonHealth } from '../../_parts/health';

type Props = {
  params: Promise<{ property: string; person: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = () => titleMetadata('teamPerson');

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function TeamPersonPage({ params, searchParams }: Props) {
  const [{ property: code, person: uuid }, query, tenant, flash] = await Promise.all([params, searchParams, requireTenant(), getFlash()]);
  if (!isPropertyCode(code) || !isPersonId(uuid)) notFoundPage();
  const asked = first(query.do);
  const session = await teamSession(isManagerAction(asked) ? confirmPath(code, uuid, asked) : personPath(code, uuid));
  const found = await teamRead(getStaffMember(session.token, code, uuid), personPath(code, uuid));
  if (found === 'unknown') notFoundPage();
  const { person, property } = found;
  const t = await getTranslations('team');
  const name = nameOf(person);
  const actions = actionsFor(person);
  const confirming = actions.find((a) => a === asked);
  const recent = isRecent(session);
  const notice = flash?.notice;
  const said =
    notice === 'nothingToDo' || notice === 'confirmed'
      ? () => t(`notices.${notice}`)
      : isManagerAction(notice)
        ? (slot: string) => t(`notices.${ACTION_KEYS[notice]}`, { name: slot })
        : null;

  return (
    <PageCard heading={name} focusHeading={!said && !confirming}>
      <p className="mb-3 text-sm break-all text-on-muted">
        <bdi>{person.email}</bdi> · <bdi>{property.name}</bdi>
      </p>
      {said ? (
        <Banner tone={notice === 'nothingToDo' ? 'info' : 'success'} focus={!confirming}>
          <SentenceWithName say={said} name={name} />
        </Banner>
      ) : null}
      <div className="mb-4">
        <PersonHealth person={person} product={partnerProduct(tenant)} />
      </div>

      {person.uuid === session.identity.uuid ? (
        <Banner tone="info">
          {t('person.self')} <TextLink href="/account/security">{t('person.selfLink')}</TextLink>
        </Banner>
      ) : !person.actionable ? (
        <Banner tone="info">
          <SentenceWithName say={(slot) => t('person.outranks', { name: slot })} name={name} />
        </Banner>
      ) : (
        <section aria-labelledby="actions" className="kc-section">
          <h2 id="actions" className="kc-subheading" tabIndex={-1}>
            {t('person.actionsHeading')}
          </h2>
          {recent ? null : (
            <div className="mb-4">
              <Banner tone="info">
                <SentenceWithName say={(slot) => t('person.reauthNote', { name: slot })} name={name} />
              </Banner>
              <PostButton action="/api/team/reauth" values={{ property: code, person: uuid }} variant="secondary">
                {t('person.confirmPassword')}
              </PostButton>
            </div>
          )}
          {confirming ? (
            <div role="group" aria-labelledby="confirm-question" className="mb-4">
              <Banner tone="warning" id="confirm-question" focus>
                <strong className="block">
                  <SentenceWithName say={(slot) => t(`confirm.${ACTION_KEYS[confirming]}.question`, { name: slot })} name={name} />
                </strong>
                <SentenceWithName say={(slot) => t(`confirm.${ACTION_KEYS[confirming]}.detail`, { name: slot })} name={name} />{' '}
                {confirming === 'resend-activation' ? null : <SentenceWithName say={(slot) => t('confirm.told', { name: slot })} name={name} />}
              </Banner>
              <form method="post" action="/api/team/act">
                {/* This confirmation's own id: a second press is answered as the first (one pass, one record). */}
                <HiddenFields values={{ property: code, person: uuid, action: confirming, confirmation: randomBytes(16).toString('base64url') }} />
                {confirming === 'temporary-pass' ? (
                  <>
                    <RadioCards
                      name="lifetime"
                      legend={t('confirm.lifetime.legend')}
                      defaultValue="24"
                      options={PASS_LIFETIMES.map((h) => ({ value: h, label: t(`confirm.lifetime.h${h}`) }))}
                    />
                    <RadioCards
                      name="uses"
                      legend={t('confirm.uses.legend')}
                      defaultValue="once"
                      options={[
                        { value: 'once', label: t('confirm.uses.once') },
                        { value: 'until-expiry', label: t('confirm.uses.untilExpiry') },
                      ]}
                    />
                  </>
                ) : null}
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Button type="submit">{t(`actions.${ACTION_KEYS[confirming]}`)}</Button>
                  <a href={personPath(code, uuid)} className="kc-button kc-button-secondary">
                    {t('confirm.keep')}
                  </a>
                </div>
              </form>
            </div>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {actions.map((a) => (
                <li key={a}>
                  <a href={confirmPath(code, uuid, a)} className="kc-button-small">
                    {t(`actions.${ACTION_KEYS[a]}`)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <p className="mt-6">
        <TextLink href={propertyPath(code)}>{t('back')}</TextLink>
      </p>
    </PageCard>
  );
}

// /team/{property}?q&page (issue 39): a property's people for its manager, 50 a page, found by name
// or e-mail, each with their sign-in health at a glance and a link to what can be done for them;
// the property's other managers' properties to switch to; and what managers did here lately.
// Everything is a link or a GET form: it works without JavaScript and by keyboard alone.
import { getFormatter, getTranslations } from 'next-intl/server';
import { notFoundPage } from '@/lib/not-found';
import { ButtonLink, TextLink } from '@/components/button';
import { PageActions, PageCard } from '@/components/page-card';
import { partnerProduct } from '@/lib/mfa/product';
import { titleMetadata } from '@/lib/page-title';
import { requireTenant } from '@/lib/request-context';
import { teamRead, teamSession } from '@/lib/team/page-guard';
import { ACTION_KEYS, isPropertyCode, personPath, propertyPath } from '@/lib/team/paths';
import { nameOf, pageCount } from '@/lib/team/view';
import { RECENT_ACTIONS, STAFF_PAGE_SIZE } from '@/lib/upstream/contract';
import { listManagedProperties, listManagerActions, listStaff } from '@/lib/upstream/team';
import { PersonHealth } from '../_parts/health';

type Props = { params: Promise<{ property: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => titleMetadata('team');

/** Where the two names go while the sentence is translated: private-use characters no message holds. */
const BY = '\uE000';
const FOR = '\uE001';

/** A sentence naming the manager and the person, each name in <bdi> (a name cannot reorder the words around it). */
function TwoNames({ sentence, by, person }: { sentence: string; by: string; person: string }) {
  return <>{sentence.split(/(\uE000|\uE001)/).map((part, i) => (part === BY ? <bdi key={i}>{by}</bdi> : part === FOR ? <bdi key={i}>{person}</bdi> : part))}</>;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function TeamPropertyPage({ params, searchParams }: Props) {
  const [{ property: code }, query, tenant] = await Promise.all([params, searchParams, requireTenant()]);
  if (!isPropertyCode(code)) notFoundPage();
  const q = (first(query.q) ?? '').trim().slice(0, 100);
  const asked = Number.parseInt(first(query.page) ?? '1', 10);
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 99_999 ? asked : 1;
  const session = await teamSession(propertyPath(code));
  const [list, properties, recent] = await teamRead(
    Promise.all([
      listStaff(session.token, code, { q, page }),
      listManagedProperties(session.token),
      listManagerActions(session.token, code).catch(() => 'unknown' as const),
    ]),
    propertyPath(code),
  );
  if (list === 'unknown') notFoundPage();
  const [t, format] = await Promise.all([getTranslations('team'), getFormatter()]);
  const pages = pageCount(list.total, STAFF_PAGE_SIZE);
  const here = (o: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    if (o.q) search.set('q', o.q);
    if (o.page && o.page > 1) search.set('page', String(o.page));
    const text = search.toString();
    return text ? `${propertyPath(code)}?${text}` : propertyPath(code);
  };
  const others = properties.filter((p) => p.code !== code);
  const product = partnerProduct(tenant);

  return (
    <PageCard heading={t('propertyHeading', { property: list.property.name })}>
      {others.length > 0 ? (
        <nav aria-label={t('switchProperty')} className="mb-4 flex flex-wrap gap-2 text-sm">
          <span className="text-on-muted">{t('switchProperty')}</span>
          {others.map((p) => (
            <TextLink key={p.code} href={propertyPath(p.code)}>
              <bdi>{p.name}</bdi>
            </TextLink>
          ))}
        </nav>
      ) : null}

      {/* The field and its button on one line, the hint under both (a Field's hint would sit between them). */}
      <form method="get" action={propertyPath(code)} role="search" className="mb-4">
        <label htmlFor="q" className="kc-label mb-1">
          {t('search.label')}
        </label>
        <div className="flex gap-2">
          <input
            id="q"
            name="q"
            type="search"
            className="kc-control min-w-0 flex-1"
            defaultValue={q}
            maxLength={100}
            autoComplete="off"
            aria-describedby="q-hint"
          />
          <button type="submit" className="kc-button-small">
            {t('search.submit')}
          </button>
        </div>
        <p id="q-hint" className="kc-hint">
          {t('search.hint')}
        </p>
      </form>
      <p className="mb-3 text-sm" role="status">
        {q ? t('matches', { count: list.total, q }) : t('count', { count: list.total })}
        {q ? (
          <>
            {' '}
            <TextLink href={here({})}>{t('search.clear')}</TextLink>
          </>
        ) : null}
      </p>

      <ul className="kc-staff" aria-label={t('listLabel', { property: list.property.name })}>
        {list.people.map((p) => (
          <li key={p.uuid} className="kc-staff-row">
            <div className="min-w-0">
              <a href={personPath(code, p.uuid)} className="kc-link font-semibold break-words">
                <bdi>{nameOf(p)}</bdi>
              </a>
              {p.uuid === session.identity.uuid ? <span className="ml-2 text-sm text-on-muted">({t('you')})</span> : null}
              {p.manager && p.uuid !== session.identity.uuid ? <span className="ml-2 text-sm text-on-muted">({t('manager')})</span> : null}
              <p className="text-sm break-all text-on-muted">
                <bdi>{p.email}</bdi>
              </p>
            </div>
            <PersonHealth person={p} product={product} />
          </li>
        ))}
      </ul>

      {pages > 1 ? (
        <nav aria-label={t('pages.label')} className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm">
          {list.page > 1 ? (
            <a href={here({ q, page: Math.min(list.page - 1, pages) })} rel="prev" className="kc-button-small">
              {t('pages.previous')}
            </a>
          ) : (
            <span />
          )}
          <span aria-current="page">{t('pages.position', { page: list.page, pages })}</span>
          {list.page < pages ? (
            <a href={here({ q, page: list.page + 1 })} rel="next" className="kc-button-small">
              {t('pages.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <section aria-labelledby="recent" className="kc-section">
        <h2 id="recent" className="kc-subheading" tabIndex={-1}>
          {t('recent.heading', { property: list.property.name })}
        </h2>
        {recent === 'unknown' ? null : recent.length === 0 ? (
          <p className="text-sm text-on-muted">{t('recent.none')}</p>
        ) : (
          <ol className="space-y-2 text-sm" data-varies>
            {recent.slice(0, RECENT_ACTIONS).map((r) => (
              <li key={`${r.at}-${r.for.email}-${r.action}`}>
                <time dateTime={r.at} className="font-medium">
                  {format.dateTime(new Date(r.at), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {' · '}
                <TwoNames
                  sentence={t(`recent.did.${ACTION_KEYS[r.action]}`, { by: BY, person: FOR })}
                  by={r.by.name ?? r.by.email}
                  person={r.for.name ?? r.for.email}
                />
                {r.address ? <span className="text-on-muted"> · {t('recent.from', { address: r.address })}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      <PageActions>
        <ButtonLink href="/api/team/leave" variant="secondary">
          {t('done')}
        </ButtonLink>
      </PageActions>
    </PageCard>
  );
}

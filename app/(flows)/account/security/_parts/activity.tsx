// Issue 40's "Recent activity": the account's sign-ins and refused attempts of the last 30 days,
// newest first, 20 a page (?activity=N, at the section), each with its time in the browser's zone,
// result, method, device and place.
import { LocalTime } from '@/components/local-time';
import { ACTIVITY_DAYS } from '@/lib/upstream/contract';
import { SECURITY_PATH } from '@/lib/account/security';
import type { ActivityRow } from '@/lib/account/sessions-view';
import type { SignInWords, SecurityText } from '@/lib/account/sign-in-words';

const pageHref = (page: number) => `${SECURITY_PATH}${page > 1 ? `?activity=${page}` : ''}#activity`;

/** Rendered with the page's text (a plain component: the page has its translations already). */
export function ActivitySection({
  rows,
  page,
  pages,
  t,
  locale,
  words,
}: {
  rows: ActivityRow[] | null;
  page: number;
  pages: number;
  t: SecurityText;
  locale: string;
  words: SignInWords;
}) {
  return (
    <section aria-labelledby="activity" className="kc-section">
      <h2 id="activity" className="kc-subheading" tabIndex={-1}>
        {t('activity.heading')}
      </h2>
      <p className="mb-3 text-sm">{t('activity.intro', { days: ACTIVITY_DAYS })}</p>
      {rows === null ? <p className="mb-3 text-sm">{t('unavailable')}</p> : null}
      {rows?.length === 0 ? <p className="mb-3 text-sm text-on-muted">{t('activity.none', { days: ACTIVITY_DAYS })}</p> : null}
      {rows && rows.length > 0 ? (
        <ol className="kc-settings">
          {rows.map((r, i) => (
            <li key={`${r.at?.getTime() ?? 'x'}-${i}`} className="kc-setting">
              <div>
                <p className={r.result === 'refused' ? 'font-semibold text-danger' : 'font-semibold'}>
                  {r.result === 'refused' ? t('activity.refused') : t('activity.signedIn')}
                </p>
                <p className="text-sm text-on-muted">{[words.method(r.method), words.device(r.device), words.place(r.place)].join(' · ')}</p>
              </div>
              {/* A column of its own width, its text from its start: said again in the browser's zone once the
                  page runs, it moves nothing (no layout shift). */}
              {r.at ? <LocalTime iso={r.at.toISOString()} locale={locale} className="block text-sm text-on-muted md:w-48 md:shrink-0" /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t('activity.pages')} className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <a href={pageHref(Math.min(page - 1, pages))} rel="prev" className="kc-button-small">
              {t('activity.newer')}
            </a>
          ) : (
            <span />
          )}
          <span aria-current="page">{t('activity.position', { page: Math.min(page, pages), pages })}</span>
          {page < pages ? (
            <a href={pageHref(page + 1)} rel="next" className="kc-button-small">
              {t('activity.older')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

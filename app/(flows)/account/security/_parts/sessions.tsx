// Issue 40's "Where you're logged in": every live sign-in of the account, this browser first and
// marked, each with its device, method, place, start and last use, and "Log out" on each other one;
// "Log out everywhere else" below, as issue 25 made it.
import { LocalTime } from '@/components/local-time';
import { PostButton } from '@/components/post-button';
import type { SessionRow } from '@/lib/account/sessions-view';
import type { SignInWords, SecurityText } from '@/lib/account/sign-in-words';

/** Rendered with the page's text (a plain component: the page has its translations already). */
export function SessionsSection({ rows, t, locale, words }: { rows: SessionRow[] | null; t: SecurityText; locale: string; words: SignInWords }) {
  const others = rows?.filter((r) => !r.current).length ?? 0;
  return (
    <section aria-labelledby="sessions" className="kc-section">
      <h2 id="sessions" className="kc-subheading" tabIndex={-1}>
        {t('sessions.heading')}
      </h2>
      {rows === null ? <p className="mb-3 text-sm">{t('unavailable')}</p> : null}
      <ul className="kc-settings">
        {(rows ?? []).map((r, i) => (
          <li key={r.id} className="kc-setting">
            <div>
              <h3 id={`session-${i}`} className="font-semibold break-words">
                {words.device(r.device)}
                {r.current ? <span className="kc-chip ml-2 align-middle font-normal">{t('sessions.thisOne')}</span> : null}
              </h3>
              <p className="text-sm text-on-muted">{[words.method(r.method), words.place(r.place)].join(' · ')}</p>
              {/* Each moment ends its own line: once the page runs it is said in the browser's zone, and
                  nothing after it may move when its length changes (no layout shift). */}
              {r.startedAt ? (
                <p className="text-sm text-on-muted">
                  {t.rich('sessions.started', { when: () => <LocalTime iso={r.startedAt!.toISOString()} locale={locale} /> })}
                </p>
              ) : null}
              {r.lastUsedAt ? (
                <p className="text-sm text-on-muted">
                  {t.rich('sessions.lastUsed', { when: () => <LocalTime iso={r.lastUsedAt!.toISOString()} locale={locale} /> })}
                </p>
              ) : null}
            </div>
            {r.current ? null : (
              <div className="kc-setting-actions">
                <form method="post" action="/api/account/sessions/end">
                  <input type="hidden" name="id" value={r.id} />
                  {/* "Log out" in the row of the sign-in it ends: the row's heading describes it. */}
                  <button type="submit" className="kc-button-small" aria-describedby={`session-${i}`}>
                    {t('sessions.logOut')}
                  </button>
                </form>
              </div>
            )}
          </li>
        ))}
      </ul>
      {rows !== null && others === 0 ? <p className="mb-3 text-sm text-on-muted">{t('sessions.noOthers')}</p> : null}
      <p className="mb-3 text-sm text-on-muted">{t('sessions.elsewhere')}</p>
      <div className="md:max-w-xs">
        <PostButton action="/api/account/sign-out-others" variant="secondary">
          {t('sessions.signOutOthers')}
        </PostButton>
      </div>
    </section>
  );
}

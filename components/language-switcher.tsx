// The eight languages, each in its own name, as links to this same page with langCode set: a
// disclosure (details/summary), so it opens and works without JavaScript. The closed list is not
// laid out at all (display: none), so its Thai name does not fetch the Thai font on every page.
import { getTranslations } from 'next-intl/server';
import { LANGUAGE_NAMES, languageHref } from '@/lib/i18n/languages';
import { LOCALES, type Locale } from '@/lib/upstream/contract';

export async function LanguageSwitcher({ locale, path, query }: { locale: Locale; path: string; query: string }) {
  const t = await getTranslations('common');
  return (
    <nav aria-label={t('language')}>
      <details className="group relative">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 font-medium text-on-surface hover:bg-surface [&::-webkit-details-marker]:hidden">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
          </svg>
          <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
          <svg
            aria-hidden="true"
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            className="transition-transform group-open:rotate-180"
          >
            <path d="m6 15 6-6 6 6" />
          </svg>
        </summary>
        <ul className="absolute bottom-full left-0 z-40 mb-1 hidden w-52 group-open:block rounded-md border border-edge bg-surface py-1 shadow-lg">
          {LOCALES.map((l) => (
            <li key={l}>
              <a
                href={languageHref(path, query, l)}
                lang={l}
                hrefLang={l}
                aria-current={l === locale ? 'true' : undefined}
                className="flex min-h-11 items-center justify-between px-3 text-on-surface no-underline hover:bg-page aria-[current]:font-semibold"
              >
                {LANGUAGE_NAMES[l]}
                {l === locale ? (
                  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="m5 12.5 4.5 4.5L19 7.5" />
                  </svg>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

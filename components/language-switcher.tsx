// The eight languages, each in its own name, as links to this same page with langCode set: a
// disclosure (details/summary), so it opens and works without JavaScript. The closed list is not
// laid out at all (display: none), so its Thai name does not fetch the Thai font on every page.
import { Icon } from './icon';
import { LANGUAGE_NAMES, languageHref } from '@/lib/i18n/languages';
import { LOCALES, type Locale } from '@/lib/upstream/contract';

export function LanguageSwitcher({ locale, path, query, label }: { locale: Locale; path: string; query: string; label: string }) {
  return (
    <nav aria-label={label}>
      <details className="group relative">
        <summary className="kc-menu-button">
          <Icon name="globe" className="size-[18px]" />
          <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
          <Icon name="chevron-up" className="size-3.5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="kc-menu">
          {LOCALES.map((l) => (
            <li key={l}>
              <a href={languageHref(path, query, l)} lang={l} hrefLang={l} aria-current={l === locale ? 'true' : undefined} className="kc-menu-item">
                {LANGUAGE_NAMES[l]}
                {l === locale ? <Icon name="check" className="size-4" /> : null}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

// A menu in the footer (the language, the colour scheme): a disclosure (details/summary) of links to
// this same page with one setting changed, so it opens and works without JavaScript. The closed list
// is not laid out at all (display: none), so nothing in it (a Thai name's font) is fetched until it opens.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

export type FooterMenuItem = { key: string; href: string; label: string; current: boolean; lang?: string };

export function FooterMenu({
  label,
  icon,
  summary,
  title,
  items,
}: {
  label: string;
  icon: IconName;
  summary: ReactNode;
  title?: string;
  items: FooterMenuItem[];
}) {
  return (
    <nav aria-label={label}>
      <details className="group relative">
        <summary className="kc-menu-button" title={title}>
          <Icon name={icon} className="size-[18px]" />
          {summary}
          <Icon name="chevron-up" className="size-3.5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="kc-menu">
          {items.map((item) => (
            <li key={item.key}>
              <a href={item.href} lang={item.lang} hrefLang={item.lang} aria-current={item.current ? 'true' : undefined} className="kc-menu-item">
                {item.label}
                {item.current ? <Icon name="check" className="size-4" /> : null}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

// A menu in the footer (the language, the colour scheme): a disclosure (details/summary) of links to
// this same page with one setting changed, so it opens and works without JavaScript. The closed list
// is not laid out at all (display: none), so nothing in it (a Thai name's font) is fetched until it opens.
// Each link ends in the menu button's #id: the page it reloads starts there, not on its heading (a
// fragment focuses its target and stops the page's autofocus, so this works without JavaScript too).
// With JavaScript, Escape closes the menu onto its button (FooterMenuKeys).
import type { ReactNode } from 'react';
import { FooterMenuKeys } from './footer-menu-keys';
import { Icon, type IconName } from './icon';

export type FooterMenuItem = { key: string; href: string; label: string; current: boolean; lang?: string };

export function FooterMenu({
  id,
  label,
  icon,
  summary,
  title,
  items,
}: {
  /** The menu button's id, and so the fragment its links end in. */
  id: string;
  label: string;
  icon: IconName;
  summary: ReactNode;
  title?: string;
  items: FooterMenuItem[];
}) {
  return (
    <nav aria-label={label}>
      <details className="group relative">
        <summary id={id} className="kc-menu-button" title={title}>
          <Icon name={icon} className="size-[18px]" />
          {summary}
          <Icon name="chevron-up" className="size-3.5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="kc-menu">
          {items.map((item) => (
            <li key={item.key}>
              {/* Only the attributes an item has: an absent one would still travel in the RSC payload, as "$undefined" (issue 42). */}
              <a
                href={`${item.href}#${id}`}
                {...(item.lang ? { lang: item.lang, hrefLang: item.lang } : {})}
                {...(item.current ? { 'aria-current': 'true' as const } : {})}
                className="kc-menu-item"
              >
                {item.current ? [item.label, <Icon key="check" name="check" className="size-4" />] : item.label}
              </a>
            </li>
          ))}
        </ul>
        <FooterMenuKeys />
      </details>
    </nav>
  );
}

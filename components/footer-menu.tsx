// A menu in the footer (the language, the colour scheme): a disclosure (details/summary) of links to
// this same page with one setting changed, so it opens and works without JavaScript. The closed list
// is not laid out at all (display: none), so nothing in it (a Thai name's font) is fetched until it opens.
// Each link ends in the menu button's #id: the page it reloads starts there, not on its heading (a
// fragment focuses its target and stops the page's autofocus, so this works without JavaScript too).
// Written as HTML (lib/html.ts, issue 42); with JavaScript, FooterMenuKeys adds the keyboard.
import { html, type Html } from '@/lib/html';
import type { IconName } from './icon';

/**
 * An icon as components/icon.tsx draws it, in the footer's HTML. Here, not there: icon.tsx is in the
 * browser's bundles too, and this would take the escaping with it.
 */
export function iconHtml(name: IconName, className = ''): Html {
  return html`<span aria-hidden="true" class="kc-icon kc-icon-${name} ${className}"></span>`;
}

export type FooterMenuItem = { href: string; label: string | Html; current: boolean; lang?: string };

export function footerMenu({
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
  summary: Html;
  title?: string;
  items: FooterMenuItem[];
}): Html {
  const links = items.map(
    (item) =>
      html`<li><a href="${item.href}#${id}"${item.lang ? html` lang="${item.lang}" hreflang="${item.lang}"` : null}${item.current ? html` aria-current="true"` : null} class="kc-menu-item">${item.label}${item.current ? iconHtml('check', 'size-4') : null}</a></li>`,
  );
  return html`<nav aria-label="${label}"><details class="group relative"><summary id="${id}" class="kc-menu-button"${title ? html` title="${title}"` : null}>${iconHtml(icon, 'size-[18px]')}${summary}${iconHtml('chevron-up', 'size-3.5 transition-transform group-open:rotate-180')}</summary><ul class="kc-menu">${links}</ul></details></nav>`;
}

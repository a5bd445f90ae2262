// Issue 27: the colour scheme, as links to this same page with `theme` set (the proxy keeps the
// choice): automatic (the system's), light or dark. No script: the page is rendered in the scheme.
import { html, type Html } from '@/lib/html';
import { SCHEME_CHOICES, schemeHref, type SchemeChoice } from '@/lib/tenant/scheme';
import { footerMenu } from './footer-menu';
import type { IconName } from './icon';

/**
 * `title` is the message `common.schemeTitle` with its arguments left in place ("{label}: {choice}",
 * French "{label}\u00a0: {choice}"), as lib/i18n/template.ts gives it: `template(t, 'schemeTitle')`.
 */
export type SchemeText = { label: string; title: string } & Record<SchemeChoice, string>;

const ICONS: Record<SchemeChoice, IconName> = { system: 'contrast', light: 'sun', dark: 'moon' };

export function schemeMenu({ scheme, path, query, text }: { scheme: SchemeChoice; path: string; query: string; text: SchemeText }): Html {
  // "Appearance: Automatic": what the button is for and what is chosen, not the choice alone.
  const name = text.title.replace(/\{(label|choice)\}/g, (_, arg: string) => (arg === 'label' ? text.label : text[scheme]));
  return footerMenu({
    id: 'appearance',
    label: text.label,
    icon: ICONS[scheme],
    // The icon alone in the footer's one line; its name said to assistive technology, and on hover.
    summary: html`<span class="sr-only">${name}</span>`,
    title: name,
    items: SCHEME_CHOICES.map((choice) => ({ href: schemeHref(path, query, choice), label: text[choice], current: choice === scheme })),
  });
}

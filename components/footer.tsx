// The page footer: the language and colour-scheme switchers and the tenant's support link, on every
// page, a screen with its own support link too, so help is always found in the same place (WCAG 3.2.6).
// Synchronous (the layout hands it its words), so it renders inline with the layout rather than as
// separate streamed chunks. Issue 42: it is only markup, so it is written as one string of HTML
// (lib/html.ts, every value escaped) rather than as its sixty React elements, which React would
// otherwise render three times a request on every page; FooterMenuKeys, after it, adds the keyboard.
import { iconHtml } from './footer-menu';
import { FooterMenuKeys } from './footer-menu-keys';
import { languageMenu } from './language-switcher';
import { schemeMenu, type SchemeText } from './scheme-switcher';
import { html, markupOf } from '@/lib/html';
import type { RequestContext } from '@/lib/request-context';

/** The address when it is an http(s) one, else null (parsed once: this runs on every page). */
function webAddress(url: string): string | null {
  try {
    return /^https?:$/.test(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

export type FooterText = { language: string; scheme: SchemeText; contactSupport: string; opensInNewTab: string };

export function Footer({ context, text }: { context: Pick<RequestContext, 'tenant' | 'locale' | 'scheme' | 'path' | 'query'>; text: FooterText }) {
  const { tenant, locale, scheme, path, query } = context;
  // The support link as components/external-link.tsx's NewTabLink draws it; only to a web address
  // (React refuses a `javascript:` href of its own accord, and this markup is not React's).
  const supportUrl = tenant ? webAddress(tenant.theme.links.contactSupportUrl) : null;
  const support = supportUrl
    ? html`<a class="kc-link " href="${supportUrl}" target="_blank" rel="noopener noreferrer">${text.contactSupport}${iconHtml('external', 'ml-1 size-3.5 align-[-2px]')}<span class="sr-only"> ${text.opensInNewTab}</span></a>`
    : null;
  const footer = html`<div class="flex flex-wrap items-center gap-x-1">${languageMenu({ locale, path, query, label: text.language })}${schemeMenu({ scheme, path, query, text: text.scheme })}</div>${support}`;
  return (
    <>
      <footer className="kc-footer" dangerouslySetInnerHTML={{ __html: markupOf(footer) }} />
      <FooterMenuKeys />
    </>
  );
}

// The page footer: the language and colour-scheme switchers and the tenant's support link, on every
// page, a screen with its own support link too, so help is always found in the same place (WCAG 3.2.6).
// Synchronous (the layout hands it its words), so it renders inline with the layout rather than as
// separate streamed chunks.
import { NewTabLink } from './external-link';
import { LanguageSwitcher } from './language-switcher';
import { SchemeSwitcher, type SchemeText } from './scheme-switcher';
import type { RequestContext } from '@/lib/request-context';

export type FooterText = { language: string; scheme: SchemeText; contactSupport: string; opensInNewTab: string };

export function Footer({ context, text }: { context: RequestContext; text: FooterText }) {
  const { tenant, locale, scheme, path, query } = context;
  return (
    <footer className="kc-footer">
      <div className="flex flex-wrap items-center gap-x-1">
        <LanguageSwitcher locale={locale} path={path} query={query} label={text.language} />
        <SchemeSwitcher scheme={scheme} path={path} query={query} text={text.scheme} />
      </div>
      {tenant ? (
        <NewTabLink href={tenant.theme.links.contactSupportUrl} newTabLabel={text.opensInNewTab}>
          {text.contactSupport}
        </NewTabLink>
      ) : null}
    </footer>
  );
}

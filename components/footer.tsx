// The page footer: the language switcher and the tenant's support link. Synchronous (the layout hands
// it its words), so it renders inline with the layout rather than as separate streamed chunks.
import { NewTabLink } from './external-link';
import { LanguageSwitcher } from './language-switcher';
import type { RequestContext } from '@/lib/request-context';

export type FooterText = { language: string; contactSupport: string; opensInNewTab: string };

export function Footer({ context, text }: { context: RequestContext; text: FooterText }) {
  const { tenant, locale, path, query } = context;
  return (
    <footer className="kc-footer">
      <LanguageSwitcher locale={locale} path={path} query={query} label={text.language} />
      {tenant ? (
        <NewTabLink href={tenant.theme.links.contactSupportUrl} className="kc-footer-support" newTabLabel={text.opensInNewTab}>
          {text.contactSupport}
        </NewTabLink>
      ) : null}
    </footer>
  );
}

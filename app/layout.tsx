// The root layout: the tenant's theme as CSS variables (both colour schemes, or the one asked for)
// in a style sheet of its own, our own fonts, the card with the tenant's logo, and the footer
// (languages, scheme, support).
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Footer } from '@/components/footer';
import { cardClass } from '@/lib/card';
import { TenantLogo } from '@/components/tenant-logo';
import { NEUTRAL_THEME_NAME } from '@/lib/page-title';
import { config } from '@/lib/config';
import { messengerFor, messengerLoader } from '@/lib/messenger';
import { template } from '@/lib/i18n/template';
import { getRequestContext } from '@/lib/request-context';
import { parseHost } from '@/lib/tenant/host';
import { NEUTRAL_COLOURS, palettes, themeCss, themeStylesheetHref } from '@/lib/tenant/theme-css';
import { fontVariables } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const [{ tenant }, t] = await Promise.all([getRequestContext(), getTranslations('common')]);
  const name = tenant?.theme.name ?? NEUTRAL_THEME_NAME;
  return {
    title: name,
    description: t('metaDescription', { name }),
    icons: tenant ? { icon: tenant.theme.images.favicon } : undefined,
    robots: { index: false, follow: false },
    referrer: 'strict-origin-when-cross-origin',
  };
}

/**
 * Issue 27: the browser's own parts (its toolbar on a phone, the canvas before the page's styles)
 * in the page's scheme: `color-scheme` in a meta element, read before any style sheet arrives.
 */
export async function generateViewport(): Promise<Viewport> {
  const { tenant, scheme } = await getRequestContext();
  const { light, dark } = palettes(tenant?.theme.colours ?? NEUTRAL_COLOURS);
  const themeColor =
    scheme === 'system'
      ? [
          { media: '(prefers-color-scheme: light)', color: light.page },
          { media: '(prefers-color-scheme: dark)', color: dark.page },
        ]
      : (scheme === 'dark' ? dark : light).page;
  return { width: 'device-width', initialScale: 1, colorScheme: scheme === 'system' ? 'light dark' : scheme, themeColor };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [context, locale, t] = await Promise.all([getRequestContext(), getLocale(), getTranslations('common')]);
  const theme = context.tenant?.theme;
  // SPEC §7: the messenger, on its domains only (the proxy's CSP names its origin there too).
  const messenger = context.tenant ? messengerFor(parseHost(context.host), config().messenger, context.path) : null;
  return (
    <html lang={locale} className={fontVariables}>
      <head>
        {theme ? (
          // A style sheet of its own (issue 42), kept by the browser; before its first paint all the same.
          <link rel="stylesheet" href={themeStylesheetHref(theme.colours, context.scheme)} nonce={context.nonce} />
        ) : (
          // No tenant (an unknown host, the upstream down): the neutral theme, in the error page itself.
          <style nonce={context.nonce}>{themeCss(NEUTRAL_COLOURS, context.scheme)}</style>
        )}
      </head>
      <body className="kc-body">
        <main className="kc-main">
          <div className={cardClass(context.path)}>
            {theme ? (
              <TenantLogo src={theme.images.logo} darkSrc={theme.images.logoDark} scheme={context.scheme} alt={t('logoAlt', { name: theme.name })} />
            ) : null}
            {children}
          </div>
        </main>
        <Footer
          context={context}
          text={{
            language: t('language'),
            scheme: { label: t('appearance'), title: template(t, 'schemeTitle'), system: t('schemeSystem'), light: t('schemeLight'), dark: t('schemeDark') },
            contactSupport: t('contactSupport'),
            opensInNewTab: t('opensInNewTab'),
          }}
        />
        {messenger ? <script nonce={context.nonce} dangerouslySetInnerHTML={{ __html: messengerLoader(messenger, locale) }} /> : null}
      </body>
    </html>
  );
}

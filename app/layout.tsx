// The root layout: the tenant's theme as server-rendered CSS variables, our own fonts, the card with
// the tenant's logo, and the footer (languages, support).
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Footer } from '@/components/footer';
import { TenantLogo } from '@/components/tenant-logo';
import { NEUTRAL_THEME_NAME } from '@/lib/page-title';
import { config } from '@/lib/config';
import { messengerFor, messengerLoader } from '@/lib/messenger';
import { getRequestContext } from '@/lib/request-context';
import { parseHost } from '@/lib/tenant/host';
import { NEUTRAL_COLOURS, themeCss } from '@/lib/tenant/theme-css';
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

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [context, locale, t] = await Promise.all([getRequestContext(), getLocale(), getTranslations('common')]);
  const theme = context.tenant?.theme;
  // SPEC §7: the messenger, on its domains only (the proxy's CSP names its origin there too).
  const messenger = context.tenant ? messengerFor(parseHost(context.host), config().messenger, context.path) : null;
  return (
    <html lang={locale} className={fontVariables}>
      <head>
        <style nonce={context.nonce}>{themeCss(theme?.colours ?? NEUTRAL_COLOURS)}</style>
      </head>
      <body className="kc-body">
        <main className="kc-main">
          <div className="kc-card">
            {theme ? <TenantLogo src={theme.images.logo} alt={t('logoAlt', { name: theme.name })} /> : null}
            {children}
          </div>
        </main>
        <Footer context={context} text={{ language: t('language'), contactSupport: t('contactSupport'), opensInNewTab: t('opensInNewTab') }} />
        {messenger ? <script nonce={context.nonce} dangerouslySetInnerHTML={{ __html: messengerLoader(messenger, locale) }} /> : null}
      </body>
    </html>
  );
}

// The root layout: the tenant's theme as server-rendered CSS variables, its logo and favicon.
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NEUTRAL_THEME_NAME } from '@/lib/page-title';
import { getRequestContext } from '@/lib/request-context';
import { NEUTRAL_COLOURS, themeCss } from '@/lib/tenant/theme-css';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { tenant } = await getRequestContext();
  return {
    title: tenant?.theme.name ?? NEUTRAL_THEME_NAME,
    icons: tenant ? { icon: tenant.theme.images.favicon } : undefined,
    robots: { index: false, follow: false },
    referrer: 'strict-origin-when-cross-origin',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ tenant, nonce }, locale, t] = await Promise.all([getRequestContext(), getLocale(), getTranslations('common')]);
  const theme = tenant?.theme;
  return (
    <html lang={locale}>
      <head>
        <style nonce={nonce}>{themeCss(theme?.colours ?? NEUTRAL_COLOURS)}</style>
      </head>
      <body className="min-h-screen font-sans antialiased">
        <main className="mx-auto w-full max-w-[364px] px-4 py-10">
          {theme ? (
            // eslint-disable-next-line @next/next/no-img-element -- the logo is the tenant's, served by its own origin
            <img src={theme.images.logo} alt={t('logoAlt', { name: theme.name })} className="mx-auto mb-6 h-12 w-auto" height={48} />
          ) : null}
          {children}
        </main>
      </body>
    </html>
  );
}

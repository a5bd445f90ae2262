// The root layout: the tenant's theme as server-rendered CSS variables, our own fonts, the card with
// the tenant's logo, and the footer (languages, support).
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Footer } from '@/components/footer';
import { TenantLogo } from '@/components/tenant-logo';
import { NEUTRAL_THEME_NAME } from '@/lib/page-title';
import { getRequestContext } from '@/lib/request-context';
import { NEUTRAL_COLOURS, themeCss } from '@/lib/tenant/theme-css';
import { fontVariables } from './fonts';
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
  const [context, locale, t] = await Promise.all([getRequestContext(), getLocale(), getTranslations('common')]);
  const theme = context.tenant?.theme;
  return (
    <html lang={locale} className={fontVariables}>
      <head>
        <style nonce={context.nonce}>{themeCss(theme?.colours ?? NEUTRAL_COLOURS)}</style>
      </head>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-on-surface antialiased min-[420px]:bg-page">
        {/* Below 420 px the card is the page: full width, no edge, from the top. */}
        <main className="flex w-full flex-1 flex-col items-center min-[420px]:justify-center min-[420px]:px-4 min-[420px]:pt-10 min-[420px]:pb-4">
          <div className="w-full bg-surface px-5 pt-8 pb-6 min-[420px]:max-w-[364px] min-[420px]:rounded-xl min-[420px]:border min-[420px]:border-edge min-[420px]:p-6 min-[420px]:shadow-[0_1px_2px_rgb(0_0_0/0.06),0_8px_24px_-8px_rgb(0_0_0/0.12)]">
            {theme ? <TenantLogo src={theme.images.logo} alt={t('logoAlt', { name: theme.name })} /> : null}
            {children}
          </div>
        </main>
        <Footer context={context} />
      </body>
    </html>
  );
}

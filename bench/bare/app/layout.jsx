// create-next-app's layout (two self-hosted fonts, metadata, a stylesheet) with next-intl's provider.
import localFont from 'next/font/local';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import './globals.css';

const sans = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-sans',
});
const thai = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-thai',
  preload: false,
});

export async function generateMetadata() {
  const t = await getTranslations('home');
  return { title: t('title'), description: t('description') };
}

export default async function RootLayout({ children }) {
  const locale = await getLocale();
  return (
    <html lang={locale} className={`${sans.variable} ${thai.variable}`}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}

import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // Keep packages that only the server uses out of the client graph.
  serverExternalPackages: ['pino', 'iron-session'],
};

export default withNextIntl(nextConfig);

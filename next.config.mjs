import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (next-intl's `precompile`, through icu-minify): no ICU message is
// parsed while a page renders, and the browser gets the formatter without the parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // The proxy sees the URL the router itself uses, so its rewrite to /error stays internal whatever
  // HOSTNAME the server binds (otherwise it sees http://localhost:PORT and the rewrite is proxied).
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // Every page's metadata (its title first) is in the <head> of the first byte, for every browser:
  // Next streams it into the body for all but the "HTML-limited bots" it names, which costs a
  // Suspense boundary and a later chunk per page, and leaves a browser without JavaScript (and a
  // screen reader announcing the page) with a title outside the head until it arrives.
  htmlLimitedBots: /./,
  experimental: {
    // `npm run profile` builds with server source maps, to name the Keycard module behind each sample.
    serverSourceMaps: process.env.KEYCARD_SERVER_SOURCE_MAPS === '1',
    // Next buffers a POST body for the proxy before the route handler reads it, 10 MB by default: far
    // past the handlers' 8 KiB cap (lib/http/read-fields.ts). It keeps at most this many bytes and
    // silently drops the rest, so read-fields.ts refuses a body that may have been cut (a declared
    // length it does not reach, or none declared). Twice the cap, so a body at the cap is never cut.
    proxyClientMaxBodySize: 16 * 1024,
  },
  // Fixed at build time: the component kit at /kit is served by the demo and test builds only (a
  // `page.dev.tsx` extension would do it too, but a dotted page extension stops next/font's preload).
  env: { KEYCARD_DEV_PAGES: process.env.KEYCARD_DEV_PAGES === '1' ? '1' : '0' },
  // Keep packages that only the server uses out of the client graph.
  // The password-strength dictionaries (issue 41) load from node_modules on the server, once per language.
  serverExternalPackages: [
    'pino',
    'iron-session',
    '@opentelemetry/sdk-node',
    '@opentelemetry/sdk-trace',
    '@opentelemetry/core',
    '@zxcvbn-ts/core',
    '@zxcvbn-ts/language-common',
    '@zxcvbn-ts/language-en',
    '@zxcvbn-ts/language-de',
    '@zxcvbn-ts/language-fr',
    '@zxcvbn-ts/language-es-es',
    '@zxcvbn-ts/language-pt-br',
    '@zxcvbn-ts/language-it',
    '@zxcvbn-ts/language-id',
  ],
  // Production builds use webpack (`next build --webpack`): on /login it ships ~2 KiB less JavaScript
  // than Turbopack, and it honours SPEC §7's 120-second script-chunk timeout.
  webpack(config, { isServer, webpack }) {
    if (!isServer) {
      config.output.chunkLoadTimeout = 120_000;
      // Issue 41: the strength meter's estimator and dictionaries as one chunk each (the estimator with
      // the common passwords, and one per language), not the dozens Next's size-based groups would make:
      // every async chunk is an entry in the runtime that every page loads.
      const split = config.optimization.splitChunks;
      if (split && split.cacheGroups) {
        split.cacheGroups.passwordStrength = {
          test: /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/,
          chunks: 'async',
          priority: 100,
          enforce: true,
          name: (module) => `pw-${/@zxcvbn-ts[\\/]language-(?!common)([\w-]+)/.exec(module.context ?? '')?.[1] ?? 'estimator'}`,
        };
      }
      // Issue 42: each page's own code in one chunk of its own, not webpack's chunks of what several pages
      // share. Those were a few KiB, loaded by every page that used any of their modules, with the
      // others' code in them (the reset page loaded the MFA forms' schemas); one chunk a page compresses
      // better and holds only that page's code. Measured: every page's first load 0.3-0.5 KiB less
      // (and sharing by exact sets of pages, 2-3 KiB more). The framework's and libraries' groups stay.
      if (split && split.cacheGroups) split.cacheGroups.default = false;
      // Modern browsers only: Next's client polyfills give way to the one our targets still lack.
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]build[\\/]polyfills[\\/]polyfill-module(\.js)?$/,
          path.resolve(import.meta.dirname, 'lib/client/modern-polyfills.js'),
        ),
      );
    }
    return config;
  },
};

export default withNextIntl(nextConfig);

// The bare page `npm run bench` measures Keycard against: Next 16 and next-intl with a middleware
// (proxy.js) and one dynamic page, built the way Keycard is (`next build --webpack`) and served by
// `next start`. Nothing here is Keycard's; it is the framework's own cost, for the ratios.
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.js');

export default withNextIntl({ poweredByHeader: false, reactStrictMode: true });

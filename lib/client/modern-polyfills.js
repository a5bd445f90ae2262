// Stands in for Next's client polyfill module (next.config.mjs): our browser targets (Next 16's
// defaults: Chrome and Edge 111, Firefox 111, Safari 16.4) have every feature it patches natively
// (String trimStart/trimEnd, Symbol description, Array flat/flatMap/at, Promise finally,
// Object.fromEntries/hasOwn) except URL.canParse (Chrome 120, Safari 17), which Next's own client
// code calls: that one stays. Lighthouse counted the rest as 12 KiB of legacy JavaScript on /login.
if (typeof URL !== 'undefined' && !('canParse' in URL)) {
  URL.canParse = function canParse(url, base) {
    try {
      return !!new URL(url, base);
    } catch {
      return false;
    }
  };
}

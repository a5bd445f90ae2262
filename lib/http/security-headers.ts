// The security baseline's response headers (DESIGN §9).

export type CspInput = {
  nonce: string;
  imageOrigins: string[];
  dev?: boolean;
  /** The messenger's origin, on the hosts it is enabled for (lib/messenger.ts): its script, calls, images and frames. */
  messengerOrigin?: string;
  /**
   * Issue 38's badge stage, the one page that may read a QR code with the camera: its decoder, where
   * the browser has no BarcodeDetector, is WebAssembly ('wasm-unsafe-eval' compiles it, nothing else).
   */
  camera?: boolean;
};

/**
 * A nonce-based CSP. No `form-action`: Chromium applies it to every redirect after a form POST,
 * which would break the IdP and calling-application hops.
 */
export function contentSecurityPolicy({ nonce, imageOrigins, dev, messengerOrigin, camera }: CspInput): string {
  const m = messengerOrigin ? ` ${messengerOrigin}` : '';
  const images = ["'self'", 'data:', ...new Set(imageOrigins), ...(messengerOrigin ? [messengerOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    // With 'strict-dynamic' the nonce alone admits the messenger's loader and what it loads; the origin
    // is for browsers that predate 'strict-dynamic'.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${m}${dev ? " 'unsafe-eval'" : camera ? " 'wasm-unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-inline'" : ''}`,
    `img-src ${images}`,
    "font-src 'self'",
    `connect-src 'self'${m}`,
    ...(messengerOrigin ? [`frame-src ${messengerOrigin}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The authenticator app's QR code (app/api/mfa/app/qr): an image of its own, no page. */
export const APP_QR_PATH = '/api/mfa/app/qr';

/**
 * The policy of an answer that is an image, not a page (the QR code's SVG): opened as a document, it
 * may run nothing and load nothing. The proxy gives it this one rather than the pages' (Next keeps the
 * proxy's header over a route's own).
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** Whether a path is the QR image's, as Next's router may read it (percent-decoded: it tries both). */
export function isImagePath(pathname: string): boolean {
  if (pathname === APP_QR_PATH) return true;
  try {
    return decodeURIComponent(pathname) === APP_QR_PATH;
  } catch {
    return false;
  }
}

/** Issue 38: the one page whose camera may be asked for (to read a badge's QR code). */
export const CAMERA_PAGE = '/login/badge';

export function securityHeaders(opts: { https: boolean; camera?: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': `camera=(${opts.camera ? 'self' : ''}), microphone=(), geolocation=()`,
  };
  if (opts.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * The origins of the theme's images (a dark logo among them, when the theme has one), so the CSP can
 * allow exactly those. An address with no origin of its own (data:, javascript:) adds nothing: its
 * origin would be written `null`.
 */
export function originsOf(urls: (string | undefined)[]): string[] {
  return urls.flatMap((u) => {
    if (u === undefined) return [];
    try {
      const { origin } = new URL(u);
      return origin === 'null' ? [] : [origin];
    } catch {
      return [];
    }
  });
}

// A QR code as SVG markup, rendered on the server (no JavaScript in the page, no canvas).
import 'server-only';
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { APP_QR_PATH } from './http/security-headers';

export function qrSvg(value: string): Promise<string> {
  // Medium error correction and the standard quiet zone of four modules, inside the SVG itself.
  return QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}

/**
 * Which registration a QR image shows: a digest of its otpauth:// address (which holds the secret,
 * so never the address itself). A page names it in the image's address, and the route draws only the
 * registration so named: a page whose registration was started again in another tab shows no QR code
 * rather than one for another key than the key written beside it.
 */
export function qrVersion(otpauthUri: string): string {
  return createHash('sha256').update(`keycard/app-qr/v1:${otpauthUri}`).digest('base64url').slice(0, 16);
}

/** The image of the authenticator-app registration in progress (app/api/mfa/app/qr/route.ts). */
export function appQrHref(otpauthUri: string): string {
  return `${APP_QR_PATH}?v=${qrVersion(otpauthUri)}`;
}

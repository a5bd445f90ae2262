// A QR code as SVG markup, rendered on the server (no JavaScript in the page, no canvas).
import 'server-only';
import QRCode from 'qrcode';

export function qrSvg(value: string): Promise<string> {
  // Medium error correction and the standard quiet zone of four modules, inside the SVG itself.
  return QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}

/** The image of the authenticator-app registration in progress (app/api/mfa/app/qr/route.ts). */
export const APP_QR_PATH = '/api/mfa/app/qr';

// GET /api/mfa/app/qr: the QR code of the authenticator-app registration in progress (the app path's
// step 2, and a temporary pass's set-up), as an image of its own rather than markup in the page: the
// page and its RSC payload carry 4 KB less (issue 42), and the code is drawn from the ceremony cookie
// of this session's user only, the one the page names. Never cached, and no other site may embed it.
import { route } from '@/lib/http/route';
import { IMAGE_CSP } from '@/lib/http/security-headers';
import { qrSvg, qrVersion } from '@/lib/qr';

const PRIVATE_IMAGE = { 'Cache-Control': 'no-store', 'Cross-Origin-Resource-Policy': 'same-origin', 'Content-Security-Policy': IMAGE_CSP };

export const GET = route({
  session: 'required',
  async handle({ request, ceremony }) {
    const pending = await ceremony('mfa');
    const uri = pending?.purpose === 'register' ? pending.otpauthUri : undefined;
    // Only the registration the page named (?v=, lib/qr.ts): one started again since has another key.
    if (!uri || request.nextUrl.searchParams.get('v') !== qrVersion(uri)) return { response: new Response(null, { status: 404, headers: PRIVATE_IMAGE }) };
    return { response: new Response(await qrSvg(uri), { status: 200, headers: { ...PRIVATE_IMAGE, 'Content-Type': 'image/svg+xml' } }) };
  },
});

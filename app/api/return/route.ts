// GET /api/return: the end of the must-log-out round trip. Reads the link kept in the flash at
// logout, forgets it, and goes back to it (only /activate or /reset-password/update).
import type { NextRequest } from 'next/server';
import { isSafeReturnTo } from '@/lib/flows/return-to';
import { redirectTo } from '@/lib/http/respond';
import { COOKIE } from '@/lib/session/cookies';
import { clearFlashCookie, openFlash } from '@/lib/session/flash';

export async function GET(request: NextRequest) {
  const flash = await openFlash(request.cookies.get(COOKIE.flash)?.value);
  const target = isSafeReturnTo(flash?.returnTo) ? flash.returnTo : '/login?loggedOut=true';
  return redirectTo(request, target, [clearFlashCookie()], 302);
}

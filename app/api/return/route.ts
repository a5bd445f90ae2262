// GET /api/return: the end of the must-log-out round trip. Reads the link kept at logout, forgets
// it, and goes back to it (only /activate or /reset-password/update).
import type { NextRequest } from 'next/server';
import { isSafeReturnTo } from '@/lib/flows/return-to';
import { redirectTo } from '@/lib/http/respond';
import { COOKIE } from '@/lib/session/cookies';
import { clearReturnToCookie, openReturnTo } from '@/lib/session/flash';

export async function GET(request: NextRequest) {
  const returnTo = await openReturnTo(request.cookies.get(COOKIE.returnTo)?.value);
  return redirectTo(request, isSafeReturnTo(returnTo) ? returnTo : '/login?loggedOut=true', [clearReturnToCookie()], 302);
}

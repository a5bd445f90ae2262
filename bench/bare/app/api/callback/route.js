// A callback as most Next apps answer one: a query read, a cookie set, a redirect out of the app. With
// `full`, also what Keycard's callback sends and sets (lib/full-shape.js): the token exchange, the
// two upstream calls after it, and seven cookies.
import { NextResponse } from 'next/server';
import { SET_BY, callUpstream, setCookiesLike } from '../../../lib/full-shape';

export async function GET(request) {
  const code = request.nextUrl.searchParams.get('code') ?? '';
  if (!request.nextUrl.searchParams.has('full')) {
    const response = NextResponse.redirect(new URL(`/?code=${encodeURIComponent(code)}`, request.url), 303);
    response.cookies.set('__Host-session', 'x'.repeat(400), { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    return response;
  }
  const tokens = await callUpstream(
    '/token',
    { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:4302/callback', code_verifier: 'k'.repeat(43), client_id: 'bare' },
    { form: true },
  );
  const user = await callUpstream('/authenticate', { idToken: tokens.id_token, tenantCode: 'seaside', deviceToken: 'd'.repeat(64) });
  const target = await callUpstream('/authorize-redirect', { userId: user.userId, redirectUri: 'http://localhost:4302/callback', tenantCode: 'seaside' });
  const response = NextResponse.redirect(new URL(target.redirectUri), 302);
  setCookiesLike(response, SET_BY.callback);
  return response;
}

// A callback as most Next apps answer one: a query read, a cookie set, a redirect out of the app.
import { NextResponse } from 'next/server';

export async function GET(request) {
  const response = NextResponse.redirect(new URL(`/?code=${encodeURIComponent(request.nextUrl.searchParams.get('code') ?? '')}`, request.url), 303);
  response.cookies.set('__Host-session', 'x'.repeat(400), { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  return response;
}

// A middleware as most Next apps have one: it reads the request and adds a response header.
import { NextResponse } from 'next/server';

export function proxy(request) {
  const response = NextResponse.next();
  response.headers.set('x-bare-path', request.nextUrl.pathname);
  return response;
}

export const config = { matcher: ['/((?!_next/|favicon.ico).*)'] };

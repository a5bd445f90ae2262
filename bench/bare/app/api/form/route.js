// A form's post as most Next apps answer one: the fields read, a cookie set, 303 to the next page.
// `npm run bench` times it in the bare app's own sign-in-shaped journey (the framework's floor).
import { NextResponse } from 'next/server';

export async function POST(request) {
  const form = await request.formData();
  const next = new URL('/', request.url);
  next.searchParams.set('email', String(form.get('email') ?? ''));
  const response = NextResponse.redirect(next, 303);
  response.cookies.set('__Host-step', String(form.get('step') ?? ''), { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  return response;
}

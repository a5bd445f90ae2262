// A form's post as most Next apps answer one: the fields read, a cookie set, 303 to the next page.
// `npm run bench` times it in the bare app's own sign-in-shaped journey (the framework's floor). With
// `full` set, it also makes the upstream call and sets the cookies that Keycard's stage of that name
// does (lib/full-shape.js): the floor for a sign-in's whole traffic, not only its hops.
import { NextResponse } from 'next/server';
import { SET_BY, callUpstream, setCookiesLike } from '../../../lib/full-shape';

export async function POST(request) {
  const form = await request.formData();
  const step = String(form.get('step') ?? '');
  const email = String(form.get('email') ?? '');
  const next = new URL('/', request.url);
  next.searchParams.set('email', email);
  if (!form.get('full')) {
    const response = NextResponse.redirect(next, 303);
    response.cookies.set('__Host-step', step, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    return response;
  }
  // The password stage sends the credentials to the IdP and goes on with the ticket it answers.
  if (step === 'password') {
    const answer = await callUpstream('/co/authenticate', { client_id: 'bare', email, password: String(form.get('password') ?? '') });
    next.searchParams.set('ticket', answer.login_ticket);
  }
  const response = NextResponse.redirect(next, 303);
  setCookiesLike(response, SET_BY[step === 'password' ? 'password' : 'email']);
  return response;
}

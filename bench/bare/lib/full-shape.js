// The rest of a sign-in's shape, for the bench's second floor (issue 42's tenth step): the upstream
// calls a returning browser's sign-in makes and the cookies it is set, as most Next apps would make
// and set them (undici's `request`, as Keycard's own calls; `response.cookies.set`). Nothing here is
// Keycard's work (no seal, no token check, no limits): it is what the framework and Node cost for the
// same traffic. The answers come from the bench's own process (BARE_UPSTREAM), whose CPU is not
// counted, as the sandbox's is not for Keycard.
import { request } from 'undici';

/** An upstream call: a JSON (or form) body out, a JSON answer read. */
export async function callUpstream(path, body, { form = false } = {}) {
  const res = await request(`${process.env.BARE_UPSTREAM}${path}`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', accept: 'application/json' },
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
  if (res.statusCode !== 200) throw new Error(`upstream ${path} answered ${res.statusCode}`);
  return res.body.json();
}

const OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' };
/** Next writes about this much beside a cookie's name and value (`; Path=/; Secure; HttpOnly; SameSite=lax`). */
const ATTRIBUTES = 44;

/**
 * The cookies Keycard's answer sets at that hop, by name and the length of its Set-Cookie line
 * (read off a returning browser's sign-in: the e-mail stage sets three, the password stage two, the
 * callback seven), set here with values of the same lengths.
 */
export const SET_BY = {
  email: [
    ['__Host-email', 371],
    ['__Host-last-email', 69],
    ['__Host-shared', 114],
  ],
  password: [
    ['__Host-tx', 816],
    ['__Host-known', 460],
  ],
  callback: [
    ['__Host-email', 64],
    ['__Host-tx', 105],
    ['__Host-sso-hint', 398],
    ['__Host-idt', 1524],
    ['__Host-session', 1165],
    ['__Host-partner', 66],
    ['__Host-known', 460],
  ],
};

export function setCookiesLike(response, cookies) {
  for (const [name, line] of cookies) response.cookies.set(name, 'v'.repeat(Math.max(1, line - name.length - 1 - ATTRIBUTES)), OPTIONS);
}

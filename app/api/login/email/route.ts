// POST /api/login/email: the e-mail stage. Remembers the e-mail if asked, then the password stage.
import type { NextRequest } from 'next/server';
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/login-params';
import { isSameOrigin } from '@/lib/http/origin';
import { badRequest, forbidden, formFailure, formSuccess, readFields } from '@/lib/http/respond';
import { COOKIE, cookieOptions, expiredCookieOptions } from '@/lib/session/cookies';
import { flashCookie } from '@/lib/session/flash';
import { EmailStageForm } from '@/lib/validation/login';

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return forbidden(request);
  const fields = await readFields(request);
  if (!fields) return badRequest(request);
  const flow = parseFlowParams(fields);
  const parsed = EmailStageForm.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.errors;
    const raw = (fields.email ?? '').slice(0, 254);
    return formFailure(request, errors, withQuery('/login/email', flowQuery({ ...flow, email: undefined }, { error: errors.email })), [await flashCookie({ email: raw })]);
  }
  const { email, remember } = parsed.data;
  const rememberCookie = remember
    ? { name: COOKIE.lastEmail, value: email, options: cookieOptions('lastEmail') }
    : { name: COOKIE.lastEmail, value: '', options: expiredCookieOptions('lastEmail') };
  return formSuccess(request, withQuery('/login/password', flowQuery({ ...flow, email: undefined })), [await flashCookie({ email }), rememberCookie]);
}

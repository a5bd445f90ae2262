// GET /api/password-words?locale=de: the strength meter's words in a language (issue 41), fetched with
// the estimator when a new password's field is first used, so the pages' first load does not carry
// them. The same for everyone, in the language asked for whatever the request's own: a browser may keep
// them for a day. Not a shared cache: the proxy may set a cookie (a `lang` choice) on any response.
import { strengthText } from '@/lib/form-text';
import { Locale } from '@/lib/upstream/contract/common';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const asked = Locale.safeParse(new URL(request.url).searchParams.get('locale'));
  if (!asked.success) return Response.json({ error: 'locale' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(await strengthText(asked.data), { headers: { 'Cache-Control': 'private, max-age=86400' } });
}

// GET /api/password-words?locale=de: the strength meter's words in a language (issue 41), fetched with
// the estimator when a new password's field is first used, so the pages' first load does not carry
// them. The same for everyone: a browser may keep them for a day.
import { strengthText } from '@/lib/form-text';
import { LOCALES, type Locale } from '@/lib/upstream/contract/common';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const asked = new URL(request.url).searchParams.get('locale');
  if (!asked || !(LOCALES as readonly string[]).includes(asked))
    return Response.json({ error: 'locale' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(await strengthText(asked as Locale), { headers: { 'Cache-Control': 'public, max-age=86400' } });
}

// GET /api/mfa/mobile/events: the partner-app challenge in progress as server-sent events (DESIGN
// §8), for the page that shows its number. Polls the upstream, sends each new state once (resuming
// after `Last-Event-ID` or the page's own version), and ends on the final state or when the browser
// goes away. The challenge is the one in this user's ceremony cookie: none can be named from outside.
import { json, route } from '@/lib/http/route';
import { mobilePending } from '@/lib/mfa/mobile';
import { challengeEventStream, claimStream, lastVersion, STREAM_HEADERS } from '@/lib/mfa/mobile-stream';
import { getMobileChallenge } from '@/lib/upstream/mobile';

export const dynamic = 'force-dynamic';

export const GET = route({
  session: 'required',
  async handle({ session, ceremony, request }) {
    const pending = mobilePending(await ceremony('mfa'));
    // 204 tells an EventSource to stop: there is nothing to follow.
    if (!pending) return { response: new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }) };
    // Each stream polls the upstream: a challenge, a session and the process get a bounded number at
    // once (429 beyond them; the page's reconnect policy retries with backoff, at most ten times).
    const release = claimStream(pending.challengeId, session.token);
    if (!release) return { response: new Response(null, { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': '2' } }) };
    const stream = challengeEventStream({
      poll: () => getMobileChallenge(session.token, pending.challengeId),
      signal: request.signal,
      after: lastVersion(request.headers.get('last-event-id'), request.nextUrl.searchParams.get('after')),
      onEnd: release,
    });
    return { response: new Response(stream, { headers: STREAM_HEADERS }) };
  },
});

// Only GET: anything else is refused as the route wrapper refuses bad input.
export const POST = () => json({ ok: false, errors: { form: 'badRequest' } }, 405);

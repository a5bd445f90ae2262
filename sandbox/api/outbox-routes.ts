// The outbox (e-mails, text messages and voice calls): GET /outbox is a page for people following a
// link by hand, GET /outbox.json is for tests (`?to=` narrows both to one recipient). Newest first.
// A text or call to the premium-rate range says so (`premium: true`; "premium rate" on the page).
import { escapeHtml, page } from '../http/html';
import { html, json } from '../http/replies';
import type { OutboxMessage } from '../lifecycle/outbox';
import type { ApiDeps, ApiRouter } from './types';

/** Long links and addresses must wrap inside the narrow page instead of widening it. */
const WRAP = 'white-space:pre-wrap;overflow-wrap:anywhere';

function renderMessage(message: OutboxMessage): string {
  const headingId = `${message.id}-subject`;
  const links = message.links.map((link) => `<li><a href="${escapeHtml(link)}" style="${WRAP}">${escapeHtml(link)}</a></li>`).join('');
  return `<article aria-labelledby="${escapeHtml(headingId)}" data-mail-id="${escapeHtml(message.id)}">
<h2 id="${escapeHtml(headingId)}">${escapeHtml(message.subject)}</h2>
<dl>
<dt>To</dt><dd style="${WRAP}">${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></dd>
<dt>Kind</dt><dd>${escapeHtml(message.kind)}${message.premium ? ' (premium rate)' : ''}</dd>
</dl>
<pre style="${WRAP};font-family:inherit">${escapeHtml(message.text)}</pre>
${links ? `<h3>Links</h3><ul>${links}</ul>` : ''}
</article>
<hr>`;
}

function outboxPage(messages: OutboxMessage[], to: string): string {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  const body = `<main>
<h1>Outbox</h1>
<p>E-mails, text messages and voice calls the sandbox has sent, newest first. Nothing leaves this machine.</p>
<form method="get" action="/outbox" role="search">
<label for="to">Recipient</label>
<input id="to" name="to" type="text" value="${escapeHtml(to)}" autocomplete="off" placeholder="e-mail or +61…">
<button type="submit">Show</button>
</form>
<p>${escapeHtml(count)}${to ? ` to ${escapeHtml(to)}` : ''}. <a href="/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}">Refresh</a></p>
${messages.length ? messages.map(renderMessage).join('\n') : '<p>Nothing sent yet.</p>'}
</main>`;
  return page('Outbox', body);
}

export function registerOutboxRoutes(router: ApiRouter, { store }: ApiDeps): void {
  router.get('/outbox', ({ query }) => {
    const to = query.get('to')?.trim() ?? '';
    return html(200, outboxPage(store.outbox.list(to || undefined), to), { 'cache-control': 'no-store' });
  });

  router.get('/outbox.json', ({ query }) => {
    const to = query.get('to')?.trim();
    return json(200, { messages: store.outbox.list(to || undefined) });
  });
}

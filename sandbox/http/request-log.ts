// One short line per request: server, method, route, status, duration and the trace token.
// Never bodies, queries (they carry tokens) or raw paths that hold e-mails: routes are logged
// by pattern when one matched.
import type { IncomingMessage } from 'node:http';
import { TRACE_TOKEN_HEADER } from '../../lib/upstream/contract';

export function logRequest(server: string, req: IncomingMessage, route: string, status: number, startedAt: number) {
  const raw = req.headers[TRACE_TOKEN_HEADER];
  const trace = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 64).replace(/[^\w.:-]/g, '?') ?? '-';
  const ms = Date.now() - startedAt;
  process.stderr.write(`[${server}] ${req.method} ${route} ${status} ${ms}ms trace=${trace}\n`);
}

/** The path without its query, for logging an unmatched request. */
export function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0] ?? '/';
}

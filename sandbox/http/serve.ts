// Serving a declared endpoint of the upstream contract: the route is registered at the declaration's
// path, the body parsed with its request schema and the answer with its response schema, so the
// sandbox can never drift from what Keycard expects.
import type { z } from 'zod';
import type { CodeOf, Endpoint } from '../../lib/upstream/contract';
import type { ApiRequest, ApiRouter } from '../api/types';
import { HttpError, json, noContent, parseBody } from './replies';

type BodyOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.output<E['request']> : undefined;
type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : undefined;
type AnswerOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : void;

/**
 * One of the endpoint's declared error codes: at the status its `errors` give it, or, for a code of
 * its `codes` table (the body's own, whatever the status), at `status`.
 */
export function fail<E extends Endpoint>(endpoint: E, code: CodeOf<E>, status?: number, message?: string): HttpError {
  const declared = Object.entries(endpoint.errors ?? {}).find(([, c]) => c === code)?.[0];
  const resolved = status ?? (declared ? Number(declared) : undefined);
  if (resolved === undefined) throw new Error(`${endpoint.name} declares no status for ${code}`);
  return new HttpError(resolved, code, message);
}

export function serve<E extends Endpoint>(
  router: ApiRouter,
  endpoint: E,
  handler: (req: Omit<ApiRequest, 'query'> & { body: BodyOf<E>; query: QueryOf<E> }) => Promise<AnswerOf<E>> | AnswerOf<E>,
): void {
  const pattern = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  router.add(endpoint.method, pattern, async (req) => {
    const body = (endpoint.request ? parseBody(endpoint.request, req.body) : undefined) as BodyOf<E>;
    // A query the declaration does not name is ignored; one it names is parsed like a body.
    const query = (endpoint.query ? parseBody(endpoint.query, Object.fromEntries(req.query)) : undefined) as QueryOf<E>;
    const answer = await handler({ ...req, body, query });
    // Parsed on the way out too: a handler or seed that breaks the contract fails loudly here.
    return endpoint.response ? json(200, endpoint.response.parse(answer)) : noContent();
  });
}

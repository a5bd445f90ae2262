// The upstream contract as an OpenAPI 3.1 document, generated from the endpoint declarations, so an
// operator can check a real upstream against what Keycard expects (`npm run openapi`).
import { z } from 'zod';
import { ErrorBody, IDEMPOTENCY_KEY_HEADER, TRACE_TOKEN_HEADER } from './common';
import type { Endpoint } from './endpoint';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });
const header = (name: string, required: boolean, description: string) => ({ name, in: 'header', required, description, schema: { type: 'string' } });

/** A read's query string, one parameter per name its schema declares. */
function queryParameters(e: Endpoint) {
  if (!e.query) return [];
  const required = new Set(Object.entries(e.query.shape).flatMap(([name, s]) => (s.safeParse(undefined).success ? [] : [name])));
  return Object.entries(e.query.shape).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: schema(s) }));
}

export function openApiDocument(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const headers = [
      header(TRACE_TOKEN_HEADER, true, 'Correlates one user request across services'),
      ...(e.method !== 'GET' && e.retry === 'safe'
        ? [header(IDEMPOTENCY_KEY_HEADER, false, 'A repeat with the same key must answer as the first attempt did')]
        : []),
      ...(e.headers ?? []).map((h) => header(h, false, 'Optional')),
    ];
    const errors = Object.entries(e.errors ?? {}).map(
      ([status, code]) => [status, { description: `${code} (SPEC §8)`, content: { 'application/json': { schema: schema(ErrorBody) } } }] as const,
    );
    paths[e.path] ??= {};
    paths[e.path]![e.method.toLowerCase()] = {
      operationId: e.name,
      summary: e.summary,
      ...(e.bearer ? { security: [{ userToken: [] }] } : {}),
      parameters: [...headers, ...params, ...queryParameters(e)],
      ...(e.request ? { requestBody: { required: true, content: { 'application/json': { schema: schema(e.request) } } } } : {}),
      responses: {
        ...(e.response
          ? { 200: { description: 'OK', content: { 'application/json': { schema: schema(e.response) } } } }
          : { 204: { description: 'No content' } }),
        ...Object.fromEntries(errors),
        default: {
          description: e.codes
            ? `An error with its code: ${Object.entries(e.codes)
                .map(([c, d]) => `${c} (${d})`)
                .join('; ')}`
            : 'An error with its code',
          content: { 'application/json': { schema: schema(ErrorBody) } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Keycard upstream contract', version: '2' },
    components: { securitySchemes: { userToken: { type: 'http', scheme: 'bearer', description: "The user's upstream token" } } },
    paths,
  };
}

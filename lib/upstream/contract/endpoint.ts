// One declaration per upstream endpoint (DESIGN §2): method, path, request and response schemas,
// status → SPEC §8 error code, retry policy. The client calls by endpoint, the sandbox serves by
// endpoint, and the OpenAPI document is generated from the same declarations.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * When a failed call may be sent again (SPEC §7: up to 10 retries on 502/503/504, DESIGN §2):
 * `safe` — a read, or a write the upstream dedupes by `Idempotency-Key` (sent on every attempt);
 * `never` — a second attempt could only fail or count twice (e.g. an ID token is accepted once).
 */
export type RetryPolicy = 'safe' | 'never';

type Params<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | Params<Rest> : never;

export type EndpointDef<
  P extends string = string,
  Req extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  method: Method;
  /** OpenAPI-style path: `/user/{email}/reset-password`. */
  path: P;
  summary: string;
  request?: Req;
  /** A read's query string, each value a string as sent (issue 39's search and page). */
  query?: z.ZodObject<Record<string, z.ZodType<unknown, string | undefined>>>;
  /** The 2xx body; omitted for 204 No Content. */
  response?: Res;
  /** Statuses that mean one of SPEC §8's error codes for this endpoint; others keep the body's code. */
  errors?: Readonly<Record<number, string>>;
  /** Codes the error body may carry whatever the status (several share one, e.g. 429), with what each means. */
  codes?: Readonly<Record<string, string>>;
  retry: RetryPolicy;
  /** The user's upstream token as a Bearer header. */
  bearer?: true;
  /** Request headers the endpoint reads (documented in the OpenAPI document). */
  headers?: readonly string[];
  /** Test and demo support, not part of what a real upstream must offer. */
  sandboxOnly?: true;
};

export type Endpoint<
  P extends string = string,
  Req extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType | undefined = z.ZodType | undefined,
> = EndpointDef<P, Req, Res> & { name: string };

/**
 * The error codes an endpoint declares: those its statuses name and those its error body may carry.
 * A `codes` table typed only as `Record<string, string>` adds none (it would make every string a code).
 */
export type CodeOf<E> =
  (E extends { errors: infer M } ? M[keyof M] & string : never) | (E extends { codes: infer C } ? (string extends keyof C ? never : keyof C & string) : never);

export type PathParams<E extends Endpoint> = E extends Endpoint<infer P> ? Record<Params<P>, string> : never;
export type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.input<E['request']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : void;

/** Names each declaration after its key, so logs and the OpenAPI document can refer to it. */
export function endpoints<const T extends Record<string, EndpointDef>>(defs: T): { [K in keyof T]: T[K] & { name: K & string } } {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { ...def, name }])) as { [K in keyof T]: T[K] & { name: K & string } };
}

/**
 * A picker over a table of error codes and what each means, for an endpoint's `codes`: the picked
 * codes keep their literal types, so `CodeOf` (and `isUpstreamError`, the sandbox's `fail`) see them.
 */
export function codesFrom<T extends Record<string, string>>(table: T) {
  return <K extends keyof T & string>(...keys: K[]): { readonly [C in K]: T[C] } =>
    Object.fromEntries(keys.map((k): [K, T[K]] => [k, table[k]])) as { readonly [C in K]: T[C] };
}

/** The path with its `{params}` filled in, each one percent-encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
}

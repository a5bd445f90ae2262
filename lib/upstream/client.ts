// The one base client for the upstream REST API: trace token, deadline, retries, zod-parsed answers,
// typed errors. Resource modules (tenants.ts, auth.ts, …) are thin typed calls on top of it.
import { randomUUID } from 'node:crypto';
import { Agent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { ErrorBody, IDEMPOTENCY_KEY_HEADER, TRACE_TOKEN_HEADER } from './contract';
import { UpstreamError, errorCodeFor, type StatusMap } from './errors';
import { MAX_RETRIES, backoffDelay, isRetryable } from './retry';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type Call<T> = {
  method: Method;
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** The schema of a 2xx body; omit for calls answered with no content. */
  response?: z.ZodType<T>;
  traceToken: string;
  headers?: Record<string, string | undefined>;
  /** Total time for every attempt and wait together. */
  deadlineMs?: number;
  maxRetries?: number;
  /** Send an Idempotency-Key so a POST or PATCH may be retried safely. */
  idempotent?: boolean;
  statusMap?: StatusMap;
};

export type ClientOptions = {
  baseUrl: string;
  deadlineMs: number;
  dispatcher?: Dispatcher;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
};

const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']);

type Outcome<T> = { ok: true; value: T } | { ok: false; error: UpstreamError; status?: number; notSent?: boolean };

export type UpstreamClient = { call<T = void>(c: Call<T>): Promise<T> };

export function createUpstreamClient(options: ClientOptions): UpstreamClient {
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  async function attempt<T>(c: Call<T>, url: string, headers: Record<string, string>, budgetMs: number): Promise<Outcome<T>> {
    let status: number;
    let text: string;
    try {
      const res = await request(url, {
        method: c.method,
        headers,
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
        dispatcher,
        signal: AbortSignal.timeout(Math.max(1, budgetMs)),
      });
      status = res.statusCode;
      text = await res.body.text();
    } catch (cause) {
      const name = (cause as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        return { ok: false, error: new UpstreamError('timeout', 'Timeout', undefined, { cause }) };
      }
      const code = (cause as { code?: string }).code ?? '';
      return { ok: false, error: new UpstreamError('network', 'NetworkError', undefined, { cause }), notSent: NOT_SENT_CODES.has(code) };
    }
    const json = parseJson(text);
    if (status < 200 || status >= 300) {
      const body = ErrorBody.safeParse(json);
      const code = errorCodeFor(status, body.success ? body.data.code : undefined, c.statusMap);
      return { ok: false, error: new UpstreamError('http', code, status), status };
    }
    if (!c.response) return { ok: true, value: undefined as T };
    const parsed = c.response.safeParse(json);
    if (!parsed.success) {
      return { ok: false, error: new UpstreamError('malformed', 'MalformedResponse', status, { cause: parsed.error }) };
    }
    return { ok: true, value: parsed.data };
  }

  async function call<T>(c: Call<T>): Promise<T> {
    const url = buildUrl(options.baseUrl, c.path, c.query);
    const headers: Record<string, string> = { accept: 'application/json', [TRACE_TOKEN_HEADER]: c.traceToken };
    if (c.body !== undefined) headers['content-type'] = 'application/json';
    if (c.idempotent) headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
    for (const [k, v] of Object.entries(c.headers ?? {})) if (v !== undefined) headers[k] = v;

    const deadline = now() + (c.deadlineMs ?? options.deadlineMs);
    const maxRetries = c.maxRetries ?? MAX_RETRIES;
    for (let retry = 0; ; retry++) {
      const outcome = await attempt(c, url, headers, deadline - now());
      if (outcome.ok) return outcome.value;
      const retryable =
        retry < maxRetries &&
        outcome.error.kind !== 'malformed' &&
        outcome.error.kind !== 'timeout' &&
        isRetryable({ method: c.method, status: outcome.status, notSent: outcome.notSent, idempotent: c.idempotent });
      const wait = backoffDelay(retry, random);
      if (!retryable || now() + wait >= deadline) throw outcome.error;
      await sleep(wait);
    }
  }

  return { call };
}

function buildUrl(base: string, path: string, query?: Record<string, string | undefined>): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// The one base client for the upstream REST API: trace token, deadline, retries, zod-parsed answers,
// typed errors. Resource modules (tenants.ts, auth.ts, …) are thin typed calls on top of it.
import { randomUUID } from 'node:crypto';
import { Agent, request, type Dispatcher } from 'undici';
import {
  ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  TRACE_TOKEN_HEADER,
  pathOf,
  type Endpoint,
  type PathParams,
  type QueryOf,
  type RequestOf,
  type ResponseOf,
} from './contract';
import { UpstreamError, errorCodeFor } from './errors';
import { MAX_RETRIES, backoffDelay, createRetryBudget, isRetryable, type RetryBudget } from './retry';
import { clientSpan, failSpan } from '../telemetry/tracing';

/** What one call adds to its endpoint's declaration. */
export type CallOptions<E extends Endpoint> = {
  /** The trace token to send; by default the one of the request being served (`ClientOptions.traceToken`). */
  traceToken?: string;
  body?: RequestOf<E>;
  /** The query string of a read that declares one; a value left undefined is not sent. */
  query?: QueryOf<E>;
  /** Bearer token for endpoints declared `bearer`. */
  bearer?: string;
  headers?: Record<string, string | undefined>;
  /** Total time for every attempt and wait together (default: the configured interactive deadline). */
  deadlineMs?: number;
  maxRetries?: number;
} & (keyof PathParams<E> extends never ? { params?: undefined } : { params: PathParams<E> });

export type ClientOptions = {
  baseUrl: string;
  deadlineMs: number;
  dispatcher?: Dispatcher;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  onTiming?: TimingSink;
  /** Each attempt: the endpoint, how it ended (an HTTP status, or timeout, network, malformed) and its duration. */
  onAttempt?: (endpoint: string, status: string, ms: number) => void;
  /** A failed attempt about to be tried again. */
  onRetry?: (endpoint: string) => void;
  /** The process's retry budget (default: a fifth of the calls, and 50 per 10 s whatever the calls). */
  retryBudget?: RetryBudget;
  /** The trace token of the request being served, for a call that names none (outside one: a fresh token per call). */
  traceToken?: () => string | undefined | Promise<string | undefined>;
};

const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']);

type Outcome<T> = { ok: true; value: T; status: number } | { ok: false; error: UpstreamError; status?: number; notSent?: boolean };

export type UpstreamClient = { call<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<ResponseOf<E>> };

/** Time spent waiting on the upstream, reported per request in Server-Timing. */
export type TimingSink = (endpoint: string, ms: number) => void;

/** `?name=value&…` of the values given, or nothing. */
function queryOf(query: Record<string, string | undefined> | undefined): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) q.set(name, value);
  const text = q.toString();
  return text ? `?${text}` : '';
}

export function createUpstreamClient(options: ClientOptions): UpstreamClient {
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const serverAddress = new URL(options.baseUrl).hostname;
  const budget = options.retryBudget ?? createRetryBudget({ now });

  /** One attempt, in a span of its own whose traceparent goes with it (OpenTelemetry's HTTP client convention). */
  function attempt(e: Endpoint, body: unknown, url: string, headers: Record<string, string>, budgetMs: number, retry: number): Promise<Outcome<unknown>> {
    const attributes = {
      'http.request.method': e.method,
      'url.template': e.path,
      'server.address': serverAddress,
      ...(retry ? { 'http.request.resend_count': retry } : {}),
    };
    return clientSpan(`upstream ${e.name}`, attributes, async (span, traceHeaders) => {
      const started = now();
      const outcome = await send(e, body, url, { ...headers, ...traceHeaders }, budgetMs);
      const status = outcome.ok ? String(outcome.status) : outcome.error.kind === 'http' ? String(outcome.error.status) : outcome.error.kind;
      options.onAttempt?.(e.name, status, now() - started);
      if (outcome.status !== undefined) span.setAttribute('http.response.status_code', outcome.status);
      if (!outcome.ok) failSpan(span, status);
      return outcome;
    });
  }

  async function send(e: Endpoint, body: unknown, url: string, headers: Record<string, string>, budgetMs: number): Promise<Outcome<unknown>> {
    let status: number;
    let text: string;
    try {
      const res = await request(url, {
        method: e.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
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
      const code = errorCodeFor(status, body.success ? body.data.code : undefined, e.errors);
      const details = body.success ? { remainingSeconds: body.data.remainingSeconds, providerCode: body.data.providerCode } : undefined;
      return { ok: false, error: new UpstreamError('http', code, status, { details }), status };
    }
    if (!e.response) return { ok: true, value: undefined, status };
    const parsed = e.response.safeParse(json);
    if (!parsed.success) {
      return { ok: false, error: new UpstreamError('malformed', 'MalformedResponse', status, { cause: parsed.error }) };
    }
    return { ok: true, value: parsed.data, status };
  }

  async function call<E extends Endpoint>(e: E, c: CallOptions<E>): Promise<ResponseOf<E>> {
    const url = options.baseUrl.replace(/\/+$/, '') + pathOf(e, c.params) + queryOf(c.query);
    const traceToken = c.traceToken ?? (await options.traceToken?.()) ?? randomUUID();
    const headers: Record<string, string> = { accept: 'application/json', [TRACE_TOKEN_HEADER]: traceToken };
    if (c.body !== undefined) headers['content-type'] = 'application/json';
    // One key for every attempt: the upstream answers a repeat with the first attempt's reply.
    if (e.method !== 'GET' && e.retry === 'safe') headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
    if (e.bearer && c.bearer) headers.authorization = `Bearer ${c.bearer}`;
    for (const [k, v] of Object.entries(c.headers ?? {})) if (v !== undefined) headers[k] = v;

    const started = now();
    const deadline = started + (c.deadlineMs ?? options.deadlineMs);
    const maxRetries = e.retry === 'never' ? 0 : (c.maxRetries ?? MAX_RETRIES);
    budget.attempted();
    try {
      for (let retry = 0; ; retry++) {
        const outcome = await attempt(e, c.body, url, headers, deadline - now(), retry);
        if (outcome.ok) return outcome.value as ResponseOf<E>;
        const retryable =
          retry < maxRetries &&
          outcome.error.kind !== 'malformed' &&
          outcome.error.kind !== 'timeout' &&
          isRetryable({ method: e.method, status: outcome.status, notSent: outcome.notSent, idempotent: e.retry === 'safe' });
        const wait = backoffDelay(retry, random);
        if (!retryable || now() + wait >= deadline || !budget.tryRetry()) throw outcome.error;
        options.onRetry?.(e.name);
        await sleep(wait);
      }
    } finally {
      options.onTiming?.(e.name, now() - started);
    }
  }

  return { call };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

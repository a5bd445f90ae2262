// OpenTelemetry (DESIGN §10): off unless the standard OTEL_* variables ask for an exporter; when on,
// each upstream attempt and each IdP call is a client span under the request's span, and its W3C
// traceparent travels beside SPEC's trace-token.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { AlwaysOnSampler, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timedIdp } from '@/lib/http/timing';
import { samplerFromEnv, scrubbing, tracingRequested } from '@/lib/telemetry/start';
import { traceHeaders } from '@/lib/telemetry/tracing';
import { createUpstreamClient } from '@/lib/upstream/client';
import { api } from '@/lib/upstream/contract';

describe('tracing is off by default', () => {
  test.each([
    [{}, false],
    [{ OTEL_SERVICE_NAME: 'keycard' }, false],
    [{ OTEL_TRACES_EXPORTER: 'none' }, false],
    [{ OTEL_TRACES_EXPORTER: 'otlp' }, true],
    [{ OTEL_TRACES_EXPORTER: 'none,zipkin' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }, false],
    [{ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' }, false],
  ])('%j → %s', (env, on) => {
    expect(tracingRequested(env)).toBe(on);
  });

  test('with no SDK started, calls out carry no traceparent', () => {
    expect(traceHeaders()).toEqual({});
  });

  test.each([
    [{}, 'ParentBased{root=AlwaysOnSampler'],
    [{ OTEL_TRACES_SAMPLER: 'always_off' }, 'AlwaysOffSampler'],
    [{ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' }, 'ParentBased{root=TraceIdRatioBased{0.25}'],
    [{ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: 'lots' }, 'TraceIdRatioBased{1}'],
  ])('the sampler follows OTEL_TRACES_SAMPLER: %j', async (env, described) => {
    expect((await samplerFromEnv(env)).toString()).toContain(described);
  });
});

describe('with tracing on', () => {
  const exporter = new InMemorySpanExporter();
  const sdk = new NodeSDK({
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
    sampler: scrubbing(new AlwaysOnSampler()),
    instrumentations: [],
    autoDetectResources: false,
  });
  const received: IncomingHttpHeaders[] = [];
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    sdk.start();
    // An upstream that answers 503 once, then 200.
    server = createServer((req, res) => {
      received.push(req.headers);
      if (received.length === 1) return void res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await sdk.shutdown();
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    exporter.reset();
    received.length = 0;
  });

  /** Runs `fn` under a span standing for the request Next.js serves. */
  function inRequest<T>(fn: () => Promise<T>): Promise<{ traceId: string; value: T }> {
    return trace.getTracer('test').startActiveSpan('POST /api/login/password', async (span) => {
      const value = await fn();
      span.end();
      return { traceId: span.spanContext().traceId, value };
    });
  }

  test('each upstream attempt is a client span of the request, and its traceparent goes with the trace-token', async () => {
    const client = createUpstreamClient({ baseUrl, deadlineMs: 3000, random: () => 0 });
    const { traceId } = await inRequest(() => client.call(api.health, { traceToken: 'trace-token-1' }));

    const spans = exporter.getFinishedSpans().filter((s) => s.name === 'upstream health');
    expect(spans).toHaveLength(2);
    for (const [i, span] of spans.entries()) {
      expect(span.kind).toBe(SpanKind.CLIENT);
      expect(span.spanContext().traceId).toBe(traceId);
      expect(received[i]!['trace-token']).toBe('trace-token-1');
      expect(received[i]!.traceparent).toBe(`00-${traceId}-${span.spanContext().spanId}-01`);
    }
    expect(spans[0]!.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.template': '/health',
      'http.response.status_code': 503,
      'error.type': '503',
    });
    expect(spans[0]!.status.code).toBe(SpanStatusCode.ERROR);
    expect(spans[1]!.attributes).toMatchObject({ 'http.response.status_code': 200, 'http.request.resend_count': 1 });
    expect(spans[1]!.status.code).not.toBe(SpanStatusCode.ERROR);
  });

  test('an IdP call is a client span of the request, and hands its traceparent to the call', async () => {
    const { traceId, value: headers } = await inRequest(() => timedIdp('co/authenticate', async (h) => h));
    const [span] = exporter.getFinishedSpans().filter((s) => s.name === 'idp co/authenticate');
    expect(span!.spanContext().traceId).toBe(traceId);
    expect(headers.traceparent).toBe(`00-${traceId}-${span!.spanContext().spanId}-01`);
  });

  test("a request's URL leaves in a span scrubbed: no SSO token from the path, no code or state from the query", async () => {
    const tracer = trace.getTracer('next.js');
    tracer.startSpan('GET', { kind: SpanKind.SERVER, attributes: { 'http.method': 'GET', 'http.target': '/partners/acme/sso/TOKEN-IN-PATH?x=1' } }).end();
    tracer.startSpan('GET', { kind: SpanKind.SERVER, attributes: { 'http.target': '/authenticate?code=SECRET-CODE&state=authx&tenantCode=seaside' } }).end();
    const targets = exporter.getFinishedSpans().map((s) => s.attributes['http.target']);
    expect(targets).toEqual(['/partners/acme/sso/***?x=1', '/authenticate?code=***&state=***&tenantCode=seaside']);
  });

  test('a failed IdP call marks its span failed by the error type only, never its message', async () => {
    await inRequest(() => timedIdp('token', () => Promise.reject(new TypeError('secret in a message'))).catch(() => undefined));
    const [span] = exporter.getFinishedSpans().filter((s) => s.name === 'idp token');
    expect(span!.status.code).toBe(SpanStatusCode.ERROR);
    expect(span!.attributes['error.type']).toBe('TypeError');
    expect(JSON.stringify({ attributes: span!.attributes, events: span!.events, status: span!.status })).not.toContain('secret');
  });
});

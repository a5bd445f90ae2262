// OpenTelemetry traces (issue 12) from a Keycard server started with the standard OTEL_* variables,
// exported over OTLP/HTTP JSON to a collector this test plays: a request's server span continues the
// caller's traceparent, each IdP and upstream call is a client span of that trace, and no span
// carries a token from the URL. (Off by default: the e2e stack itself exports nothing.)
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { request } from 'undici';
import { postPassword, startReplica, type Replica } from './replica';
import { SEASIDE_HOST } from './http';
import { PASSWORD } from './support';

const COLLECTOR_PORT = 4196;
const REPLICA_PORT = 3113;
/** A server with no trusted proxy in front: its clients' trace headers are theirs, not ours. */
const EXPOSED_PORT = 3117;
const OTEL = {
  OTEL_TRACES_EXPORTER: 'otlp',
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}/v1/traces`,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
  OTEL_BSP_SCHEDULE_DELAY: '100',
  OTEL_SERVICE_NAME: 'keycard-e2e',
};

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string } }[];
};

test.describe('traces', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let collector: Server;
  const bodies: string[] = [];
  let keycard: Replica;
  let exposed: Replica;

  const spans = (): OtlpSpan[] =>
    bodies.flatMap((b) =>
      (JSON.parse(b) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }).resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
    );
  const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

  test.beforeAll(async () => {
    collector = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') bodies.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(COLLECTOR_PORT, '127.0.0.1', r));
    // Behind a trusted proxy (TRUST_PROXY), whose trace context Keycard continues.
    keycard = await startReplica(REPLICA_PORT, { ...OTEL, TRUST_PROXY: 'true' });
    exposed = await startReplica(EXPOSED_PORT, OTEL);
  });
  test.afterAll(async () => {
    keycard?.child.kill('SIGTERM');
    exposed?.child.kill('SIGTERM');
    await new Promise((r) => collector.close(r));
  });

  test("a password sign-in is one trace continuing the caller's, with a client span per IdP and upstream call", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await postPassword(REPLICA_PORT, 'ada@seaside.test', PASSWORD, { traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
    expect(res.statusCode).toBe(200);
    await res.body.dump();

    await expect
      .poll(
        () =>
          spans()
            .filter((s) => s.traceId === traceId)
            .map((s) => s.name),
        { timeout: 10_000 },
      )
      .toContain('idp co/authenticate');
    const trace = spans().filter((s) => s.traceId === traceId);
    const server = trace.find((s) => s.kind === 2 && attribute(s, 'http.target') === '/api/login/password');
    expect(server, JSON.stringify(trace.map((s) => s.name))).toBeDefined();
    expect(server!.parentSpanId).toBe('00f067aa0ba902b7');
    const calls = trace.filter((s) => s.kind === 3).map((s) => s.name);
    expect(calls).toContain('idp co/authenticate');
    expect(calls.some((n) => n.startsWith('upstream '))).toBe(true);
  });

  test("without a trusted proxy, a client's traceparent is neither continued nor passed on", async () => {
    const traceId = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const res = await request(`http://127.0.0.1:${EXPOSED_PORT}/login`, {
      headers: { host: SEASIDE_HOST, traceparent: `00-${traceId}-00f067aa0ba902b7-01`, baggage: 'user=mallory' },
    });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
    // The request is traced, under a trace of Keycard's own.
    await expect.poll(() => spans().some((s) => s.kind === 2 && attribute(s, 'http.target')?.startsWith('/login')), { timeout: 10_000 }).toBe(true);
    expect(spans().some((s) => s.traceId === traceId)).toBe(false);
  });

  test('no span carries a token from the URL', async () => {
    const token = `SSO-TOKEN-${Date.now()}`;
    const res = await request(`http://127.0.0.1:${REPLICA_PORT}/partners/SITEMINDER/sso/${token}?code=CODE-${token}`, { headers: { host: SEASIDE_HOST } });
    await res.body.dump();
    await expect.poll(() => spans().some((s) => attribute(s, 'http.target')?.startsWith('/partners/SITEMINDER/sso/')), { timeout: 10_000 }).toBe(true);
    expect(bodies.join('\n')).not.toContain(token);
  });
});

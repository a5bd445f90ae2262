// Keycard's production server: Next's documented custom-server handler behind a plain node:http
// server, so that before Next sees a request we decide which forwarded headers may be believed.
// Without a trusted proxy (TRUST_PROXY unset or false) the client address is the TCP peer: any
// X-Forwarded-* header the client sent is dropped here, and X-Forwarded-For is set to the socket's
// peer address. It also drains in-flight requests on SIGTERM. The build copies this file into the
// standalone output, where it replaces Next's generated server.js as the entry point.
'use strict';
const http = require('node:http');
const { timingSafeEqual } = require('node:crypto');
const path = require('node:path');

process.env.NODE_ENV = 'production';
process.chdir(__dirname);

const { config } = require(path.join(__dirname, '.next', 'required-server-files.json'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxy = process.env.TRUST_PROXY === 'true';
// Prometheus metrics on a port of their own (METRICS_PORT; unset: off), never on the public one; with
// METRICS_TOKEN set, only for `Authorization: Bearer <token>`. The registry is the one lib/metrics.ts
// keeps on globalThis.
const METRICS_KEY = Symbol.for('keycard.metrics');
const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : 0;
if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535 || metricsPort === port) {
  console.error(`Keycard's configuration is invalid:\n  METRICS_PORT: a port number other than PORT (${port}), or unset`);
  process.exit(1);
}
const metricsToken = process.env.METRICS_TOKEN ?? '';

function authorised(header) {
  if (!metricsToken) return true;
  // The scheme is case-insensitive (RFC 9110); the token is compared in constant time.
  const given = Buffer.from(String(header ?? '').replace(/^bearer /i, 'Bearer '));
  const expected = Buffer.from(`Bearer ${metricsToken}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function serveMetrics(req, res) {
  if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return void res.writeHead(404).end();
  if (!authorised(req.headers.authorization)) return void res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
  const registry = globalThis[METRICS_KEY]?.registry;
  if (!registry) return void res.writeHead(503).end();
  registry.metrics().then(
    (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
    () => res.writeHead(500).end(),
  );
}

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];
// Trace context a client wrote is not ours to continue or pass on (to the upstream and the IdPs), nor
// to switch sampling with: only a trusted proxy's (or mesh's) is kept.
const TRACE_CONTEXT = ['traceparent', 'tracestate', 'baggage'];
// What lib/telemetry/start.ts leaves for the last moment (flushing spans), and the draining flag
// /api/ready reads: both on globalThis, the contract between this file and the bundle.
const SHUTDOWN_KEY = Symbol.for('keycard.shutdown');
const DRAINING_KEY = Symbol.for('keycard.draining');

const next = require('next');
const app = next({ dev: false, dir: __dirname, hostname, port, conf: config });
const handle = app.getRequestHandler();

app
  .prepare()
  .then(() => {
    const server = http.createServer((req, res) => {
      if (!trustProxy) {
        for (const name of [...FORWARDED, ...TRACE_CONTEXT]) delete req.headers[name];
        // The TCP peer is the client: said here, where no client can say otherwise.
        if (req.socket.remoteAddress) req.headers['x-forwarded-for'] = req.socket.remoteAddress;
      }
      handle(req, res).catch((err) => {
        console.error(err);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal Server Error');
      });
    });
    const keepAlive = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
    if (Number.isFinite(keepAlive) && keepAlive > 0) server.keepAliveTimeout = keepAlive;
    server.listen(port, hostname, () => console.log(`Keycard listening on http://${hostname}:${port}`));
    const metricsServer = metricsPort ? http.createServer(serveMetrics) : null;
    metricsServer?.on('error', (err) => {
      console.error(`Keycard's metrics server could not listen on ${metricsPort}: ${err.message}`);
      process.exit(1);
    });
    metricsServer?.listen(metricsPort, process.env.METRICS_HOSTNAME || hostname, () =>
      console.log(`Keycard metrics on http://${process.env.METRICS_HOSTNAME || hostname}:${metricsPort}/metrics`),
    );
    // Graceful termination: not ready any more, stop accepting, let in-flight requests finish, flush
    // what tracing has batched (at most 2 s), then exit; 10 s at the latest.
    const stop = () => {
      globalThis[DRAINING_KEY] = true;
      metricsServer?.close();
      server.close(() => {
        const flush = globalThis[SHUTDOWN_KEY];
        const flushed = typeof flush === 'function' ? Promise.resolve(flush()).catch(() => undefined) : Promise.resolve();
        Promise.race([flushed, new Promise((r) => setTimeout(r, 2000).unref())]).then(() => process.exit(0));
      });
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 10_000).unref();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });

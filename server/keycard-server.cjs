// Keycard's production server: Next's documented custom-server handler behind a plain node:http
// server, so that before Next sees a request we decide which forwarded headers may be believed.
// Without a trusted proxy (TRUST_PROXY unset or false) the client address is the TCP peer: any
// X-Forwarded-* header the client sent is dropped here, and X-Forwarded-For is set to the socket's
// peer address. It also drains in-flight requests on SIGTERM. The build copies this file into the
// standalone output, where it replaces Next's generated server.js as the entry point.
'use strict';
const http = require('node:http');
const path = require('node:path');

process.env.NODE_ENV = 'production';
process.chdir(__dirname);

const { config } = require(path.join(__dirname, '.next', 'required-server-files.json'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxy = process.env.TRUST_PROXY === 'true';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

const next = require('next');
const app = next({ dev: false, dir: __dirname, hostname, port, conf: config });
const handle = app.getRequestHandler();

app
  .prepare()
  .then(() => {
    const server = http.createServer((req, res) => {
      if (!trustProxy) {
        for (const name of FORWARDED) delete req.headers[name];
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
    // Graceful termination: stop accepting, let in-flight requests finish, then exit.
    const stop = () => {
      server.close(() => process.exit(0));
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

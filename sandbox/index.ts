// Entry point: `tsx sandbox/index.ts` starts the upstream API, the IdP and the demo application,
// prints one ready line on stdout, and closes everything on SIGTERM/SIGINT.
import type { Server } from 'node:http';
import { createApiServer } from './api/server';
import { createIdTokenVerifier } from './api/id-token-verifier';
import { readConfig } from './config';
import { createDemoServer } from './demo-app';
import { FaultRegistry } from './faults';
import { createIdpServer } from './idp/server';
import { createSigningKeys } from './idp/signing-keys';
import { Store } from './store';

const SWEEP_INTERVAL_MS = 60 * 1000;

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections(); // keep-alive sockets would hold close() open
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  const store = await Store.create(config);
  const keys = await createSigningKeys();
  const faults = config.faultInjection ? new FaultRegistry() : null;

  const api = createApiServer({ config, store, faults, verifyIdToken: createIdTokenVerifier(keys.publicJwks, config.idpUrl) });
  const idp = createIdpServer({ config, store, keys, faults });
  const demo = createDemoServer(config, store);
  const servers = [api.server, idp.server, demo];

  await Promise.all([
    listen(api.server, config.apiPort, config.bindHost),
    listen(idp.server, config.idpPort, config.bindHost),
    listen(demo, config.demoPort, config.bindHost),
  ]);

  const sweeper = setInterval(() => {
    store.sweep();
    api.sweep();
    idp.sweep();
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(sweeper);
    Promise.all(servers.map(close)).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  process.stdout.write(`sandbox ready api=${config.apiUrl} idp=${config.idpUrl} demo=${config.demoUrl}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`sandbox failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

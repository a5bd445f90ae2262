// Starts the sandbox (upstream API, IdP, demo calling app) and Keycard's standalone server together.
// Usage: node scripts/stack.mjs [demo|e2e|bench]
import path from 'node:path';
import { PORT_SETS, ROOT, sandboxEnv, startChild, waitForHttp, webEnv } from './lib.mjs';

export async function startStack(set, { faults = false, quiet = false, upstreamApiBase, webExtra = {}, nodeArgs = [] } = {}) {
  const ports = PORT_SETS[set];
  if (!ports) throw new Error(`unknown port set ${set}`);
  const children = [];
  const stop = () => {
    for (const c of children.reverse()) if (c.exitCode === null) c.kill('SIGTERM');
  };
  try {
    children.push(
      await startChild('sandbox', path.join(ROOT, 'node_modules/.bin/tsx'), ['sandbox/index.ts'], sandboxEnv(ports, { faults }), (l) =>
        l.startsWith('sandbox ready'),
      ),
    );
    const web = await startChild(
      'keycard',
      process.execPath,
      [...nodeArgs, path.join(ROOT, '.next/standalone/keycard-server.cjs')],
      webEnv(ports, { ...(quiet ? { LOG_LEVEL: 'error' } : {}), ...(upstreamApiBase ? { UPSTREAM_API_BASE: upstreamApiBase } : {}), ...webExtra }),
      (l) => /Keycard listening/.test(l),
    );
    children.push(web);
    await waitForHttp(`http://127.0.0.1:${ports.web}/api/health`);
  } catch (e) {
    stop();
    throw e;
  }
  return { ports, stop, keycardPid: children.at(-1)?.pid, sandboxPid: children[0]?.pid };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const set = process.argv[2] ?? 'demo';
  const { stop } = await startStack(set, { faults: set === 'e2e' });
  console.log(`stack ready (${set})`);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (stop(), process.exit(0)));
}

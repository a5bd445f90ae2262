// Helpers shared by the repository's scripts: ports, environment, installs, child processes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The demo, the end-to-end tests and the benchmark each have ports of their own, so they can run side by side. */
export const PORT_SETS = {
  demo: { web: 3000, api: 4000, idp: 4001, demo: 4002, metrics: 9464 },
  e2e: { web: 3100, api: 4100, idp: 4101, demo: 4102, metrics: 9465 },
  bench: { web: 3300, api: 4300, idp: 4301, demo: 4302, metrics: 9466 },
  load: { web: 3400, api: 4400, idp: 4401, demo: 4402, metrics: 9467 },
};

export const SANDBOX_CLIENT_SECRETS = {
  'seaside-keycard': 'seaside-sandbox-client-secret-0001',
  'littlehotelier-keycard': 'littlehotelier-sandbox-client-secret-0001',
};

export function sandboxEnv(ports, { faults = false } = {}) {
  return {
    SANDBOX_API_PORT: String(ports.api),
    SANDBOX_IDP_PORT: String(ports.idp),
    SANDBOX_DEMO_PORT: String(ports.demo),
    SANDBOX_WEB_PORT: String(ports.web),
    SANDBOX_FAULT_INJECTION: faults ? '1' : '0',
  };
}

export function webEnv(ports, extra = {}) {
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(ports.web),
    HOSTNAME: '127.0.0.1',
    METRICS_PORT: String(ports.metrics),
    UPSTREAM_API_BASE: `http://localhost:${ports.api}`,
    // A fixed secret is fine for the local sandbox only; production sets its own.
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'sandbox-only-session-secret-do-not-use-in-production',
    IDP_CLIENT_SECRETS: JSON.stringify(SANDBOX_CLIENT_SECRETS),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...extra,
  };
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
  return r.status ?? 1;
}

/** npm install when node_modules is missing or older than package.json / package-lock.json. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const stale =
    !fs.existsSync(marker) ||
    ['package.json', 'package-lock.json'].some(
      (f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).mtimeMs > fs.statSync(marker).mtimeMs,
    );
  if (!stale) return 0;
  console.log('› installing dependencies (npm install)');
  return run('npm', ['install', '--no-audit', '--no-fund'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

/** Debian's redis-server for the tests of the limits replicas share, installed with apt when missing and possible. */
export function ensureRedis() {
  return ensureDebianPackage('redis-server', '/usr/bin/redis-server');
}

function ensureDebianPackage(pkg, binary) {
  if (fs.existsSync(binary)) return true;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
    console.error(`${pkg} is missing and cannot be installed here (needs root and apt-get): apt-get install ${pkg}`);
    return false;
  }
  console.log(`› installing Debian ${pkg} (apt-get)`);
  run('apt-get', ['update', '-qq']);
  return run('apt-get', ['install', '-y', '-qq', pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' } }) === 0 && fs.existsSync(binary);
}

/**
 * kubectl, to render deploy/ with its kustomize: the one on the PATH, else Debian's (kubernetes-client,
 * kubectl 1.20 with kustomize 2.0.3, which deploy/ is written to build with too).
 */
export function ensureKubectl() {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, 'kubectl')));
  return onPath || ensureDebianPackage('kubernetes-client', '/usr/bin/kubectl');
}

/** Debian's chromium for the end-to-end tests, installed with apt when missing and possible. */
export function ensureChromium() {
  return ensureDebianPackage('chromium', '/usr/bin/chromium');
}

/**
 * The standalone build, with the static files and public/ copied in where its server expects them.
 * `devPages` adds the pages only the demo and the tests serve (the component kit at /kit); `sourceMaps`
 * writes the server bundle's source maps (for `npm run profile`).
 */
export function build({ devPages = false, sourceMaps = false } = {}) {
  console.log(`› building (next build --webpack${devPages ? ', with the component kit' : ''}${sourceMaps ? ', with server source maps' : ''})`);
  const env = { NEXT_TELEMETRY_DISABLED: '1', KEYCARD_DEV_PAGES: devPages ? '1' : '0', KEYCARD_SERVER_SOURCE_MAPS: sourceMaps ? '1' : '0' };
  const status = run(path.join(ROOT, 'node_modules/.bin/next'), ['build', '--webpack'], { env });
  if (status !== 0) return status;
  const standalone = path.join(ROOT, '.next', 'standalone');
  try {
    fs.cpSync(path.join(ROOT, '.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
    if (fs.existsSync(path.join(ROOT, 'public'))) fs.cpSync(path.join(ROOT, 'public'), path.join(standalone, 'public'), { recursive: true });
    // Keycard's own entry point (decides which forwarded headers to believe), beside Next's server.js.
    fs.copyFileSync(path.join(ROOT, 'server', 'keycard-server.cjs'), path.join(standalone, 'keycard-server.cjs'));
  } catch (error) {
    console.error(`could not assemble the standalone build: ${error.message}`);
    return 1;
  }
  return 0;
}

export function isBuilt() {
  return fs.existsSync(path.join(ROOT, '.next', 'standalone', 'server.js'));
}

/**
 * Start a child whose output is prefixed; resolves once `ready(line)` matches a line it printed.
 * `cwd` defaults to the repository; `quiet` keeps its standard output to itself (errors still show).
 */
export function startChild(name, cmd, args, env, ready, timeoutMs = 60_000, { cwd = ROOT, quiet = false } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs} ms`)), timeoutMs);
    const onData = (chunk) => {
      if (!quiet) process.stdout.write(`${prefix(chunk)}\n`);
      if (chunk.toString().split('\n').some(ready)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => process.stderr.write(`${prefix(c)}\n`));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}`));
    });
  });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// CPU and load helpers for `npm run bench` and `npm run profile`: a process's CPU time from /proc, the
// bare Next page Keycard is compared with (bench/bare), and a steady load of page renders.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Pool } from 'undici';
import { BROWSER_UA } from './journey.mjs';
import { ROOT, startChild } from './lib.mjs';

/** A process's CPU time so far, in ms: the scheduler's run time of each of its threads (ns precision). */
function ownCpuMs(pid) {
  let ns = 0;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* the thread ended meanwhile */
    }
  }
  return ns / 1e6;
}

/** The direct children of `pid` (Linux /proc). */
function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU milliseconds a process and its descendants have used so far (Linux /proc, every thread counted). */
export function cpuMs(pid) {
  let total = ownCpuMs(pid);
  for (const child of childrenOf(pid)) total += cpuMs(child);
  return total;
}

export const BARE_DIR = path.join(ROOT, 'bench', 'bare');

/** `next build --webpack` of the bare page (its own directory: next-intl finds its config from there). */
export function buildBare() {
  console.log('› building the bare Next page (bench/bare)');
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/next'), ['build', '--webpack'], {
    cwd: BARE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return r.status ?? 1;
}

/** Whether the bare app has no build, or sources newer than its build (`--no-build` builds it then). */
export function bareBuildStale() {
  const built = path.join(BARE_DIR, '.next/BUILD_ID');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const newest = (p) => {
    const stat = fs.statSync(p);
    return stat.isDirectory() ? Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f)))) : stat.mtimeMs;
  };
  return ['app', 'i18n', 'messages', 'proxy.js', 'next.config.mjs'].some(
    (p) => fs.existsSync(path.join(BARE_DIR, p)) && newest(path.join(BARE_DIR, p)) > builtAt,
  );
}

/**
 * `next start` of the bare page on `port`; resolves with its pid and a stop function. `nodeArgs` go to
 * node itself (`--cpu-prof` is not allowed in NODE_OPTIONS).
 */
export async function startBare(port, nodeOptions = '', { nodeArgs = [], upstream } = {}) {
  const child = await startChild(
    'bare',
    process.execPath,
    [...nodeArgs, path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
      ...(upstream ? { BARE_UPSTREAM: upstream } : {}),
    },
    (l) => /Ready in/.test(l),
    60_000,
    { cwd: BARE_DIR, quiet: true },
  );
  return { pid: child.pid, stop: () => child.exitCode === null && child.kill('SIGTERM'), child };
}

/** A page as a browser asks for it (in English), its body read to the end; resolves with its status. */
async function getPage(pool, host, target) {
  const res = await pool.request({ path: target, method: 'GET', headers: { host, 'accept-language': 'en', 'user-agent': BROWSER_UA } });
  await res.body.dump();
  return res.statusCode;
}

/**
 * `path` requested back to back over `connections` keep-alive connections for `seconds`: the renders
 * answered 200, the others, and the CPU milliseconds the server (`pid`) spent meanwhile.
 */
export async function renderLoad({ origin, host, path: target = '/login', seconds, connections, pid }) {
  const pool = new Pool(origin, { connections });
  let ok = 0;
  let other = 0;
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  await repeatFor(seconds, connections, async () => {
    if ((await getPage(pool, host, target)) === 200) ok++;
    else other++;
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  await pool.close();
  return { ok, other, perSecond: ok / elapsed, cpuPerRender: cpu / Math.max(1, ok), cpu };
}

/** `work` run back to back by `concurrency` workers until `seconds` have passed (the last ones finish). */
export async function repeatFor(seconds, concurrency, work) {
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) await work();
    }),
  );
}

/** The bare app's five hops in a sign-in's shape (see `bareJourney`). */
const BARE_HOPS = [
  { method: 'GET', path: '/', expect: 200 },
  { method: 'POST', path: '/api/form', body: 'email=ada%40seaside.test&step=email', expect: 303 },
  { method: 'GET', path: '/?email=ada%40seaside.test', expect: 200 },
  { method: 'POST', path: '/api/form', body: 'email=ada%40seaside.test&password=Harbour-Lights-2024&step=password', expect: 303 },
  { method: 'GET', path: '/api/callback?code=Zx8d0aQe3mKf&state=s7Hq2pVv', expect: 303 },
];

/** A Cookie header of these cookies, each `name=value` as long as given. */
const cookieHeader = (cookies) => cookies.map(([name, length]) => `${name}=${'c'.repeat(Math.max(1, length - name.length - 1))}`).join('; ');
/**
 * The cookies a returning browser sends Keycard at each hop of its sign-in, by name and length (read
 * off one: its answer to the passkey offer, the accounts it signed in as, its device token; then the
 * pending e-mail and the shared-computer choice; then the OIDC transaction).
 */
const RETURNING = [
  ['__Host-passkey-offer', 40],
  ['__Host-known', 363],
  ['__Host-device', 386],
];
const AFTER_EMAIL = [...RETURNING, ['__Host-email', 278], ['__Host-shared', 17]];
const AT_CALLBACK = cookieHeader([...AFTER_EMAIL, ['__Host-tx', 724]]);

/**
 * The same five hops with the rest of a sign-in's traffic (issue 42's tenth step): the cookies a
 * returning browser sends at each, the cookies Keycard's answers set, and its four upstream calls (one
 * at the password stage, three at the callback), made by the bare app's routes to `startAnswers`.
 */
const BARE_FULL_HOPS = [
  { method: 'GET', path: '/', cookie: cookieHeader(RETURNING), expect: 200 },
  { method: 'POST', path: '/api/form', cookie: cookieHeader(RETURNING), body: 'email=ada%40seaside.test&step=email&full=1', expect: 303 },
  { method: 'GET', path: '/?email=ada%40seaside.test', cookie: cookieHeader(AFTER_EMAIL), expect: 200 },
  {
    method: 'POST',
    path: '/api/form',
    cookie: cookieHeader(AFTER_EMAIL),
    body: 'email=ada%40seaside.test&password=Harbour-Lights-2024&step=password&full=1',
    expect: 303,
  },
  { method: 'GET', path: '/api/callback?code=Zx8d0aQe3mKf&state=s7Hq2pVv&full=1', cookie: AT_CALLBACK, expect: 302 },
];

/** What the sandbox answers those four calls, in shape and size (a token's JWT of about a kilobyte). */
const ANSWERS = {
  '/co/authenticate': { login_ticket: 't'.repeat(43) },
  '/token': { access_token: 'a'.repeat(43), expires_in: 3600, id_token: `eyJ${'i'.repeat(980)}`, scope: 'openid email profile', token_type: 'Bearer' },
  '/authenticate': {
    userId: 'u-0001',
    email: 'ada@seaside.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    tenantCode: 'seaside',
    roles: ['staff'],
    mfa: { required: false, devices: [] },
    deviceToken: 'd'.repeat(64),
    lastSignInAt: '2026-11-29T08:00:00.000Z',
  },
  '/authorize-redirect': { redirectUri: `http://localhost:4302/callback?token=${'r'.repeat(120)}` },
};

/**
 * A server in this (uncounted) process that answers the bare app's upstream calls as the sandbox
 * would, a body read and a JSON answer written. Resolves with its origin and a close function.
 */
export async function startAnswers() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = ANSWERS[req.url];
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { error: 'not_found' }));
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** One bare journey over `pool` at a time, as a function (its headers made once); `full`: `BARE_FULL_HOPS`. */
function bareJourneyOver(pool, host, full = false) {
  const headers = { host, 'accept-language': 'en', 'user-agent': BROWSER_UA };
  const form = { ...headers, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` };
  const hops = (full ? BARE_FULL_HOPS : BARE_HOPS).map((hop) => ({
    ...hop,
    headers: { ...(hop.body ? form : headers), ...(hop.cookie ? { cookie: hop.cookie } : {}) },
  }));
  return async () => {
    for (const hop of hops) {
      const res = await pool.request({ path: hop.path, method: hop.method, headers: hop.headers, body: hop.body });
      await res.body.dump();
      if (res.statusCode !== hop.expect) throw new Error(`bare ${hop.method} ${hop.path} answered ${res.statusCode}`);
    }
  };
}

/**
 * The bare app's own journey in a sign-in's shape, back to back by `concurrency` workers for `seconds`:
 * its page, a form post (303), its page, a form post, a callback (303), as Keycard's password sign-in
 * has two pages and three route handlers. What it costs is the framework's floor for those five hops,
 * beside which Keycard's CPU per sign-in is read; `full`, the same with a sign-in's cookies and upstream
 * calls (`BARE_FULL_HOPS`). Resolves with the journeys done and the CPU of each.
 */
export async function bareJourney({ origin, host, pid, seconds, concurrency, full = false }) {
  const pool = new Pool(origin, { connections: concurrency });
  const journey = bareJourneyOver(pool, host, full);
  let done = 0;
  const cpuBefore = cpuMs(pid);
  await repeatFor(seconds, concurrency, async () => {
    await journey();
    done++;
  });
  const cpu = cpuMs(pid) - cpuBefore;
  await pool.close();
  return { done, cpuPerJourney: cpu / Math.max(1, done) };
}

/** A bare journey at a time over one connection, for `inTurns` (close it when done). */
export function bareJourneyTurn({ origin, host, pid, full = false }) {
  const pool = new Pool(origin, { connections: 1 });
  return { pid, once: bareJourneyOver(pool, host, full), close: () => pool.close() };
}

/** One page at a time over one connection, for `inTurns` (close it when done). */
export function renderTurn({ origin, host, path: target, pid }) {
  const pool = new Pool(origin, { connections: 1 });
  const once = async () => {
    const status = await getPage(pool, host, target);
    if (status !== 200) throw new Error(`${target} answered ${status}`);
  };
  return { pid, once, close: () => pool.close() };
}

/**
 * Two servers' CPU per unit of work in the same moments: one unit for `a`, then one for `b`, and so
 * on, one at a time, for `seconds` a round (the order swapped every round), each server's CPU read
 * over the whole round. A neighbour that slows this machine for a while slows both alike, where
 * turns of several seconds each can put it on one side only. Resolves with each round's CPU per
 * unit of each and their ratio (a ÷ b).
 */
export async function inTurns(a, b, { seconds, rounds }) {
  const results = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [b, a] : [a, b];
    const before = [cpuMs(a.pid), cpuMs(b.pid)];
    let units = 0;
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      for (const side of order) await side.once();
      units++;
    }
    const aCpu = (cpuMs(a.pid) - before[0]) / units;
    const bCpu = (cpuMs(b.pid) - before[1]) / units;
    results.push({ a: aCpu, b: bCpu, ratio: aCpu / bCpu });
  }
  return results;
}

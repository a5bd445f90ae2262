// CPU and load helpers for `npm run bench` and `npm run profile`: a process's CPU time from /proc, the
// bare Next page Keycard is compared with (bench/bare), and a steady load of page renders.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

/** `next start` of the bare page on `port`; resolves with its pid and a stop function. */
export async function startBare(port, nodeOptions = '') {
  const child = await startChild(
    'bare',
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
    (l) => /Ready in/.test(l),
    60_000,
    { cwd: BARE_DIR, quiet: true },
  );
  return { pid: child.pid, stop: () => child.exitCode === null && child.kill('SIGTERM'), child };
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
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const res = await pool.request({ path: target, method: 'GET', headers: { host, 'accept-language': 'en', 'user-agent': BROWSER_UA } });
        await res.body.dump();
        if (res.statusCode === 200) ok++;
        else other++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  await pool.close();
  return { ok, other, perSecond: ok / elapsed, cpuPerRender: cpu / Math.max(1, ok), cpu };
}

// npm run load: whole password sign-ins over HTTP (no browser; journey.mjs, as a browser without
// JavaScript makes them) against the stack on ports of its own, for 60 s at a rising rate: an open
// loop that starts sign-ins on a schedule, whatever the last ones are doing, so queues show as time.
// For each step: sign-ins started and finished, errors, the p95 of each Keycard hop, and Keycard's own
// share of the server time (Server-Timing: the hop minus the upstream's and the IdP's waits). Then
// the highest rate held (every hop's p95 under 500 ms, no error) and Keycard's resident memory before
// and after (growth beyond 10 % fails the run).
//   LOAD_RATES=5,10,15,20,25,30  sign-ins per second, one step each     LOAD_SECONDS=60  in all
// Keycard runs with the heap limit the Kubernetes Deployment gives it (--max-old-space-size=384), and
// the memory baseline is taken after a warm-up of its own (15 s at 20 sign-ins/s), so growth means a
// leak and not the heap's first expansion.
import fs from 'node:fs';
import { PORT_SETS, build, ensureInstalled, isBuilt } from './lib.mjs';
import { quantile, signInOnce } from './journey.mjs';
import { startStack } from './stack.mjs';

const RATES = (process.env.LOAD_RATES ?? '5,10,15,20,25,30').split(',').map(Number);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const STEP_MS = (SECONDS * 1000) / RATES.length;
const HOP_P95_LIMIT_MS = 500;
const RSS_GROWTH_LIMIT = 0.1;

if (ensureInstalled() !== 0) process.exit(1);
if ((!process.argv.includes('--no-build') || !isBuilt()) && build() !== 0) process.exit(1);

const ports = PORT_SETS.load;
const { stop, keycardPid } = await startStack('load', { quiet: true, webExtra: { NODE_OPTIONS: '--max-old-space-size=384' } });
const journey = {
  web: `http://127.0.0.1:${ports.web}`,
  host: `seaside.localhost:${ports.web}`,
  idp: `http://127.0.0.1:${ports.idp}`,
  idpHost: `localhost:${ports.idp}`,
  email: 'ada@seaside.test',
  password: 'Harbour-Lights-2024',
  redirectUri: `http://localhost:${ports.demo}/callback`,
};

/** Keycard's resident memory, MiB (Linux). */
const rssMiB = () => {
  const m = fs.readFileSync(`/proc/${keycardPid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return m ? Number(m[1]) / 1024 : NaN;
};

/** Sign-ins started at `rate` per second for `ms`, all awaited (errors ignored: a warm-up). */
async function atRate(rate, ms) {
  const all = [];
  const t = performance.now();
  for (let n = 0; n < (rate * ms) / 1000; n++) {
    const wait = t + (n * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    all.push(signInOnce(journey).catch(() => undefined));
  }
  await Promise.all(all);
}

let code = 0;
try {
  // Warm: the IdP's discovery, the tenant cache, the JIT and the heap; then the memory baseline.
  await atRate(20, 15_000);
  await new Promise((r) => setTimeout(r, 2000));
  const rssBefore = rssMiB();

  const steps = RATES.map((rate) => ({ rate, started: 0, done: 0, errors: 0, firstError: '', hops: new Map() }));
  const running = [];
  const t0 = performance.now();
  for (const [i, step] of steps.entries()) {
    const stepStart = t0 + i * STEP_MS;
    const count = Math.round((step.rate * STEP_MS) / 1000);
    for (let n = 0; n < count; n++) {
      const at = stepStart + (n * 1000) / step.rate;
      const wait = at - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      step.started++;
      running.push(
        signInOnce(journey)
          .then(
            ({ hops, landedOn }) => {
              if (landedOn !== journey.redirectUri) throw new Error(`landed on ${landedOn}`);
              step.done++;
              for (const h of hops) {
                const row = step.hops.get(h.hop) ?? { total: [], own: [] };
                row.total.push(h.ms);
                row.own.push(Math.max(0, h.ms - h.upstream - h.idp));
                step.hops.set(h.hop, row);
              }
            },
            (error) => {
              step.errors++;
              step.firstError ||= error.message;
            },
          )
          .catch((error) => {
            step.errors++;
            step.firstError ||= error.message;
          }),
      );
    }
  }
  await Promise.all(running);
  const elapsed = (performance.now() - t0) / 1000;
  // As before the run: the same pause, so both readings are of a server at rest.
  await new Promise((r) => setTimeout(r, 2000));
  const rssAfter = rssMiB();

  console.log(
    `\nKeycard under load: password sign-ins over HTTP, ${RATES.length} steps of ${(STEP_MS / 1000).toFixed(0)} s (${elapsed.toFixed(0)} s with the last ones finishing)\n`,
  );
  let held = 0;
  let heldShare = null;
  for (const s of steps) {
    const rows = [...s.hops.entries()];
    const worst = rows.reduce((m, [hop, r]) => (quantile(r.total, 0.95) > m.p95 ? { hop, p95: quantile(r.total, 0.95) } : m), { hop: '-', p95: 0 });
    const total = rows.reduce((a, [, r]) => a + r.total.reduce((x, y) => x + y, 0), 0);
    const own = rows.reduce((a, [, r]) => a + r.own.reduce((x, y) => x + y, 0), 0);
    const share = total ? own / total : 0;
    const ok = s.errors === 0 && s.done === s.started && worst.p95 < HOP_P95_LIMIT_MS;
    if (ok && s.rate > held) {
      held = s.rate;
      heldShare = share;
    }
    console.log(
      `${String(s.rate).padStart(3)}/s  ${String(s.done).padStart(4)}/${String(s.started).padEnd(4)} done  ${String(s.errors).padStart(3)} errors  worst hop p95 ${worst.p95.toFixed(0).padStart(5)} ms (${worst.hop})  Keycard's own share ${(share * 100).toFixed(0)} %  ${ok ? 'held' : 'NOT held'}${s.firstError ? `  first error: ${s.firstError}` : ''}`,
    );
    if (s === steps.at(-1) || !ok) {
      for (const [hop, r] of rows)
        console.log(
          `        ${hop.padEnd(28)} p50 ${quantile(r.total, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(r.total, 0.95).toFixed(1).padStart(6)} ms  own p95 ${quantile(r.own, 0.95).toFixed(1).padStart(6)} ms`,
        );
    }
  }
  const growth = (rssAfter - rssBefore) / rssBefore;
  console.log(
    `\nhighest rate held: ${held} sign-ins/s (every Keycard hop's p95 under ${HOP_P95_LIMIT_MS} ms, no error)${heldShare === null ? '' : `; Keycard's own share of the server time there: ${(heldShare * 100).toFixed(0)} %`}`,
  );
  console.log(
    `resident memory: ${rssBefore.toFixed(0)} MiB before, ${rssAfter.toFixed(0)} MiB after (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${RSS_GROWTH_LIMIT * 100} %)`,
  );
  if (held === 0 || growth > RSS_GROWTH_LIMIT) code = 1;
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  stop();
}
process.exit(code);

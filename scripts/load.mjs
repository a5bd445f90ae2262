// npm run load: whole password sign-ins over HTTP (no browser; journey.mjs, as a browser without
// JavaScript makes them) against the stack on ports of its own, for 60 s at a rising rate: an open
// loop that starts sign-ins on a schedule, whatever the last ones are doing, so queues show as time.
// For each step: sign-ins started and finished, errors, the p95 of each Keycard hop, and Keycard's own
// share of the server time (Server-Timing: the hop minus the upstream's and the IdP's waits), and the
// cores Keycard, the sandbox and this generator used, with each one's CPU per sign-in. Then
// the highest rate held (every hop's p95 under 500 ms, no error). Memory is judged before the steps,
// over a steady phase at a rate the stack holds: Keycard's resident memory before and after it, then
// its live heap (heap snapshots, which V8 takes after a full collection: what is still reachable) over
// half as many sign-ins again, with what grew most by constructor. Growth of the live heap beyond 10 %
// fails the run, and of the resident memory with the heap limit (without one, V8 grows the heap lazily
// towards its own default, and the resident memory is shown, not judged).
//   LOAD_RATES=10,15,20,25,30,35  sign-ins per second, one step each     LOAD_SECONDS=60  in all
//   LOAD_STEADY_RATE=15 LOAD_STEADY_SECONDS=80  the steady phase memory is judged over (1,200 sign-ins)
//   LOAD_CROWD=200  the staff signing in: each its own account, address and browser (journey.mjs crowdOf)
//   LOAD_HEAP=both|limited|unlimited  which runs (default both, one after the other)
//   LOAD_FRONT_DESK=with|only|skip  issue 26's mixed run after them (./load-front-desk.mjs), alone, or not
// Keycard runs twice: with the heap limit the Kubernetes Deployment gives it (--max-old-space-size=384),
// then without one (V8's own default, which lets the heap grow lazily), each on a fresh stack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORT_SETS, build, ensureInstalled, isBuilt } from './lib.mjs';
import { crowdOf, quantile, seasideJourney } from './journey.mjs';
import { cpuMs } from './cpu.mjs';
import { frontDeskMorning } from './load-front-desk.mjs';
import { startStack } from './stack.mjs';

const RATES = (process.env.LOAD_RATES ?? '10,15,20,25,30,35').split(',').map(Number);
const STEADY_RATE = Number(process.env.LOAD_STEADY_RATE ?? 15);
const STEADY_SECONDS = Number(process.env.LOAD_STEADY_SECONDS ?? 80);
const HEAPS = { both: ['limited', 'unlimited'], limited: ['limited'], unlimited: ['unlimited'] }[process.env.LOAD_HEAP ?? 'both'] ?? ['limited', 'unlimited'];
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const STEP_MS = (SECONDS * 1000) / RATES.length;
const HOP_P95_LIMIT_MS = 500;
const CROWD = Number(process.env.LOAD_CROWD ?? 200);
const RSS_GROWTH_LIMIT = 0.1;

if (ensureInstalled() !== 0) process.exit(1);
if ((!process.argv.includes('--no-build') || !isBuilt()) && build() !== 0) process.exit(1);

const ports = PORT_SETS.load;
const journey = seasideJourney(ports);

/** A process's resident memory, MiB (Linux). */
const rssMiB = (pid) => {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return m ? Number(m[1]) / 1024 : NaN;
};

/** Sign-ins started at `rate` per second for `ms`, all awaited (errors ignored: a warm-up). */
async function atRate(signIn, rate, ms) {
  const all = [];
  const t = performance.now();
  for (let n = 0; n < (rate * ms) / 1000; n++) {
    const wait = t + (n * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    all.push(signIn().catch(() => undefined));
  }
  await Promise.all(all);
}

/**
 * Keycard's live heap: a heap snapshot taken on SIGUSR2 (V8 collects garbage first, so it holds only
 * what is still reachable), summed, with its self size by constructor. Read from the file it writes.
 */
async function liveHeap(pid, dir) {
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 300; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (!file) continue;
    let snapshot;
    try {
      snapshot = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      continue; // still being written
    }
    fs.rmSync(path.join(dir, file));
    const fields = snapshot.snapshot.meta.node_fields;
    const types = snapshot.snapshot.meta.node_types[0];
    const [typeAt, nameAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
    const byName = new Map();
    let total = 0;
    for (let n = 0; n < snapshot.nodes.length; n += fields.length) {
      const size = snapshot.nodes[n + sizeAt];
      // Objects by constructor; strings and the rest by their kind only (a string's name is its
      // content, which may be a token).
      const type = types[snapshot.nodes[n + typeAt]];
      const name = type === 'object' || type === 'closure' ? snapshot.strings[snapshot.nodes[n + nameAt]] : `(${type})`;
      total += size;
      byName.set(name, (byName.get(name) ?? 0) + size);
    }
    return { mib: total / 2 ** 20, byName };
  }
  throw new Error('no heap snapshot was written');
}

/** One run on a fresh stack, with the Deployment's heap limit or V8's default; 1 when it fails. */
async function runOnce(heap) {
  const snapshots = fs.mkdtempSync(path.join(os.tmpdir(), 'keycard-heap-'));
  const options = [`--heapsnapshot-signal=SIGUSR2`, `--diagnostic-dir=${snapshots}`, ...(heap === 'limited' ? ['--max-old-space-size=384'] : [])];
  // Faults on for the sandbox's test routes, which make the crowd; behind a trusted proxy, which gives each member's address.
  const { stop, keycardPid, sandboxPid } = await startStack('load', {
    quiet: true,
    faults: true,
    webExtra: { NODE_OPTIONS: options.join(' '), TRUST_PROXY: 'true' },
  });
  let code = 0;
  try {
    const signIn = await crowdOf(journey, `http://127.0.0.1:${ports.api}`, CROWD);
    // Warm: the IdP's discovery, the tenant cache, the JIT and the heap; then the memory baseline.
    await atRate(signIn, 20, 15_000);
    await new Promise((r) => setTimeout(r, 2000));
    // Memory at a rate the stack holds. First the resident memory over the steady phase (no heap
    // snapshot before it: taking one leaves the process's native memory larger); then the live heap
    // from there over half as many sign-ins again, when every bounded cache has filled: what a
    // sign-in leaves behind shows as growth between those two snapshots.
    const rssBefore = rssMiB(keycardPid);
    await atRate(signIn, STEADY_RATE, STEADY_SECONDS * 1000);
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfter = rssMiB(keycardPid);
    const heapMiddle = await liveHeap(keycardPid, snapshots);
    await atRate(signIn, STEADY_RATE, (STEADY_SECONDS * 1000) / 2);
    const heapAfter = await liveHeap(keycardPid, snapshots);

    const steps = RATES.map((rate) => ({ rate, started: 0, done: 0, errors: 0, firstError: '', hops: new Map() }));
    const running = [];
    const t0 = performance.now();
    // The cores each process used in each step (CPU time from /proc over the step's wall time): the
    // 2-core machine is shared by Keycard, the sandbox (upstream and IdP) and this load generator.
    const cpuAt = () => {
      const own = process.cpuUsage();
      return { keycard: cpuMs(keycardPid), sandbox: cpuMs(sandboxPid), generator: (own.user + own.system) / 1000 };
    };
    const marks = [cpuAt()];
    const timers = steps.map((_, i) => setTimeout(() => (marks[i + 1] = cpuAt()), (i + 1) * STEP_MS));
    for (const [i, step] of steps.entries()) {
      const stepStart = t0 + i * STEP_MS;
      const count = Math.round((step.rate * STEP_MS) / 1000);
      for (let n = 0; n < count; n++) {
        const at = stepStart + (n * 1000) / step.rate;
        const wait = at - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        step.started++;
        running.push(
          signIn()
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
    timers.forEach(clearTimeout);
    // The last step's mark, if its sign-ins finished before its timer.
    marks[steps.length] ??= cpuAt();
    const elapsed = (performance.now() - t0) / 1000;

    console.log(
      `\nKeycard under load (${heap === 'limited' ? 'heap limit 384 MiB, as deployed' : "no heap limit: V8's default"}): password sign-ins over HTTP, ${RATES.length} steps of ${(STEP_MS / 1000).toFixed(0)} s (${elapsed.toFixed(0)} s with the last ones finishing)\n`,
    );
    let held = 0;
    let heldShare = null;
    for (const [i, s] of steps.entries()) {
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
      const [from, to] = [marks[i], marks[i + 1]];
      if (from && to) {
        const cores = (k) => ((to[k] - from[k]) / STEP_MS).toFixed(2);
        const perSignIn = (k) => ((to[k] - from[k]) / Math.max(1, s.started)).toFixed(1);
        console.log(
          `        cores used: Keycard ${cores('keycard')}, sandbox ${cores('sandbox')}, load generator ${cores('generator')} (of ${os.availableParallelism()}); CPU per sign-in: Keycard ${perSignIn('keycard')} ms, sandbox ${perSignIn('sandbox')} ms`,
        );
      }
      if (s === steps.at(-1) || !ok) {
        for (const [hop, r] of rows)
          console.log(
            `        ${hop.padEnd(28)} p50 ${quantile(r.total, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(r.total, 0.95).toFixed(1).padStart(6)} ms  own p95 ${quantile(r.own, 0.95).toFixed(1).padStart(6)} ms`,
          );
      }
    }
    const growth = (rssAfter - rssBefore) / rssBefore;
    const liveGrowth = (heapAfter.mib - heapMiddle.mib) / heapMiddle.mib;
    console.log(
      `\nhighest rate held: ${held} sign-ins/s (every Keycard hop's p95 under ${HOP_P95_LIMIT_MS} ms, no error)${heldShare === null ? '' : `; Keycard's own share of the server time there: ${(heldShare * 100).toFixed(0)} %`}`,
    );
    const steady = STEADY_RATE * STEADY_SECONDS;
    console.log(`memory at ${STEADY_RATE} sign-ins/s, after the warm-up (before the steps above):`);
    console.log(
      `  resident, over ${steady} sign-ins: ${rssBefore.toFixed(0)} MiB before, ${rssAfter.toFixed(0)} MiB after (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${RSS_GROWTH_LIMIT * 100} %)`,
    );
    console.log(
      `  live heap (heap snapshots: what is still reachable after V8's collection), over ${steady / 2} more: ${heapMiddle.mib.toFixed(1)} MiB, then ${heapAfter.mib.toFixed(1)} MiB (${liveGrowth >= 0 ? '+' : ''}${(liveGrowth * 100).toFixed(1)} %, limit +${RSS_GROWTH_LIMIT * 100} %); grew most:`,
    );
    const grew = [...heapAfter.byName.entries()].map(([name, size]) => [name, size - (heapMiddle.byName.get(name) ?? 0)]).sort((a, b) => b[1] - a[1]);
    for (const [name, delta] of grew.slice(0, 5))
      console.log(`    ${(delta / 1024).toFixed(0).padStart(7)} KiB  ${name.slice(0, 80) || '(unnamed: code and internal arrays)'}`);
    // Without a heap limit V8 lets the heap grow lazily towards its own (large) default: the resident
    // memory is shown, and what is judged is what is still reachable, the live heap.
    if (heap === 'unlimited')
      console.log('  (without a heap limit the resident memory is shown, not judged: V8 grows the heap lazily; the live heap is the test of a leak)');
    if (held === 0 || (heap === 'limited' && growth > RSS_GROWTH_LIMIT) || liveGrowth > RSS_GROWTH_LIMIT) code = 1;
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    stop();
    fs.rmSync(snapshots, { recursive: true, force: true });
  }
  return code;
}

/** Issue 26's mixed run, on a fresh stack behind a trusted proxy; 1 when a colleague could not sign in. */
async function frontDeskRun() {
  // The sandbox's test routes (faults: on) make the forty colleagues and the attacked account.
  const { stop } = await startStack('load', { quiet: true, faults: true, webExtra: { TRUST_PROXY: 'true' } });
  try {
    return await frontDeskMorning(journey, `http://127.0.0.1:${ports.api}`);
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    stop();
  }
}

const FRONT_DESK = process.env.LOAD_FRONT_DESK ?? 'with';
let failed = 0;
if (FRONT_DESK !== 'only') for (const heap of HEAPS) failed += await runOnce(heap);
if (FRONT_DESK !== 'skip') failed += await frontDeskRun();
process.exit(failed ? 1 : 0);

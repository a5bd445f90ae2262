// npm run profile: where Keycard's CPU goes. Builds with server source maps, runs the standalone
// server with `--cpu-prof` twice on the bench's ports (once under a steady /login load, once under
// whole password sign-ins), and prints each profile's self time by package and by Keycard module
// (through the source maps), the time under each Keycard module (inclusive), and the hottest
// functions. The profiles stay in .bench/profile/ for Chrome DevTools (Performance → Load profile).
//   --no-build  reuse the last build (it must have been built by this script: it needs the maps)
//   --bare      profile the bench's bare Next page too, under the same /login load, and print a render of
//               each by cause side by side (per render, so the two loads' different rates compare)
//   --journey   instead: a returning browser's whole sign-in and the bare app's journey of the same shape,
//               one of each in turn, one at a time, both servers profiled over the same window, and a
//               journey of each by cause side by side (issue 42's eighth step)
//   PROFILE_SECONDS=15  the length of each load
//   PROFILE_WARM_SECONDS=30  the load before a page's profiled window
//   PROFILE_CROWD=0  the sign-ins' staff: 0 is the seed's one account, again and again; N is N accounts,
//                    each from its own address and browser, as `npm run load` signs them in (crowdOf)
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORT_SETS, ROOT, build, ensureInstalled } from './lib.mjs';
import { bareBuildStale, bareJourneyTurn, buildBare, renderLoad, repeatFor, startBare } from './cpu.mjs';
import { crowdOf, seasideJourney, signInOnce } from './journey.mjs';
import { startStack } from './stack.mjs';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 15);
const CROWD = Number(process.env.PROFILE_CROWD ?? 0);
/**
 * The steady load before a page's profiled window: a server's CPU per render keeps falling for half a
 * minute as V8 optimises its code (Keycard's /login 14.9 ms in its first 4 s, 5.9 at 16 s, 5.0 at 60 s;
 * the bare page's 10.4, then 4.0 from 16 s).
 */
const WARM_SECONDS = Number(process.env.PROFILE_WARM_SECONDS ?? 30);
const OUT = path.join(ROOT, '.bench', 'profile');
const TOP = 15;

/** A bundle file's source map (named by its sourceMappingURL comment), loaded once; the build's copy if the standalone one has none. */
const maps = new Map();
function sourceMapOf(file) {
  if (!maps.has(file)) {
    if (!fs.existsSync(file)) return null;
    const tail = fs.readFileSync(file, 'utf8').slice(-300);
    const name = tail.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1] ?? `${path.basename(file)}.map`;
    const original = file.replace(`${path.sep}.next${path.sep}standalone${path.sep}.next${path.sep}`, `${path.sep}.next${path.sep}`);
    const found = [path.join(path.dirname(file), name), path.join(path.dirname(original), name)].find((f) => fs.existsSync(f));
    maps.set(file, found ? new SourceMap(JSON.parse(fs.readFileSync(found, 'utf8'))) : null);
  }
  return maps.get(file);
}

const packageOf = (source) => source.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)?.[1]?.replace('\\', '/');

/**
 * Which part of Next's own code a frame is in, from the source maps Next ships beside its compiled
 * runtime: React's renderers (Flight for the RSC payload, Fizz for the HTML) apart from Next's own.
 */
function nextPartOf(file, line, column) {
  const inRepo = file.replace(`${path.sep}.next${path.sep}standalone${path.sep}node_modules${path.sep}`, `${path.sep}node_modules${path.sep}`);
  const mapFile = [`${file}.map`, `${inRepo}.map`].find((f) => fs.existsSync(f));
  if (!mapFile) return path.relative(path.join(ROOT, 'node_modules', 'next'), inRepo);
  if (!maps.has(mapFile)) maps.set(mapFile, new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))));
  const source = maps.get(mapFile).findEntry(line, column)?.originalSource ?? '(unmapped)';
  const short = source.replace(/^webpack:\/\/next\/\.\//, '');
  if (/react-server-dom-webpack-server/.test(short)) return 'React Flight (the RSC payload)';
  if (/react-dom-server/.test(short)) return 'React Fizz (the HTML)';
  if (/react-server-dom-webpack-client/.test(short)) return 'React Flight client (reading the payload for the HTML)';
  if (/compiled\/react/.test(short)) return 'React (other)';
  return short.replace(/^src\//, 'next/');
}

/** What a call frame's code belongs to: `{ owner, module }`, a package or Keycard's own module. */
export function ownerOf(frame) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return { owner: functionName.startsWith('(') ? functionName : '(native)' };
  if (url.startsWith('node:')) return { owner: 'node (built-in)' };
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  // Packages the server loads from node_modules (Next's own runtime among them) are named by path;
  // Keycard's bundle (.next/server) through its source maps.
  const pkg = packageOf(file);
  if (pkg === 'next') return { owner: pkg, part: nextPartOf(file, lineNumber, columnNumber) };
  if (pkg) return { owner: pkg };
  if (path.basename(file) === 'keycard-server.cjs') return { owner: "Keycard's server (keycard-server.cjs)" };
  if (!file.includes(`${path.sep}.next${path.sep}`)) return { owner: file };
  const entry = sourceMapOf(file)?.findEntry(lineNumber, columnNumber);
  if (!entry?.originalSource) return { owner: '(bundle, unmapped)' };
  const source = entry.originalSource;
  const bundled = packageOf(source);
  if (bundled) return { owner: bundled };
  // Next's bundled client components name its TypeScript sources (../../src/…).
  if (/^webpack:\/\/[^/]*\/\.\.\/\.\.\/src\//.test(source)) return { owner: 'next' };
  const own = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  if (/^(app|lib|components|proxy\.ts|instrumentation\.ts|messages)\b/.test(own)) return { owner: 'Keycard', module: own };
  return { owner: own.startsWith('webpack/') ? 'webpack runtime' : own };
}

/** Now on the monotonic clock V8's profiles use too (µs), so the measured window can be cut out of a profile. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Print a profile's figures for the samples inside `window` ([from, to] in µs; start-up and warm-up left out). */
function analyse(file, label, window) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owners = new Map();
  const info = (id) => {
    if (!owners.has(id)) owners.set(id, ownerOf(byId.get(id).callFrame));
    return owners.get(id);
  };
  const self = new Map();
  const selfModule = new Map();
  const selfNext = new Map();
  const under = new Map();
  const fns = new Map();
  let total = 0;
  let idle = 0;
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (at < window[0] || at > window[1]) continue;
    const us = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i];
    const { owner, module, part } = info(id);
    if (owner === '(idle)') {
      idle += us;
      continue;
    }
    total += us;
    add(self, owner, us);
    if (module) add(selfModule, module, us);
    if (part) add(selfNext, part, us);
    const frame = byId.get(id).callFrame;
    add(fns, `${frame.functionName || '(anonymous)'} · ${module ?? owner}`, us);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const m = info(node).module;
      if (m && !seen.has(m)) {
        seen.add(m);
        add(under, m, us);
      }
    }
  }
  const table = (title, map, limit = TOP) => {
    const rows = [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
    console.log(`\n  ${title}`);
    for (const [key, us] of rows) console.log(`    ${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  };
  console.log(`\n${label}: ${(total / 1000).toFixed(0)} ms on the CPU (${(idle / 1000).toFixed(0)} ms idle) — ${path.relative(ROOT, file)}`);
  table('self time by package', self);
  table("inside Next's own code (self time)", selfNext);
  table('self time by Keycard module', selfModule);
  table('time under each Keycard module (inclusive)', under);
  table('hottest functions (self)', fns);
  return { total, self, selfNext };
}

/**
 * A render's (or a journey's) CPU by cause, µs: React's three passes, Next's own code, Node's, the garbage collector,
 * Keycard's modules, and the libraries bundled into the server's chunks. The bare app's chunks have no
 * source maps: what it bundles (Next's client parts, next-intl, its page) is one row with Keycard's
 * bundled libraries beside it, so the rows compare like with like.
 */
function byCause({ self, selfNext }, units) {
  const per = (us) => us / units;
  const part = (name) => per(selfNext.get(name) ?? 0);
  const react = ['React Flight (the RSC payload)', 'React Fizz (the HTML)', 'React Flight client (reading the payload for the HTML)', 'React (other)'];
  const nextOwn = per([...selfNext.entries()].filter(([name]) => !react.includes(name)).reduce((sum, [, us]) => sum + us, 0));
  const named = new Set(['next', 'node (built-in)', '(native)', '(garbage collector)', 'Keycard', "Keycard's server (keycard-server.cjs)"]);
  const nextTotal = per(self.get('next') ?? 0);
  const reactTotal = react.reduce((sum, name) => sum + part(name), 0);
  const bundled = per([...self.entries()].filter(([owner]) => !named.has(owner)).reduce((sum, [, us]) => sum + us, 0));
  return [
    ['React Flight (the RSC payload)', part(react[0])],
    ['React Fizz (the HTML)', part(react[1])],
    ['React Flight client (the payload read for the HTML)', part(react[2]) + part(react[3])],
    ["Next's own runtime (routing, app-render, streams)", nextOwn],
    ["Next's code bundled into the app's chunks", nextTotal - reactTotal - nextOwn],
    ['other libraries bundled (next-intl, use-intl, …)', bundled],
    ["Node's own code (streams, Headers, async hooks, crypto)", per(self.get('node (built-in)') ?? 0)],
    ['native (socket writes, JSON, microtasks)', per(self.get('(native)') ?? 0)],
    ['garbage collection', per(self.get('(garbage collector)') ?? 0)],
    ["Keycard's own modules", per((self.get('Keycard') ?? 0) + (self.get("Keycard's server (keycard-server.cjs)") ?? 0))],
  ];
}

/** Keycard and the bare app, a unit of work each (a render, a journey) by cause, side by side (µs a unit). */
function compareCauses(title, keycard, keycardUnits, bare, bareUnits) {
  const k = byCause(keycard, keycardUnits);
  const b = byCause(bare, bareUnits);
  const row = (name, x, y) =>
    `    ${name.padEnd(56)} ${x.toFixed(0).padStart(6)} ${y.toFixed(0).padStart(6)} ${(x - y >= 0 ? '+' : '') + (x - y).toFixed(0).padStart(5)}`;
  console.log(`\n${title} (under the profiler)\n    ${''.padEnd(56)} ${'Keycard'.padStart(6)} ${'bare'.padStart(6)}  diff`);
  for (let i = 0; i < k.length; i++) console.log(row(k[i][0], k[i][1], b[i][1]));
  console.log(row('in all', keycard.total / keycardUnits, bare.total / bareUnits));
}

/** `/login` and the bare page, a render of each by cause. */
function compareRenders(login, loginRenders, bare, bareRenders) {
  compareCauses('/login against the bare page, µs of CPU a render by cause', login, loginRenders, bare, bareRenders);
}

/**
 * Runs `work` against a server started under the profiler (Keycard's stack, or `start`'s server, given
 * the profiler's node arguments), then reads the profile it writes as it exits.
 */
async function profiled(name, work, { crowd = false, start } = {}) {
  const dir = path.join(OUT, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  const server = start
    ? await start(nodeArgs)
    : await startStack('bench', {
        quiet: true,
        nodeArgs,
        // The crowd is made with the sandbox's test routes, and each member's address comes through a trusted proxy.
        ...(crowd ? { faults: true, webExtra: { TRUST_PROXY: 'true' } } : {}),
      });
  let result;
  try {
    result = await work(server);
  } finally {
    server.stop();
  }
  // The profile is written when the server exits (SIGTERM drains, then exits).
  for (let i = 0; i < 100 && !fs.readdirSync(dir).some((f) => f.endsWith('.cpuprofile')); i++) await new Promise((r) => setTimeout(r, 200));
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  // The measured window, for reading the profile again later (start-up and warm-up are outside it).
  keepWindow(dir, result);
  return { file: path.join(dir, file), result };
}

/** A page's steady load (after the warm-up), with its window on the profile's clock. */
async function steadyLoad(target) {
  await renderLoad({ ...target, seconds: WARM_SECONDS, connections: 10 }); // warm up
  const from = nowUs();
  const load = await renderLoad({ ...target, seconds: SECONDS, connections: 10 });
  return { ...load, window: [from, nowUs()] };
}

/** The measured window of a profile and what was done in it (renders or sign-ins), for `--analyse`. */
function keepWindow(dir, result) {
  fs.writeFileSync(path.join(dir, 'window.json'), JSON.stringify({ window: result.window, count: result.ok ?? result.done }));
}

/** The last profile written in `.bench/profile/<name>`, with its measured window and count; null when there is none. */
function lastProfile(name) {
  const dir = path.join(OUT, name);
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile')) : undefined;
  if (!file) return null;
  const kept = JSON.parse(fs.readFileSync(path.join(dir, 'window.json'), 'utf8'));
  // An array: a window kept before the count was.
  return { file: path.join(dir, file), ...(Array.isArray(kept) ? { window: kept, count: 0 } : kept) };
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

async function main() {
  // `--analyse`: read the last profiles again (after a change to this script), without running anything.
  if (process.argv.includes('--analyse')) {
    const [login, signIn, bare] = ['login', 'sign-in', 'bare'].map(lastProfile);
    const loginCauses = analyse(login.file, 'login', login.window);
    analyse(signIn.file, 'sign-in', signIn.window);
    if (bare && login.count && bare.count) compareRenders(loginCauses, login.count, analyse(bare.file, 'bare', bare.window), bare.count);
    return;
  }

  if (ensureInstalled() !== 0) process.exit(1);
  if (!process.argv.includes('--no-build') && build({ sourceMaps: true }) !== 0) process.exit(1);

  if (process.argv.includes('--journey')) {
    const { keycard, bare } = await profiledJourneys();
    const { done, window } = keycard.result;
    const k = analyse(keycard.file, `Keycard, ${done} whole sign-ins of a returning browser, one at a time`, window);
    const b = analyse(bare.file, `the bare app, ${done} journeys of a sign-in's shape, each beside one of Keycard's`, window);
    compareCauses("a sign-in against the bare app's journey, µs of CPU a journey by cause", k, done, b, done);
    return;
  }

  const login = await profiled('login', ({ ports, keycardPid }) =>
    steadyLoad({ origin: `http://127.0.0.1:${ports.web}`, host: `seaside.localhost:${ports.web}`, pid: keycardPid }),
  );
  const signIns = await profiled(
    'sign-in',
    async ({ ports }) => {
      const journey = seasideJourney(ports);
      const signIn = CROWD ? await crowdOf(journey, `http://127.0.0.1:${ports.api}`, CROWD) : () => signInOnce(journey);
      await signIn(); // warm up
      let done = 0;
      const from = nowUs();
      await repeatFor(SECONDS, 4, async () => {
        const { landedOn } = await signIn();
        if (landedOn !== journey.redirectUri) throw new Error(`landed on ${landedOn}`);
        done++;
      });
      return { done, window: [from, nowUs()] };
    },
    { crowd: CROWD > 0 },
  );

  const loginCauses = analyse(login.file, `GET /login, ${login.result.ok} renders over 10 connections`, login.result.window);
  analyse(
    signIns.file,
    `whole password sign-ins, ${signIns.result.done} of them at concurrency 4${CROWD ? `, by ${CROWD} accounts` : ''}`,
    signIns.result.window,
  );

  if (process.argv.includes('--bare')) {
    if (bareBuildStale() && buildBare() !== 0) process.exit(1);
    const bare = await profiledBare();
    const bareCauses = analyse(bare.file, `the bare page, ${bare.result.ok} renders over 10 connections`, bare.result.window);
    compareRenders(loginCauses, login.result.ok, bareCauses, bare.result.ok);
  }
}

/**
 * A returning browser's whole sign-in on Keycard and the bare app's journey of the same shape, one of
 * each in turn, one at a time, both servers under the profiler over the same window: a slow spell of
 * this machine falls on both alike. Resolves with each server's profile, the window and the journeys.
 */
async function profiledJourneys() {
  if (bareBuildStale() && buildBare() !== 0) process.exit(1);
  const port = PORT_SETS.bench.web + 90;
  let bare;
  const keycard = await profiled('journey', async ({ ports }) => {
    bare = await profiled(
      'bare-journey',
      async ({ pid }) => {
        const journey = seasideJourney(ports);
        const { known, device } = await signInOnce(journey);
        if (!known || !device) throw new Error('the first sign-in left no device cookie or token');
        const bareTurn = bareJourneyTurn({ origin: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, pid });
        const both = async () => {
          const { landedOn } = await signInOnce({ ...journey, known, device });
          if (landedOn !== journey.redirectUri) throw new Error(`landed on ${landedOn}`);
          await bareTurn.once();
        };
        for (const until = Date.now() + WARM_SECONDS * 1000; Date.now() < until;) await both();
        let done = 0;
        const from = nowUs();
        for (const until = Date.now() + SECONDS * 1000; Date.now() < until; done++) await both();
        await bareTurn.close();
        return { done, window: [from, nowUs()] };
      },
      { start: (nodeArgs) => startBare(port, '', { nodeArgs }) },
    );
    return bare.result;
  });
  return { keycard, bare };
}

/** The bench's bare page (`next start`) under the profiler and the same steady load as /login. */
function profiledBare() {
  const port = PORT_SETS.bench.web + 90;
  return profiled('bare', ({ pid }) => steadyLoad({ origin: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, path: '/', pid }), {
    start: (nodeArgs) => startBare(port, '', { nodeArgs }),
  });
}

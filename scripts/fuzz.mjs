// npm run fuzz: the fuzz campaign at full length, 10,000 generated requests per route handler (FUZZ_RUNS
// to change it, FUZZ_SEED to replay a run), against a Keycard server of its own beside the e2e stack.
import path from 'node:path';
import { ROOT, build, ensureChromium, ensureInstalled, run } from './lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
if (ensureInstalled() !== 0) process.exit(1);
if (!process.argv.includes('--no-build') && build({ devPages: true }) !== 0) process.exit(1);
// Playwright's runner starts the e2e stack (it needs no browser for these tests, but its config names one).
ensureChromium();
const status = run(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', 'tests/e2e/fuzz.spec.ts', '--reporter=list'], {
  env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' },
});
process.exit(status);

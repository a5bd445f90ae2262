// npm test: install what is missing (Debian's chromium too, when it can), then type-check, lint, format,
// unit and integration tests (jest), the production build, and end-to-end tests (Playwright).
// Debian's redis-server and chromium are installed with apt when missing.
// Ends with one plain line: "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, build, ensureChromium, ensureInstalled, ensureKubectl, ensureRedis, run } from './lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const out = path.join(ROOT, '.test-output');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const step = (name, ok) => {
  console.log(`${ok ? '✓' : '✗'} ${name}`);
  if (ok) passed++;
  else failed++;
  return ok;
};
const finish = () => {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
};
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

if (!step('install dependencies', ensureInstalled() === 0)) finish();
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

step('type-check (tsc)', run(bin('tsc'), ['--noEmit', '-p', '.']) === 0);
step('lint (eslint)', run(bin('eslint'), ['.', '--max-warnings=0']) === 0);
step('format (prettier --check)', run(bin('prettier'), ['--check', '.', '--log-level', 'warn']) === 0);

// Jest: unit, components and integration (a real redis-server for the shared limits); each test counts.
step('redis-server available', ensureRedis());
const jestFile = path.join(out, 'jest.json');
const jestStatus = run(bin('jest'), ['--ci', '--json', `--outputFile=${jestFile}`]);
const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  if (jestStatus !== 0 && jest.numFailedTests === 0 && jest.numRuntimeErrorTestSuites === 0) step('jest run', false);
} else step('jest run', false);

// deploy/: rendered with kubectl's kustomize and checked against the Kubernetes schemas (node:test).
if (step('kubectl available', ensureKubectl())) {
  const tapFile = path.join(out, 'deploy.tap');
  const deployStatus = run(process.execPath, ['--test', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`, 'tests/deploy/deploy.test.mjs']);
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail');
  if (deployStatus !== 0 && count('fail') === 0) step('deploy checks run', false);
}

if (!step('build (production, plus the component kit)', build({ devPages: true }) === 0)) finish();
if (!step('chromium available', ensureChromium())) finish();

const pwFile = path.join(out, 'playwright.json');
const pwStatus = run(bin('playwright'), ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile } });
const pw = readJson(pwFile);
if (pw?.stats) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  if (pwStatus !== 0 && pw.stats.unexpected === 0) step('playwright run', false);
} else step('playwright run', false);

finish();

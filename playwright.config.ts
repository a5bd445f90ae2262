// End-to-end tests: Debian's chromium against one production build on the e2e ports (the demo's
// ports stay free). A second project runs the forms with JavaScript disabled.
import { defineConfig } from '@playwright/test';

const WEB = 3100;

export default defineConfig({
  testDir: 'tests/e2e',
  // CI's machine can run at a third of this one's speed with both workers busy: a screenshot tour that
  // takes 15 s here took over 45 s there (stop 51). Twice the time there; a hang still fails.
  timeout: process.env.CI ? 90_000 : 45_000,
  // And twice the wait for what a page shows (the passkey prompt after a sign-in took over 10 s there).
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  outputDir: '.test-output/playwright',
  use: {
    baseURL: `http://seaside.localhost:${WEB}`,
    // A trace where a test failed once and runs again (CI retries once): recording one for every test
    // (screencast frames, DOM snapshots) cost Chromium a third of the run's time on a 2-core machine,
    // 2:44 against 1:53 for sign-in and focus (32 tests). `--trace on` records them all locally.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /no-js\.spec\.ts/ },
    { name: 'chromium-no-js', testMatch: /no-js\.spec\.ts/, use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'node scripts/stack.mjs e2e',
    url: `http://127.0.0.1:${WEB}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

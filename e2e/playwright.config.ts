// Whole-system tests: the built shell, the four remotes and the server (embedded PGlite in a fresh
// folder, built-in feed), started as `npm start` starts them, driven in Debian's Chromium.
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FIXTURE_PORT, shellUrl } from './support/urls';
import { ports } from '@khel/tools/ports';

const root = path.join(__dirname, '..');
const dataDir = path.join(os.tmpdir(), `khel-e2e-${process.pid}`);
// scripts/e2e.mjs runs the projects as lanes at once, each its own product: each keeps its own results
const lane = process.env.KHEL_E2E_LANE ? `-${process.env.KHEL_E2E_LANE}` : '';
const chromium = {
  executablePath: process.env.KHEL_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

// scripts/e2e.mjs's `replay` lane runs only the specs that start their own product (no shared product for
// it); the other lanes then leave those specs out.
const ownProductSpecs = ['**/betfair-replay.spec.ts'];
const ownProductLane = process.env.KHEL_E2E_OWN_PRODUCT === '1';

export default defineConfig({
  testDir: './tests',
  testIgnore: process.env.KHEL_E2E_SKIP_OWN_PRODUCT === '1' ? ownProductSpecs : undefined,
  outputDir: `./artifacts/test-results${lane}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `./.results/playwright${lane}.json` }]],
  use: {
    baseURL: shellUrl(),
    launchOptions: chromium,
    // A trace records every action's snapshots and a screencast: on CI (one retry) only the retry of a
    // failed test records one, the first runs none (BENCHMARKS.md §9: the lanes' CPU); locally (no retry)
    // every test records and a failed one keeps its trace. KHEL_E2E_TRACE sets the mode outright.
    trace: (process.env.KHEL_E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | 'on-first-retry' | undefined) ?? (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
  webServer: ownProductLane ? [] : [
    {
      command: 'node scripts/start.mjs --no-install --no-build',
      cwd: root,
      url: `http://127.0.0.1:${ports.shell}/api/v1/ready`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      // the development outbox the tests read OTPs from (loopback, straight to the server's port)
      // one Chromium behind the shell's proxy is one address for the whole suite: per-address budgets ×10
      env: { KHEL_DATA_DIR: dataDir, KHEL_DEV_HELPERS: 'on', KHEL_ADDRESS_LIMIT_FACTOR: '10' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node fixtures/serve-fixture.js',
      cwd: __dirname,
      url: `http://127.0.0.1:${FIXTURE_PORT}/mf-manifest.json`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_ADMIN_TOKEN, E2E_BUILD_SETTINGS, E2E_PORT } from './tests/support/e2e-settings.mjs';

// The end-to-end run: one production server of the test build (.next-test), started once for the whole run by
// tests/support/e2e-server.mjs on a fresh SQLite database with a capture SMTP server. Tests are isolated by the
// data they make (tests/support/factories.ts), never by a server of their own. Three projects:
//   api      HTTP only (routes, headers, redirects, sitemaps, JSON, server HTML): no browser, four workers;
//   ui       what needs Chromium;
//   changes  Chromium tests that change what the public pages show (catalogue, documents, projects, dealers):
//            they run after the other two, which read those pages as the seed made them.
// What needs other settings than the server's (rate-limit defaults, TRUST_PROXY=0 or 2, caps, an SMTP failure, a
// clock) is tested in Vitest against the modules and the server's request listener (lib/server/server.mjs).

export { BASE_URL, E2E_ADMIN_TOKEN } from './tests/support/e2e-settings.mjs';

/** A test that runs longer than this fails; the watchdog reporter kills its worker at three times as long. */
const TEST_TIMEOUT_MS = 30_000;

const chromium = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: 7_000 },
  // Everything, the server's start included, ends within this: a run that would pass CI's limit stops instead.
  globalTimeout: 20 * 60_000,
  // npm test asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to add up its summary line.
  reporter: [['list'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []), ['./tests/support/watchdog-reporter.ts']],
  use: {
    baseURL: BASE_URL,
    locale: 'it-IT',
    // Recording a trace costs about a fifth of the browser's time in every test: only a retry records one (CI retries
    // once, so a failure there leaves its trace in test-results/); locally, `--trace on` when it is wanted.
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
  projects: [
    { name: 'api', testDir: 'tests/e2e/api', workers: 4 },
    { name: 'ui', testDir: 'tests/e2e/ui', workers: 2, use: chromium },
    { name: 'changes', testDir: 'tests/e2e/changes', workers: 2, use: chromium, dependencies: ['api', 'ui'] },
  ],
  webServer: {
    command: 'node tests/support/e2e-server.mjs',
    url: `${BASE_URL}/api/version`,
    timeout: 300_000,
    // A server left from another run holds data this run did not make: never reuse one unless asked (E2E_REUSE=1,
    // for working on one spec against a server started by hand).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      ...E2E_BUILD_SETTINGS,
      PORT: String(E2E_PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Forms are sent many times from one address; the limiter's rules have their own tests (Vitest).
      RATE_LIMIT_PER_MINUTE: '10000',
      // A test that needs a budget of its own (sign-in attempts) names its client in X-Forwarded-For.
      TRUST_PROXY: '1',
      MAIL_RETRY_BASE_SECONDS: '1',
      // Every test's applicant is acknowledged; the hourly cap's own rule is tested in Vitest (ack-cap.test.ts).
      ACK_HOURLY_CAP: '100000',
      MAIL_DIR: 'var/test/mail',
      UPLOAD_DIR: 'var/test/uploads',
    },
  },
});

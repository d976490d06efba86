import { defineConfig, devices } from '@playwright/test';

// The tests run against the production server (`next start`) on a database file of their own,
// built into .next-test so the build `npm start` serves is left alone.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** The test server's admin token (a test-only value; deployments set their own or leave it unset). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node lib/cli/start.mjs',
    url: `${BASE_URL}/api/version`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SITE_URL: BASE_URL,
      DATABASE_URL: 'file:./var/test/e2e.db',
      NEXT_DIST_DIR: '.next-test',
      NEXT_TELEMETRY_DISABLED: '1',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Pages' forms are tried many times from one address; the limiter has its own test (rate-limit.spec.ts).
      RATE_LIMIT_PER_MINUTE: '10000',
      MAIL_DIR: 'var/test/mail',
      SMTP_URL: '',
    },
  },
});

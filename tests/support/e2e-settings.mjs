// The end-to-end server's settings, in one place for playwright.config.ts (the server), lib/cli/test.mjs (which
// makes the test build first) and the cluster run (which serves that same build through nginx on the same port).

/** One fixed origin: the build bakes SITE_URL in, so the e2e server and the cluster's nginx both answer here. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** The test server's admin token (a test-only value; deployments set their own or leave it unset). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';
/** The end-to-end server's database, made afresh at each start of the server. */
export const E2E_DATABASE_FILE = 'var/test/e2e.db';
/** Where `npm test` keeps the cluster's processes and data (the cluster run takes its stores over). */
export const CLUSTER_TEST_DIR = 'var/test/cluster';
/** The one test build of a run, and the settings it is made with. */
export const TEST_DIST_DIR = '.next-test';
export const E2E_BUILD_SETTINGS = { SITE_URL: BASE_URL, NEXT_DIST_DIR: TEST_DIST_DIR };

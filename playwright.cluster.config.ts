import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The cluster run: what only a cluster shows. PostgreSQL, Redis (both started by `npm test` while the build ran),
// two production instances of the run's one build (.next-test) and nginx in front on the end-to-end port, all
// started by tests/cluster/global-setup.ts. Its tests stop and start the parts, so they run one at a time.
export default defineConfig({
  ...base,
  webServer: undefined,
  testDir: 'tests/cluster',
  // A folder of its own: Playwright empties its output folder when it starts, and the end-to-end run's traces of
  // a failure (test-results/) must still be there to read after the cluster run that follows it in `npm test`.
  outputDir: 'test-results/cluster',
  globalSetup: './tests/cluster/global-setup.ts',
  globalTimeout: 12 * 60_000,
  workers: 1,
  projects: [{ ...base.projects!.find((project) => project.name === 'ui')!, name: 'cluster', testDir: 'tests/cluster', dependencies: [] }],
});

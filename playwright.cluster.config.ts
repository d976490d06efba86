import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The cluster run (issue 14): PostgreSQL, Redis, two production instances and nginx, started once by
// tests/cluster/global-setup.ts on E2E_PORT (nginx), so BASE_URL in every spec is nginx's address. First a named
// subset of the end-to-end suite through nginx (every page type and each public form; the back office is in the
// cluster spec), then the cluster's own tests, which stop and start its parts and so run alone, last.
export const CLUSTER_E2E_SUBSET = [
  'routes.spec.ts',
  'catalogue.spec.ts',
  'i18n-routing.spec.ts',
  'lead-forms.spec.ts',
  'newsletter-form.spec.ts',
  'calculator.spec.ts',
  'seo.spec.ts',
];

export default defineConfig({
  ...base,
  webServer: undefined,
  // A folder of its own: Playwright empties its output folder when it starts, and the end-to-end run's traces of
  // a failure (test-results/) must still be there to read after the cluster run that follows it in `npm test`.
  outputDir: 'test-results/cluster',
  globalSetup: './tests/cluster/global-setup.ts',
  // Building the cluster's release and starting five servers comes before the first test.
  globalTimeout: 30 * 60_000,
  projects: [
    // With the shared cache, each page is rendered on its first request after a release (README Decisions), so a
    // test that walks every sitemap URL renders them all: more time than against a prerendered build.
    { ...base.projects![0]!, name: 'cluster-e2e', testDir: 'tests/e2e', testMatch: CLUSTER_E2E_SUBSET, timeout: 120_000 },
    { ...base.projects![0]!, name: 'cluster', testDir: 'tests/cluster', testMatch: '*.spec.ts', dependencies: ['cluster-e2e'] },
  ],
});

#!/usr/bin/env node
// `npm test`: makes sure what the tests need is there, runs the unit and integration tests (Vitest), the
// browser and HTTP tests (Playwright, which starts the production server), then the cluster tests (PostgreSQL,
// Redis, two instances behind nginx: playwright.cluster.config.ts), and prints one summary line.
// `npm test -- unit|e2e|cluster` runs one of the three.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDebianPackages, ensureDependencies, freePort, generateClients, root } from './steps.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();
// The captcha's OCR test reads challenges with tesseract; the datasheet test reads PDFs with pdftotext; the
// cluster tests (and the unit tests of its parts) start Redis and nginx.
ensureDebianPackages({ tesseract: 'tesseract-ocr', pdftotext: 'poppler-utils', 'redis-server': 'redis-server', nginx: 'nginx' });
generateClients();

const reports = path.join(root, 'var', 'test-reports');
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const clusterReport = path.join(reports, 'playwright-cluster.json');
for (const report of [vitestReport, playwrightReport, clusterReport]) fs.rmSync(report, { force: true });

// A free port, so a server left running elsewhere never collides with the test server.
process.env.E2E_PORT ??= String(await freePort());

const only = process.argv[2]; // optional: 'unit', 'e2e' or 'cluster'
const runs = (phase) => !only || only === phase;
const statuses = [];
if (runs('unit')) {
  const unit = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
    cwd: root,
    stdio: 'inherit',
  });
  statuses.push(unit.status);
}
if (runs('e2e')) {
  const e2e = spawnSync('npx', ['playwright', 'test'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  statuses.push(e2e.status);
}
if (runs('cluster')) {
  // nginx listens on E2E_PORT, so the subset of the end-to-end specs reaches the cluster through it.
  const cluster = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.cluster.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(await freePort()), PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport },
  });
  statuses.push(cluster.status);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load has no tests to count: count it as a failure.
  totals.failed += (report.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
}
for (const report of [playwrightReport, clusterReport].filter((file) => fs.existsSync(file))) {
  const { stats } = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}
const crashed = statuses.some((status) => status !== 0) && totals.failed === 0;
if (crashed) totals.failed += 1; // a runner that died before reporting is a failure, never a silent pass

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);

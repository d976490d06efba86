#!/usr/bin/env node
// The one summary line of a test run, `N passed, N failed, N skipped`, added up from the runners' JSON reports in
// var/test-reports (Vitest's, each Playwright run's, and npm test's own checks). lib/cli/test.mjs prints it at the
// end; .ci/run prints it itself when the run was killed before that (`node lib/cli/test-summary.mjs --killed`):
// whatever finished is counted, and the killed run is one failure more.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REPORTS_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../var/test-reports');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Totals of every report in `dir`: vitest.json, playwright-*.json and checks.json ({ passed, failed }). */
export function totals(dir = REPORTS_DIR) {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  const vitest = readJson(path.join(dir, 'vitest.json'));
  if (vitest) {
    sum.passed += vitest.numPassedTests;
    sum.failed += vitest.numFailedTests;
    sum.skipped += vitest.numPendingTests + vitest.numTodoTests;
    // A file that fails to load has no tests to count: count it as a failure.
    sum.failed += (vitest.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  }
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /^playwright-.*\.json$/.test(name)) : [];
  for (const file of files) {
    const stats = readJson(path.join(dir, file))?.stats;
    if (!stats) continue;
    sum.passed += stats.expected + stats.flaky;
    sum.failed += stats.unexpected;
    sum.skipped += stats.skipped;
  }
  const checks = readJson(path.join(dir, 'checks.json'));
  if (checks) {
    sum.passed += checks.passed;
    sum.failed += checks.failed;
  }
  return sum;
}

/** "file:line › title" of every Playwright test that failed first and passed on a retry, in every report in `dir`. */
export function flakyTests(dir = REPORTS_DIR) {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /^playwright-.*\.json$/.test(name)) : [];
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') found.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const file of files) for (const suite of readJson(path.join(dir, file))?.suites ?? []) walk(suite, []);
  return found;
}

export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sum = totals();
  if (process.argv.includes('--killed')) sum.failed += 1;
  console.log(summaryLine(sum));
}

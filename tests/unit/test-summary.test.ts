import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flakyTests, summaryLine, totals } from '@/lib/cli/test-summary.mjs';

// npm test's last lines, read from a real Playwright JSON report: a project of three tests (one passes, one fails
// and then passes on its retry, one is skipped) run by Playwright itself, no browser needed.

const dir = path.resolve('var/test/test-summary');
const reports = path.join(dir, 'reports');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function runPlaywright() {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'sample.spec.ts'),
    `import { test, expect } from '@playwright/test';
test('steady', () => expect(1).toBe(1));
test.describe('a group', () => {
  test('fails once', ({}, info) => expect(info.retry).toBe(1));
});
test.skip('not run', () => undefined);
`,
  );
  fs.writeFileSync(path.join(dir, 'playwright.config.ts'), `export default { testDir: '.', retries: 1, reporter: [['json', { outputFile: 'reports/playwright-sample.json' }]], projects: [{ name: 'sample' }] };\n`);
  const run = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', path.join(dir, 'playwright.config.ts'), `--output=${path.join(dir, 'results')}`], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr + run.stdout).toBe(0);
}

describe('the summary of npm test', () => {
  it('counts a test passed on its retry as passed, and names it as flaky', () => {
    runPlaywright();
    expect(summaryLine(totals(reports))).toBe('2 passed, 0 failed, 1 skipped');
    expect(flakyTests(reports)).toEqual(['sample.spec.ts:4 › a group › fails once [sample]']);
  }, 90_000);
});

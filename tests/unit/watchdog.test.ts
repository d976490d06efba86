import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// A worker whose event loop is blocked never reaches its own test timeout; the runner-side watchdog
// (tests/support/watchdog-reporter.ts) must end it. A one-test Playwright run whose test never returns: without the
// watchdog, this run would only end by spawnSync's limit below.
const dir = path.resolve('var/test/watchdog-fixture');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('kills the worker of a test that blocks its event loop, names the test, and the run goes on', () => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'blocked.spec.ts'),
    `import { test } from ${JSON.stringify(path.resolve('tests/support/test.ts'))};\n` +
      `test('blocks its worker for ever', () => { for (;;) {} });\n` +
      `test('runs after it', () => {});\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'playwright.config.ts'),
    `import { defineConfig } from '@playwright/test';\n` +
      `export default defineConfig({ testDir: '.', timeout: 1000, workers: 1, reporter: [['json', { outputFile: 'report.json' }], [${JSON.stringify(path.resolve('tests/support/watchdog-reporter.ts'))}]] });\n`,
  );
  const run = spawnSync(process.execPath, [path.resolve('node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(dir, 'playwright.config.ts')], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, CI: '' },
  });
  expect(run.error, 'the run ended by itself').toBeUndefined();
  expect(run.stderr).toMatch(/\[watchdog\] "[^"]*blocks its worker for ever" has run 3 s, 3 times its timeout: killing its worker \(index 0, pid \d+\)/);
  const report = JSON.parse(fs.readFileSync(path.join(dir, 'report.json'), 'utf8')) as { stats: { expected: number; unexpected: number } };
  expect(report.stats).toMatchObject({ expected: 1, unexpected: 1 });
});

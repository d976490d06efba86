#!/usr/bin/env node
// `npm test`: makes sure what the tests need is there, then runs the whole suite and prints one summary line.
//   install  node_modules (npm ci) and, beside it, Debian's packages the tests run (Chromium, Tesseract, poppler,
//            PostgreSQL, Redis, nginx): installed when missing and we are root, else a one-line instruction;
//   unit     Vitest: rules, modules, the server's request listener, real SQLite/PostgreSQL/Redis/nginx/SMTP;
//   build    the one production build of the run (.next-test), shared by the two phases below; the cluster's
//            PostgreSQL and Redis start meanwhile;
//   e2e      Playwright against one production server of that build (playwright.config.ts);
//   cluster  Playwright against two instances of that build behind nginx, on PostgreSQL and Redis
//            (playwright.cluster.config.ts).
// `npm test -- unit|e2e|cluster [runner arguments…]` runs one phase (and what it needs), e.g.
// `npm test -- e2e tests/e2e/ui/shell.spec.ts`. Each phase ends within its limit whatever happens inside; after a
// whole run the checkout must be as clean as before it (a fresh clone stays clean).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLUSTER_TEST_DIR, E2E_BUILD_SETTINGS } from '../../tests/support/e2e-settings.mjs';
import { buildIfNeeded, ensureDebianPackagesAsync, ensureDependencies, findChromium, generateClients, root, runWithin } from './steps.mjs';
import { killTree } from './proc.mjs';
import { flakyTests, REPORTS_DIR, summaryLine, totals } from './test-summary.mjs';

const PHASES = ['unit', 'e2e', 'cluster'];
/**
 * A step still running after this long is killed and counted as a failure (a hang must never reach CI's limit; a
 * normal run takes a fraction of each). The e2e limit is for its two Playwright runs together.
 */
const LIMIT_MINUTES = { install: 20, build: 15, unit: 10, e2e: 25, cluster: 15 };
const limitMs = (step) => LIMIT_MINUTES[step] * 60_000;

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const args = process.argv.slice(2);
const only = PHASES.includes(args[0] ?? '') ? args.shift() : null;
const runs = (phase) => !only || only === phase;
const report = (name) => path.join(REPORTS_DIR, name);
const clusterDir = path.join(root, CLUSTER_TEST_DIR);
const checks = { passed: 0, failed: 0 };
const started = Date.now();
const times = [];
/** Runs `work` (a promise's maker) and records how long it took under `step`. */
async function timed(step, work) {
  const from = Date.now();
  try {
    return await work();
  } finally {
    times.push([step, Math.round((Date.now() - from) / 1000)]);
  }
}


/** `git status --porcelain` lines, or null outside a git checkout. */
function checkoutStatus() {
  try {
    return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return null;
  }
}

/**
 * Runs a phase's command; past `deadline` (ms since the epoch), it and every process under it are killed and the
 * phase counts as a failure. The command stays in this process's group, so `.ci/run`'s `timeout` can kill the
 * whole run at once.
 */
function phase(name, command, commandArgs, env = {}, deadline = Date.now() + limitMs(name)) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const forward = (signal) => () => child.kill(signal);
  // Ctrl-C reaches the command from the terminal itself; a SIGTERM sent to this process alone is passed on.
  const forwards = [['SIGTERM', forward('SIGTERM')]];
  for (const [signal, handler] of forwards) process.on(signal, handler);
  const timer = setTimeout(() => {
    console.error(`\n[test] the ${name} phase ran past its limit of ${LIMIT_MINUTES[name]} minutes: killed`);
    checks.failed += 1;
    killTree(child.pid);
  }, Math.max(0, deadline - Date.now()));
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      for (const [signal, handler] of forwards) process.off(signal, handler);
      // A runner that died before writing its report is a failure, never a silent pass.
      resolve(code ?? signal);
    }),
  );
}

const checkoutBefore = checkoutStatus();
fs.rmSync(REPORTS_DIR, { recursive: true, force: true });
fs.mkdirSync(REPORTS_DIR, { recursive: true });

// Install: Debian's packages download beside npm's.
const debian = {
  ...(runs('unit') ? { tesseract: 'tesseract-ocr', pdftotext: 'poppler-utils', postgres: 'postgresql', 'redis-server': 'redis-server', nginx: 'nginx' } : {}),
  ...(runs('e2e') ? { chromium: 'chromium', pdftotext: 'poppler-utils' } : {}),
  ...(runs('cluster') ? { chromium: 'chromium', postgres: 'postgresql', 'redis-server': 'redis-server', nginx: 'nginx' } : {}),
};
await timed('install', async () => {
  const packages = ensureDebianPackagesAsync(debian, { timeoutMs: limitMs('install') });
  await ensureDependencies({ timeoutMs: limitMs('install') });
  await generateClients();
  await packages;
});
process.env.CHROMIUM_PATH = findChromium() ?? '';

const statuses = [];
const reportsOf = (name) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: report(`playwright-${name}.json`) });

// The build (and, meanwhile, the cluster's stores) and the unit tests run side by side: the build leaves a core idle
// most of its time (type checking and static generation use one).
const building = !(runs('e2e') || runs('cluster'))
  ? Promise.resolve(true)
  : timed('build', async () => {
      // The cluster's stores start now and wait, idle, through the e2e phase.
      let stores = null;
      if (runs('cluster')) {
        const { startClusterStores, stopCluster } = await import('./cluster.mjs');
        await stopCluster({ dir: clusterDir, log: () => {} });
        fs.rmSync(clusterDir, { recursive: true, force: true });
        stores = startClusterStores({ dir: clusterDir, fast: true, log: (line) => console.log(`[cluster] ${line}`) });
        stores.catch(() => {});
      }
      // Static generation reads a database: one of the build's own, migrated and seeded.
      const buildEnv = { ...process.env, ...E2E_BUILD_SETTINGS, DATABASE_URL: `file:${path.join(root, 'var/test/build.db')}` };
      const buildDeadline = Date.now() + limitMs('build');
      await runWithin('npx', ['tsx', 'prisma/setup.ts'], { env: buildEnv, stdio: ['ignore', 'ignore', 'inherit'], timeoutMs: limitMs('build') });
      await buildIfNeeded(buildEnv, { timeoutMs: Math.max(1, buildDeadline - Date.now()) });
      await stores?.catch((error) => console.error(`[cluster] the stores did not start: ${error.message}`));
      return true;
    }).catch((error) => {
      console.error(`[test] the build failed: ${error.message}`);
      checks.failed += 1;
      return false;
    });

if (runs('unit')) {
  const unitArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report('vitest.json')}`, ...(only ? args : [])];
  statuses.push(await timed('unit', () => phase('unit', 'npx', unitArgs)));
}
const built = await building;

if (runs('e2e') && built) {
  await timed('e2e', async () => {
    const deadline = Date.now() + limitMs('e2e');
    if (only && args.length) {
      // The files named, and nothing else (`changes` would otherwise run all of `api` and `ui` first).
      statuses.push(await phase('e2e', 'npx', ['playwright', 'test', '--no-deps', ...args], reportsOf('e2e'), deadline));
      return;
    }
    // Two runs, each on a server of its own start: the `changes` project after the other two (it changes what they
    // read), but run whatever they gave (as its dependency, one failure there would skip all of it).
    statuses.push(await phase('e2e', 'npx', ['playwright', 'test', '--project=api', '--project=ui'], reportsOf('e2e'), deadline));
    const changes = ['playwright', 'test', '--project=changes', '--no-deps', '--output=test-results/changes'];
    // The first run used up the phase's time (it was killed and counted): the second is not started to be killed.
    if (Date.now() < deadline) statuses.push(await phase('e2e', 'npx', changes, reportsOf('changes'), deadline));
  });
}

if (runs('cluster')) {
  await timed('cluster', async () => {
    if (built) statuses.push(await phase('cluster', 'npx', ['playwright', 'test', '--config', 'playwright.cluster.config.ts', ...(only ? args : [])], reportsOf('cluster')));
    // Whatever the run left (a killed phase, a failed build), stop exactly the processes the cluster started.
    const { stopCluster } = await import('./cluster.mjs');
    await stopCluster({ dir: clusterDir, log: () => {} });
  });
}

// A fresh clone stays clean after `npm start`'s steps (the e2e server runs them) and `npm test`: nothing the run
// wrote may show in `git status` that was not there before it.
if (!only && checkoutBefore) {
  const added = (checkoutStatus() ?? []).filter((line) => !checkoutBefore.includes(line));
  if (added.length) console.error(`\n[test] FAILED: the run changed the checkout (git status):\n  ${added.join('\n  ')}`);
  else console.log('\n[test] the checkout is as clean as before the run');
  checks[added.length ? 'failed' : 'passed'] += 1;
}
fs.writeFileSync(report('checks.json'), JSON.stringify(checks));

const sum = totals();
if (statuses.some((status) => status !== 0) && sum.failed === 0) sum.failed += 1;
const phaseTimes = times.map(([step, seconds]) => `${step} ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`).join(', ');
console.log(`\n[test] times: ${phaseTimes}; in all ${Math.round((Date.now() - started) / 1000)} s`);
fs.writeFileSync(report('timings.json'), JSON.stringify(Object.fromEntries(times)));
// Counted as passed, named here: a test that needed its retry is a defect to read, not a pass to forget.
const flaky = flakyTests();
if (flaky.length) console.log(`\n[test] flaky (failed, then passed on a retry):\n  ${flaky.join('\n  ')}`);
console.log(`\n${summaryLine(sum)}`);
process.exit(sum.failed > 0 ? 1 : 0);

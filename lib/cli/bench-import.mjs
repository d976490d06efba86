import fs from 'node:fs';
import { register } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureDependencies, prepareDatabase, root, runWithin } from './steps.mjs';

// Issue 34's figure: the catalogue's spreadsheet import (lib/admin/import/service.ts) of 1,000 products in three
// languages with their specification rows (tests/support/catalogue-workbook.ts: copies of the seed's products under
// new slugs), into a database of its own (.bench/import/import.db: migrated, with the seed). The dry run
// (planImport) and the apply (applyImport, publishing) run in a process of their own, so its peak RSS is the
// import's, sampled every 50 ms. Goals: each step under 60 s; each of Apply's transactions, and each stretch
// without a turn of the event loop, under 1 s; the peak under 500 MB.

const PRODUCTS = 1000;
/**
 * `turnSeconds`: Apply's longest transaction, which every other write of the site waits for (a form, 2 s at most),
 * and the longest stretch without a turn of the event loop, which every request waits for.
 */
const GOALS = { seconds: 60, turnSeconds: 1, peakMb: 500 };
const SAMPLE_MS = 50;
const ACTOR = { id: null, email: 'bench-import@localhost' };
const self = fileURLToPath(import.meta.url);

/** `prepare`: install and migrate first (`npm run bench -- --import` alone). */
export async function benchImport({ prepare = false } = {}) {
  const out = path.join(root, '.bench', 'import');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const database = path.join(out, 'import.db');
  const workbook = path.join(out, 'catalogue.xlsx');
  const resultFile = path.join(out, 'result.json');
  process.env.DATABASE_URL = `file:${database}`;
  if (prepare && !process.argv.includes('--skip-install')) await ensureDependencies();
  await prepareDatabase();

  // This file again, in children that read TypeScript (tsx).
  const child = (step, ...args) =>
    runWithin(process.execPath, ['--import', 'tsx', self, step, ...args], {
      timeoutMs: 10 * 60_000,
      env: { ...process.env, DATABASE_URL: `file:${database}`, NODE_ENV: 'production' },
    });
  await child('--generate', workbook);
  await child('--measure', workbook, resultFile);
  const { specRows } = JSON.parse(fs.readFileSync(`${workbook}.json`, 'utf8'));
  printResult({ ...JSON.parse(fs.readFileSync(resultFile, 'utf8')), specRows }, fs.statSync(workbook).size);
}

function printResult(result, bytes) {
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  console.log(`\nCatalogue import (issue 34): ${PRODUCTS} products in 3 languages, ${result.specRows} specification rows (${(bytes / 1e6).toFixed(1)} MB), Node ${process.version}`);
  if (!result.plan.ok) {
    console.log(`  the dry run refused the file (${result.dryRunSeconds.toFixed(1)} s): ${JSON.stringify(result.plan.refusals).slice(0, 500)}`);
    console.log(`  peak RSS ${result.peakMb.toFixed(0)} MB\n  FAIL`);
    return;
  }
  const { created, changed, unchanged, refused } = result.plan.counts;
  const rows = [
    ['dry run', `${result.dryRunSeconds.toFixed(1)} s`, `< ${GOALS.seconds} s`, result.dryRunSeconds < GOALS.seconds],
    ['apply (publish)', result.applied.ok ? `${result.applySeconds.toFixed(1)} s` : `refused: ${result.applied.code}`, `< ${GOALS.seconds} s`, result.applied.ok && result.applySeconds < GOALS.seconds],
    ['longest write', `${result.longestTurn.toFixed(2)} s`, `< ${GOALS.turnSeconds} s`, result.longestTurn < GOALS.turnSeconds],
    ['longest stall', `${result.longestStall.toFixed(2)} s`, `< ${GOALS.turnSeconds} s`, result.longestStall < GOALS.turnSeconds],
    ['peak RSS', `${result.peakMb.toFixed(0)} MB`, `< ${GOALS.peakMb} MB`, result.peakMb < GOALS.peakMb],
    ['  in the dry run', `${result.dryRunPeakMb.toFixed(0)} MB`, '', true],
  ];
  console.log(`  ${'step'.padEnd(16)}  ${'figure'.padStart(12)}  ${'goal'.padStart(9)}  result`);
  for (const [step, figure, goal, pass] of rows) console.log(`  ${step.padEnd(16)}  ${figure.padStart(12)}  ${goal.padStart(9)}  ${goal ? verdict(pass) : ''}`);
  console.log(`  counts: ${created} created, ${changed} changed, ${unchanged} unchanged, ${refused} refused (the file holds ${PRODUCTS} new products)`);
  console.log(`  ${verdict(rows.every((row) => row[3]) && refused === 0)}`);
}

/** Child: writes the workbook, and beside it how many specification lines it holds. */
async function generate(file) {
  const { catalogueWorkbook } = await import(pathToFileURL(path.join(root, 'tests/support/catalogue-workbook.ts')).href);
  const { seedData } = await import(pathToFileURL(path.join(root, 'prisma/seed.ts')).href);
  fs.writeFileSync(file, await catalogueWorkbook({ products: PRODUCTS }));
  const specRows = Array.from({ length: PRODUCTS }, (_, index) => seedData.products[index % seedData.products.length].specRows.length).reduce((a, b) => a + b, 0);
  fs.writeFileSync(`${file}.json`, JSON.stringify({ specRows }));
}

/**
 * What the server's bundler provides and a plain Node process lacks: `server-only` is an empty module inside the
 * server, and no Next.js server runs here, so the pages the apply would refresh (next/cache) are left alone.
 */
const STUBS = {
  'server-only': 'export {};',
  'next/cache': 'export const revalidatePath = () => {}; export const revalidateTag = () => {}; export const unstable_cache = (fn) => fn;',
};
const dataUrl = (code) => `data:text/javascript,${encodeURIComponent(code)}`;
const STUB_HOOKS = `const stubs = ${JSON.stringify(Object.fromEntries(Object.entries(STUBS).map(([name, code]) => [name, dataUrl(code)])))};
export async function resolve(specifier, context, next) {
  return Object.hasOwn(stubs, specifier) ? { url: stubs[specifier], shortCircuit: true } : next(specifier, context);
}`;

/** Child: the dry run and the apply, timed, with the peak RSS. */
async function measure(file, resultFile) {
  register(dataUrl(STUB_HOOKS));
  const service = await import(pathToFileURL(path.join(root, 'lib/admin/import/service.ts')).href);
  // Each of Apply's transactions timed: while one is open every other write of the site waits (SQLite's one writer).
  const { db } = await import(pathToFileURL(path.join(root, 'lib/db.ts')).href);
  const transaction = db.$transaction.bind(db);
  let longestTurn = 0;
  db.$transaction = async (...args) => {
    const started = performance.now();
    try {
      return await transaction(...args);
    } finally {
      longestTurn = Math.max(longestTurn, (performance.now() - started) / 1000);
    }
  };
  const bytes = new Uint8Array(fs.readFileSync(file));
  // How long the event loop went without a turn: a request arriving meanwhile waits that long before it is read.
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_MS);
  const timed = async (work) => {
    const started = performance.now();
    const value = await work();
    return [value, (performance.now() - started) / 1000];
  };
  const [plan, dryRunSeconds] = await timed(() => service.planImport(ACTOR, { name: path.basename(file), bytes }));
  const dryRunPeakMb = Math.max(peak, process.resourceUsage().maxRSS * 1024) / 1024 / 1024;
  const [applied, applySeconds] = plan.ok ? await timed(() => service.applyImport(ACTOR, plan.id, { publish: true })) : [{ ok: false, code: 'NOT_PLANNED' }, 0];
  clearInterval(sampler);
  stalls.disable();
  // The kernel's high-water mark too: a long synchronous stretch (a parse) holds the sampler back.
  peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
  fs.writeFileSync(resultFile, JSON.stringify({ plan, applied, dryRunSeconds, applySeconds, longestTurn, longestStall: stalls.max / 1e9, dryRunPeakMb, peakMb: peak / 1024 / 1024 }));
  process.exit(0);
}

if (process.argv[1] === self) {
  const [step, ...args] = process.argv.slice(2);
  if (step === '--generate') await generate(args[0]);
  else if (step === '--measure') await measure(args[0], args[1]);
  else await benchImport({ prepare: true });
}

#!/usr/bin/env node
// `npm run bench`: builds when needed (the same build `npm start` serves), starts the production server on a
// free port and measures home, the product list, a product, a category page, contacts and the partner form in
// every locale, plus the privacy page (the simplest static page of the same build) as the reference. A script, not a test: it
// prints figures and the goals of issue 3, and always exits 0 unless something breaks.
//
// Options: --duration=10 --connections=50 (autocannon, per page), --lighthouse=it|ru|en|all|none (the
// locale(s) whose catalogue pages Lighthouse audits, besides privacy; default it), --skip-install (do not
// check node_modules against the lock, e.g. in a worktree that shares another checkout's node_modules),
// --cluster (issue 14: the nginx cluster against a static file and SQLite; lib/cli/bench-cluster.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadJs, lighthouse, load } from './bench-measure.mjs';
import { printJsBudget, printReport } from './bench-report.mjs';
import { startServer, stopServer } from './bench-server.mjs';
import { buildIfNeeded, distDir, ensureDependencies, findChromium, freePort, prepareDatabase, root } from './steps.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '50'));
const LIGHTHOUSE = option('lighthouse', 'it');

// `npm run bench -- --leads [--count=100000]`: issue 30's figures (lib/cli/bench-leads.ts), the leads inbox on
// PostgreSQL, instead of the ones below.
if (process.argv.includes('--leads')) {
  const args = ['lib/cli/bench-leads.ts', ...process.argv.slice(2).filter((arg) => arg.startsWith('--count='))];
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), args, { stdio: 'inherit', cwd: root });
  process.exit(result.status ?? 1);
}
// `npm run bench -- --crm`: issue 31's figure (lib/cli/bench-crm.mjs), leads from the form to a fake Bitrix24.
if (process.argv.includes('--crm')) {
  const { benchCrm } = await import('./bench-crm.mjs');
  await benchCrm();
  process.exit(0);
}
// `npm run bench -- --search`: issue 36's figure alone (lib/cli/bench-search.mjs), the header search's suggestions.
if (process.argv.includes('--search')) {
  const { benchSearch } = await import('./bench-search.mjs');
  await benchSearch({ prepare: true });
  process.exit(0);
}
// `npm run bench -- --import`: issue 34's figure alone (lib/cli/bench-import.mjs), the catalogue's spreadsheet import.
if (process.argv.includes('--import')) {
  const { benchImport } = await import('./bench-import.mjs');
  await benchImport({ prepare: true });
  process.exit(0);
}
// `npm run bench -- --cluster`: issue 14's figures (lib/cli/bench-cluster.mjs) instead of the ones below.
if (process.argv.includes('--cluster')) {
  const { benchCluster } = await import('./bench-cluster.mjs');
  await benchCluster({ duration: DURATION, connections: CONNECTIONS });
  process.exit(0);
}
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const OUT = path.join(root, '.bench');

const LOCALES = ['it', 'ru', 'en'];
// Content pages, then the pages that carry a form (their goal for JavaScript is higher).
const CATALOGUE = [
  ['home', '/'],
  ['product list', '/product'],
  ['product', '/product/ws-35r32'],
  ['category', '/categories/air-cooled-chillers'],
  ['contacts', '/contacts', 'form'],
  ['partner form', '/becomepartner', 'form'],
];
const prefixed = (locale, pathname) => (locale === 'it' ? pathname : pathname === '/' ? `/${locale}` : `/${locale}${pathname}`);
const PAGES = [
  ...LOCALES.flatMap((locale) => CATALOGUE.map(([kind, pathname, form]) => ({ kind, locale, path: prefixed(locale, pathname), form: form === 'form' }))),
  { kind: 'privacy', locale: 'it', path: '/privacy' },
];
const lighthouseFor = (page) => page.kind === 'privacy' || LIGHTHOUSE === 'all' || LIGHTHOUSE === page.locale;

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.env.SITE_URL ??= 'http://localhost:3000';
if (!process.argv.includes('--skip-install')) await ensureDependencies();
const chromium = findChromium();
if (LIGHTHOUSE !== 'none' && !chromium) {
  console.error('Chromium is missing: `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), or run with --lighthouse=none.');
  process.exit(1);
}
await prepareDatabase();
await buildIfNeeded();
fs.mkdirSync(OUT, { recursive: true });

const port = await freePort();
// localhost, the host SITE_URL names by default: Lighthouse compares the canonical URL's domain with the page's.
const base = `http://localhost:${port}`;
const server = await startServer(port, { out: OUT });
try {
  const started = Date.now();
  // Every page must answer 200 itself; then a short load on each warms the server (JIT, caches) so the
  // first measured page is not penalised.
  for (const page of PAGES) await expectOk(`${base}${page.path}`);
  process.stdout.write('[bench] warming up…');
  for (const page of PAGES) await load(`${base}${page.path}`, { connections: 10, duration: 1 });
  console.log(' done');

  // Throughput first, with nothing else running; the reference is measured before and after the others,
  // so a machine that got busier in between shows up as two different privacy figures.
  const privacy = PAGES.at(-1);
  const before = await measureLoad('privacy (before)', privacy);
  for (const page of PAGES.slice(0, -1)) page.load = await measureLoad(`${page.kind} ${page.locale}`, page);
  const after = await measureLoad('privacy (after)', privacy);
  privacy.load = { ...before, requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2, before, after };

  for (const page of PAGES) page.js = await firstLoadJs(`${base}${page.path}`);
  const tools = await measureBuyerTools();

  if (LIGHTHOUSE !== 'none') {
    for (const page of PAGES.filter(lighthouseFor)) {
      for (const preset of ['mobile', 'desktop']) {
        const name = `${page.kind.replace(' ', '-')}-${page.locale}-${preset}`;
        process.stdout.write(`[bench] lighthouse ${name}…`);
        page[preset] = lighthouse(`${base}${page.path}`, {
          preset,
          locale: page.locale,
          chromium,
          chromeFlags: CHROME_FLAGS,
          reportFile: path.join(OUT, 'lighthouse', `${name}.json`),
        });
        console.log(page[preset].error ? ` failed: ${page[preset].error}` : ` ${Object.values(page[preset].scores).join('/')}`);
      }
    }
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  printReport(PAGES, { duration: DURATION, connections: CONNECTIONS, lighthouse: LIGHTHOUSE, minutes, environment: environment() });
  printBuyerTools(tools, PAGES);
  printJsBudget(PAGES, tools.compareJs);
  fs.writeFileSync(path.join(OUT, 'results.json'), `${JSON.stringify({ environment: environment(), pages: PAGES, tools }, null, 2)}\n`);
  console.log(`\nFull results: .bench/results.json; Lighthouse reports: .bench/lighthouse/`);
} finally {
  stopServer(server);
}
// Issue 36: the header search's suggestions on 1,000 products, on a server and database of their own.
await (await import('./bench-search.mjs')).benchSearch();
// Issue 34: the catalogue's spreadsheet import of 1,000 products, on a database of its own.
await (await import('./bench-import.mjs')).benchImport();

/**
 * Issue 15's figures: the compare page's first-load JavaScript against a product page's, and a datasheet's first
 * (uncached, rendered) request and its cached throughput. The datasheet is asked for once before the load, so
 * the load measures the cache.
 */
async function measureBuyerTools() {
  const compare = await firstLoadJs(`${base}/product/compare?items=ws-35r32,ws-50r32,cst-35`);
  const datasheet = `${base}/ru/product/ws-50r32/datasheet.pdf`;
  const started = performance.now();
  const first = await fetch(datasheet);
  await first.arrayBuffer();
  const firstMs = performance.now() - started;
  if (!first.ok) throw new Error(`${datasheet}: HTTP ${first.status}`);
  process.stdout.write(`[bench] datasheet (cached): ${CONNECTIONS} connections, ${DURATION} s…`);
  const cached = await load(datasheet, { connections: CONNECTIONS, duration: DURATION });
  console.log(` ${Math.round(cached.requestsPerSecond)} req/s`);
  // The dealers' and documents' pages against the privacy page measured right beside them (goal ≥ 85 %).
  const listings = {};
  for (const [kind, pathname] of [['privacy', '/privacy'], ['dealers', '/dealers'], ['documents', '/documents']]) {
    await expectOk(`${base}${pathname}`);
    listings[kind] = await measureLoad(`${kind} (buyer tools)`, { path: pathname });
  }
  return { compareJs: compare, datasheet: { firstMs, cached }, listings };
}

function printBuyerTools(tools, pages) {
  const product = pages.find((page) => page.kind === 'product' && page.locale === 'it');
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const extra = tools.compareJs.gzip - product.js.gzip;
  console.log('\nBuyer tools');
  console.log(`  compare page first-load JS ${kb(tools.compareJs.gzip)} kB gz (product page ${kb(product.js.gzip)} kB, +${kb(extra)} kB; goal ≤ +10 kB: ${extra <= 10_000 ? 'ok' : 'MISS'})`);
  const { firstMs, cached } = tools.datasheet;
  console.log(`  datasheet first request ${Math.round(firstMs)} ms (goal < 1500 ms: ${firstMs < 1500 ? 'ok' : 'MISS'}); cached ${Math.round(cached.requestsPerSecond)} req/s, p50 ${cached.p50} ms, p99 ${cached.p99} ms (goal ≥ 200 req/s: ${cached.requestsPerSecond >= 200 ? 'ok' : 'MISS'})`);
  const reference = tools.listings.privacy.requestsPerSecond;
  for (const kind of ['dealers', 'documents']) {
    const { requestsPerSecond, p50, p99 } = tools.listings[kind];
    const share = requestsPerSecond / reference;
    console.log(`  /${kind} ${Math.round(requestsPerSecond)} req/s, p50 ${p50} ms, p99 ${p99} ms: ${Math.round(share * 100)} % of privacy's ${Math.round(reference)} req/s (goal ≥ 85 %: ${share >= 0.85 ? 'ok' : 'MISS'})`);
  }
}

async function measureLoad(label, page) {
  process.stdout.write(`[bench] ${label}: ${CONNECTIONS} connections, ${DURATION} s…`);
  const result = await load(`${base}${page.path}`, { connections: CONNECTIONS, duration: DURATION });
  console.log(` ${Math.round(result.requestsPerSecond)} req/s`);
  if (result.non2xx || result.errors) console.log(`[bench]   warning: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

async function expectOk(url) {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

function environment() {
  return {
    node: process.version,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    loadAverage: os.loadavg().map((n) => n.toFixed(2)).join(' '),
    buildId: fs.readFileSync(path.join(root, distDir(), 'BUILD_ID'), 'utf8').trim(),
    lighthouse: JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    autocannon: JSON.parse(fs.readFileSync(path.join(root, 'node_modules/autocannon/package.json'), 'utf8')).version,
  };
}


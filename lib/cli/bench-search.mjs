import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, stopServer } from './bench-server.mjs';
import { buildIfNeeded, ensureDependencies, freePort, prepareDatabase, root } from './steps.mjs';

// Issue 36's figure: the header search's suggestions (GET /api/search) on a catalogue of 1,000 published products.
// The production server runs on a database of its own (.bench/search/search.db): the seed, plus copies of its
// products under made-up model codes up to 1,000. Queries are what dealers type, a character at a time (prefixes of
// codes), plus names and misses; each asked once, in order, then by 8 clients at once. Goal: p95 under 100 ms.

const PRODUCTS = 1000;
const CLIENTS = 8;
const FAMILIES = ['ASW', 'CST', 'FCU', 'DFC', 'HPC', 'MX', 'VRX', 'AHU-M', 'RTU', 'WCH', 'CLM', 'UFC', 'HRV', 'DCT', 'CFC', 'ACH', 'KSR', 'PAC', 'LSN', 'TRX'];
const WORDS = ['кассет', 'чиллер', 'настенная сплит', 'фанкойл', 'unità esterna', 'cassette', 'ventilconvettore', 'zz9', 'qqq'];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Adds copies of the seeded products, published, under new codes, until `total` are published. */
function fillCatalogue(file, total) {
  const db = new Database(file);
  try {
    const products = db.prepare('SELECT * FROM Product').all();
    const translations = db.prepare('SELECT * FROM ProductTranslation').all();
    const byProduct = new Map();
    for (const row of translations) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    const insert = (table, row) => db.prepare(`INSERT INTO "${table}" (${Object.keys(row).map((c) => `"${c}"`).join(', ')}) VALUES (${Object.keys(row).map(() => '?').join(', ')})`).run(...Object.values(row));
    const codes = [];
    const unpublished = products.filter((row) => !row.published).length;
    db.transaction(() => {
      for (let index = products.length; index < total + unpublished; index += 1) {
        const base = products[index % products.length];
        const family = FAMILIES[index % FAMILIES.length];
        // A letter the seed's codes do not end with keeps every slug new ("rtu-100a" beside the seed's "rtu-100").
        const code = `${family}-${10 + Math.floor(index / FAMILIES.length) * 5}${'ABC'[index % 3]}`;
        const slug = code.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        const id = randomUUID();
        const key = code.toLowerCase().replace(/[^a-z0-9]/g, '');
        insert('Product', { ...base, id, slug, seedKey: null, modelCode: code, modelKey: key, search: key, published: 1, sortOrder: index });
        for (const text of byProduct.get(base.id) ?? []) insert('ProductTranslation', { ...text, productId: id, name: text.name.replace(base.modelCode, code) });
        codes.push(code);
      }
    })();
    return { published: db.prepare('SELECT COUNT(*) AS n FROM Product WHERE published = 1').get().n, codes };
  } finally {
    db.close();
  }
}

/** What a dealer's typing sends: every prefix (2 characters and more) of some codes, then names and misses. */
function queries(codes) {
  const typed = codes.filter((_, index) => index % 20 === 0).flatMap((code) => Array.from({ length: code.length - 1 }, (_, n) => code.slice(0, n + 2)));
  return [...typed, ...WORDS].map((q, index) => `q=${encodeURIComponent(q)}&locale=${['ru', 'it', 'en'][index % 3]}`);
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return performance.now() - started;
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
};

/** `prepare`: install, migrate, seed and build first (`npm run bench -- --search` alone). */
export async function benchSearch({ prepare = false } = {}) {
  const out = path.join(root, '.bench', 'search');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, 'search.db');
  process.env.DATABASE_URL = `file:${file}`;
  if (prepare && !process.argv.includes('--skip-install')) await ensureDependencies();
  await prepareDatabase();
  if (prepare) await buildIfNeeded();
  const { published, codes } = fillCatalogue(file, PRODUCTS);

  const port = await freePort();
  const base = `http://localhost:${port}/api/search?`;
  const server = await startServer(port, { out, env: { DATABASE_URL: `file:${file}`, RATE_LIMIT_PER_MINUTE: '1000000' } });
  try {
    const list = queries(codes);
    console.log(`\nHeader search (issue 36): GET /api/search on ${published} published products, ${list.length} queries`);
    const first = await timed(`${base}q=cst&locale=ru`);
    console.log(`  first request (builds the index) ${first.toFixed(1)} ms`);
    // Warm the JIT, then one client asking each query in turn.
    for (const query of list.slice(0, 50)) await timed(`${base}${query}`);
    const sequential = [];
    for (const query of list) sequential.push(await timed(`${base}${query}`));
    console.log(`  one client: ${summary(sequential)} (goal: p95 under 100 ms: ${percentile(sequential.sort((a, b) => a - b), 95) < 100 ? 'ok' : 'MISS'})`);
    const concurrent = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, async () => {
      while (next < list.length * 3) concurrent.push(await timed(`${base}${list[next++ % list.length]}`));
    }));
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${CLIENTS} clients at once: ${summary(concurrent)}, ${Math.round(concurrent.length / seconds)} req/s (goal: p95 under 100 ms: ${percentile(concurrent.sort((a, b) => a - b), 95) < 100 ? 'ok' : 'MISS'})`);
  } finally {
    stopServer(server);
  }
}

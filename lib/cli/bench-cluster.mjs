// `npm run bench -- --cluster` (issue 14): the cluster's figures, in one run.
// 1. A cluster of its own (lib/cli/cluster.mjs: PostgreSQL with its durable settings, Redis, two instances, nginx
//    with the shipped config) in var/bench/cluster on a free port: the home page (`/`, which nginx passes through
//    for locale detection, and `/en`, cached), the product list, a product and a category page at CONNECTIONS
//    connections for DURATION s each, through nginx (micro-cache warmed first; the cache statuses counted from
//    nginx's access log) and straight from one instance.
// 2. The same HTML (each page's, as nginx answered it) as static files, served by a second nginx of ours with a
//    minimal configuration (the shipped worker settings, `location / { root … }`) in var/bench/static.
// 3. Newsletter submissions (POST /api/subscribe, a new address each): through nginx on the cluster (PostgreSQL),
//    and on SQLite through the server `npm start` runs (the default .next build, a fresh database file in
//    var/bench/sqlite).
// 4. A table and the goals. Everything it started is stopped by PID (the cluster through its stop()).
//
// Pages are loaded with wrk (Debian's package, installed when we are root): a client written in C. autocannon,
// in Node on the same two cores, could not ask for more than 1,000–4,000 pages a second and so measured itself;
// it still sends the submissions (a new body each, at well under its limit).
// The machine must be quiet while it measures: run it when nothing else builds or tests.
import autocannon from 'autocannon';
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startCluster } from './cluster.mjs';
import { ensureNginx, nginxFolder, testNginxConfig, workerUser } from './services/nginx.mjs';
import { accepts, spawnDetached, stopPid, waitUntilReady } from './services/process.mjs';
import { buildIfNeeded, ensureDebianPackages, ensureDependencies, freePort, prepareDatabase, root } from './steps.mjs';

const OUT = path.join(root, 'var/bench');
// `/` answers by the visitor's cookie and Accept-Language, so nginx passes it through (deploy/nginx/aeris.conf):
// measured, but not part of the goal for cached pages; `/en` is the home page as the cache serves it.
const PAGES = [
  { kind: 'home /', path: '/', file: 'home.html', passThrough: true },
  { kind: 'home /en', path: '/en', file: 'home-en.html' },
  { kind: 'product list', path: '/product', file: 'product-list.html' },
  { kind: 'product', path: '/product/ws-35r32', file: 'product.html' },
  { kind: 'category', path: '/categories/air-cooled-chillers', file: 'category.html' },
];
const WRK_SCRIPT = path.join(root, 'lib/cli/bench-wrk.lua');
// Asynchronous on purpose: a synchronous child blocks our event loop, and a keep-alive connection that an instance
// closes meanwhile would be reused by the next fetch before its close is seen ("other side closed").
const wrk = (args) => promisify(execFile)('wrk', args, { encoding: 'utf8' });
const GOAL_SHARE = 0.5;
const GOAL_P99_MS = 50;

const log = (line) => console.log(`[bench] ${line}`);

// ---- Load.

const announce = (label, { connections, duration }) => process.stdout.write(`[bench] ${label}: ${connections} connections, ${duration} s…`);
const reported = (figures) => {
  console.log(` ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms`);
  return figures;
};

/** The cache statuses nginx logged (deploy/nginx/aeris.conf's `cache=`) in `file` from byte `from` on. */
function cacheStatuses(file, from) {
  const cache = {};
  const text = fs.readFileSync(file).subarray(from).toString('utf8');
  for (const [, status] of text.matchAll(/ cache=(\S+) /g)) {
    const name = status === '-' ? 'none' : status;
    cache[name] = (cache[name] ?? 0) + 1;
  }
  return cache;
}

/**
 * wrk on one URL with one thread per core; answers the figures, and the cache statuses when `accessLog` (nginx's,
 * written with a one-second buffer) is given.
 */
async function measurePage(label, url, { connections, duration, accessLog }) {
  announce(label, { connections, duration });
  const from = accessLog ? fs.statSync(accessLog).size : 0;
  const threads = Math.min(os.cpus().length, connections);
  const { stdout } = await wrk([`-t${threads}`, `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '-s', WRK_SCRIPT, url]);
  const line = stdout.split('\n').find((text) => text.startsWith('{'));
  if (!line) throw new Error(`wrk on ${url} printed no figures: ${stdout}`);
  const result = JSON.parse(line);
  let cache = {};
  if (accessLog) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    cache = cacheStatuses(accessLog, from);
  }
  return reported({
    requestsPerSecond: result.requests / (result.durationUs / 1e6),
    p50: Math.round(result.p50Us / 100) / 10,
    p99: Math.round(result.p99Us / 100) / 10,
    total: result.requests,
    non2xx: result.non2xx,
    errors: result.errors,
    cache,
  });
}

/** autocannon with the given requests (a new body each): the submissions. */
async function measureRequests(label, url, { connections, duration, requests }) {
  announce(label, { connections, duration });
  const result = await autocannon({ url, connections, duration, requests });
  return reported({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cache: {},
  });
}

async function fetchOk(url, init) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { response, body };
}

async function warm(base, connections) {
  for (const page of PAGES) await fetchOk(`${base}${page.path}`);
  for (const page of PAGES) await wrk(['-t1', `-c${Math.min(10, connections)}`, '-d1s', `${base}${page.path}`]);
}

// ---- The static reference: a minimal nginx of our own.

/** The shipped config's process, connection, logging and compression settings; one server with `root`. */
function staticConfig({ dir, port }) {
  // The user directive only means something to a master started as root.
  return `${process.getuid?.() === 0 ? `user ${workerUser()};\n` : ''}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 4096;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  server_tokens off;
  sendfile on;
  tcp_nopush off;
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  keepalive_timeout 30s;
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 512;
  gzip_vary on;
  gzip_types text/plain text/css text/xml text/javascript application/javascript application/json;

  server {
    listen 127.0.0.1:${port};
    location / {
      root ${dir}/html;
    }
  }
}
`;
}

/** Starts nginx on the static folder (daemon off: the PID we keep is the master's); answers { url, pid, stop() }. */
async function startStaticNginx({ dir, files }) {
  const binary = ensureNginx();
  fs.rmSync(dir, { recursive: true, force: true });
  // The workers read the pages: a folder they can reach (nginx.mjs nginxFolder).
  dir = nginxFolder(dir);
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'html'), { recursive: true });
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'html', name), body);
  const port = await freePort();
  const configFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(configFile, staticConfig({ dir, port }));
  testNginxConfig(configFile, binary);
  const errorLog = path.join(dir, 'error.log');
  const child = spawnDetached(binary, ['-e', errorLog, '-c', configFile, '-g', 'daemon off;'], { cwd: dir, log: errorLog });
  const server = { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopPid(child.pid, { signal: 'SIGQUIT' }) };
  await waitUntilReady(() => accepts(port), { what: 'the static nginx', log: errorLog, exited: child.exited, timeoutMs: 15_000, onTimeout: server.stop });
  return server;
}

// ---- SQLite through `npm start`'s server.

/** `node lib/server/server.mjs` on the default .next build and a SQLite file prepared beforehand; { url, pid, stop() }. */
async function startSqliteServer({ databaseUrl, dir }) {
  const port = await freePort();
  const logFile = path.join(dir, 'server.log');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME_BIND: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATABASE_URL: databaseUrl,
    MAIL_DIR: path.join(dir, 'mail'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
  };
  for (const name of ['NEXT_DIST_DIR', 'REDIS_URL', 'TRUST_PROXY', 'BUILD_ID']) delete env[name];
  fs.rmSync(logFile, { force: true });
  const child = spawnDetached(process.execPath, [path.join(root, 'lib/server/server.mjs')], { cwd: root, env, log: logFile });
  const server = { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopPid(child.pid, { timeoutMs: 30_000 }) };
  const answers = async () => (await fetch(`${server.url}/api/version`)).ok;
  await waitUntilReady(answers, { what: 'the SQLite server', log: logFile, exited: child.exited, timeoutMs: 60_000, intervalMs: 250, onTimeout: server.stop });
  return server;
}

/** POST /api/subscribe with a new address per request (autocannon's setupRequest), as the footer form sends it. */
function subscribeRequests(tag) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/subscribe',
      headers: { 'content-type': 'application/json', 'user-agent': 'aeris-bench' },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: `bench-${tag}-${(n += 1)}@example.com`, locale: 'it', sourcePage: '/' }) }),
    },
  ];
}

// ---- Report.

const pad = (text, width) => String(text).padEnd(width);
const lpad = (text, width) => String(text).padStart(width);

function hitShare(cache) {
  const total = Object.values(cache).reduce((sum, count) => sum + count, 0);
  if (!total) return '';
  const parts = Object.entries(cache).sort((a, b) => b[1] - a[1]);
  return parts.map(([status, count]) => `${status} ${((count / total) * 100).toFixed(count === total ? 0 : 1)} %`).join(', ');
}

function printTable(rows, { connections, duration }) {
  console.log(`\nCluster benchmark (issue 14): ${connections} connections, ${duration} s per row`);
  const header = `${pad('what', 44)}${lpad('req/s', 8)}${lpad('p50 ms', 8)}${lpad('p99 ms', 8)}${lpad('non-2xx', 9)}${lpad('errors', 8)}  X-Cache-Status`;
  console.log(header);
  console.log('-'.repeat(header.length + 12));
  for (const [label, r] of rows) {
    console.log(`${pad(label, 44)}${lpad(Math.round(r.requestsPerSecond), 8)}${lpad(r.p50, 8)}${lpad(r.p99, 8)}${lpad(r.non2xx, 9)}${lpad(r.errors, 8)}  ${hitShare(r.cache)}`);
  }
}

// ---- The run.

export async function benchCluster({ duration = 10, connections = 50 } = {}) {
  if (!process.argv.includes('--skip-install')) await ensureDependencies();
  ensureDebianPackages({ wrk: 'wrk' });
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  process.env.SITE_URL ??= 'http://localhost:3000';
  delete process.env.NEXT_DIST_DIR;
  fs.mkdirSync(OUT, { recursive: true });

  const started = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch((error) => log(`stopping ${part.name}: ${error.message}`));
    started.length = 0;
  };
  const interrupted = async () => {
    log('interrupted: stopping what was started…');
    await stopAll();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const tag = Date.now().toString(36);
  const results = { environment: { node: process.version, cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`, loadAverage: os.loadavg().map((n) => n.toFixed(2)).join(' ') }, rows: {} };
  try {
    // The SQLite side first (`npm start`'s steps on the default .next build).
    await prepareDatabase();
    await buildIfNeeded();
    const sqliteDir = path.join(OUT, 'sqlite');
    fs.rmSync(sqliteDir, { recursive: true, force: true });
    fs.mkdirSync(sqliteDir, { recursive: true });
    const sqliteUrl = `file:${path.join(sqliteDir, 'bench.db')}`;
    const setup = spawnSync('npx', ['tsx', 'prisma/setup.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: sqliteUrl } });
    if (setup.status !== 0) throw new Error(`prisma/setup.ts on ${sqliteUrl} exited with ${setup.status}`);

    const cluster = await startCluster({
      dir: path.join(OUT, 'cluster'),
      port: await freePort(),
      // PostgreSQL as in production (fsync on): the submissions are compared with SQLite's durable commits.
      fast: false,
      // A build folder of its own: rebuilding .next-cluster would pull it from under a running `npm run cluster`.
      // SITE_URL is baked into the build: a fixed one, so the next run finds it current (nothing here sends an
      // Origin header, so the instances' origin check never compares it with the port).
      distDir: '.next-bench-cluster',
      env: { RATE_LIMIT_PER_MINUTE: '1000000', SITE_URL: 'http://localhost:8080' },
      log: (line) => console.log(`[cluster] ${line}`),
    });
    started.push({ name: 'cluster', stop: () => cluster.stop() });
    results.environment.loadAverage = os.loadavg().map((n) => n.toFixed(2)).join(' ');

    // 127.0.0.1, not localhost: wrk connects to the first address the name resolves to (::1 here; nginx listens on IPv4).
    const front = `http://127.0.0.1:${cluster.port}`;
    const accessLog = cluster.nginx.accessLog;
    const instance = cluster.instances[0].url;
    log('warming up (nginx micro-cache and the instances)…');
    await warm(front, connections);
    await warm(instance, connections);

    const rows = [];
    const options = { connections, duration };
    const pages = {};
    for (const page of PAGES) {
      pages[page.kind] = {
        nginx: await measurePage(`${page.kind} via nginx`, `${front}${page.path}`, { ...options, accessLog }),
        instance: await measurePage(`${page.kind} from one instance`, `${instance}${page.path}`, options),
      };
    }

    // The same HTML as static files: each page as nginx answered it (home: the Italian page `/` gives a visitor
    // without cookie or Accept-Language).
    const files = {};
    for (const page of PAGES) files[page.file] = (await fetchOk(`${front}${page.path}`)).body;
    const staticServer = await startStaticNginx({ dir: path.join(OUT, 'static'), files });
    started.push({ name: 'static nginx', stop: () => staticServer.stop() });
    for (const page of PAGES) await fetchOk(`${staticServer.url}/${page.file}`);
    for (const page of PAGES) {
      pages[page.kind].static = await measurePage(`${page.kind} as a static file`, `${staticServer.url}/${page.file}`, options);
    }
    await started.pop().stop();

    for (const page of PAGES) {
      rows.push([`${page.kind}: nginx (cluster)`, pages[page.kind].nginx]);
      rows.push([`${page.kind}: one instance`, pages[page.kind].instance]);
      rows.push([`${page.kind}: static file, nginx`, pages[page.kind].static]);
    }

    // Submissions: PostgreSQL through nginx, then SQLite through `npm start`'s server.
    const form = {};
    await fetchOk(`${front}/api/version`);
    form.postgres = await measureRequests('subscribe via nginx, PostgreSQL', front, { ...options, requests: subscribeRequests(`${tag}-pg`) });
    const sqliteServer = await startSqliteServer({ databaseUrl: sqliteUrl, dir: sqliteDir });
    started.push({ name: 'SQLite server', stop: () => sqliteServer.stop() });
    // One submission first: the route's first call compiles and opens the database.
    await autocannon({ url: sqliteServer.url, connections: 5, amount: 50, requests: subscribeRequests(`${tag}-warm`) });
    form.sqlite = await measureRequests('subscribe, SQLite, npm start', sqliteServer.url, { ...options, requests: subscribeRequests(`${tag}-sqlite`) });
    await started.pop().stop();
    rows.push(['POST /api/subscribe: nginx, PostgreSQL', form.postgres]);
    rows.push(['POST /api/subscribe: npm start, SQLite', form.sqlite]);

    printTable(rows, options);

    // Goals.
    console.log('\nGoals');
    let cachedMet = true;
    for (const page of PAGES) {
      const { nginx, static: file } = pages[page.kind];
      const share = nginx.requestsPerSecond / file.requestsPerSecond;
      const met = share >= GOAL_SHARE && nginx.p99 <= GOAL_P99_MS;
      const line = `${Math.round(share * 100)} % of the static file's ${Math.round(file.requestsPerSecond)} req/s, p99 ${nginx.p99} ms`;
      if (page.passThrough) {
        console.log(`  ${page.kind}: ${line} (not cached by design: \`location = /\` passes through for locale detection; not part of the goal)`);
      } else {
        cachedMet &&= met;
        console.log(`  ${page.kind}: ${line}: ${met ? 'ok' : 'MISS'}`);
      }
    }
    console.log(`  cached HTML through nginx ≥ ${GOAL_SHARE * 100} % of the static file's req/s with p99 ≤ ${GOAL_P99_MS} ms: ${cachedMet ? 'met' : 'NOT met'}`);
    const formMet = form.postgres.requestsPerSecond >= form.sqlite.requestsPerSecond;
    console.log(
      `  submissions through nginx on PostgreSQL (${Math.round(form.postgres.requestsPerSecond)}/s) ≥ SQLite through npm start (${Math.round(form.sqlite.requestsPerSecond)}/s): ${formMet ? 'met' : 'NOT met'}`,
    );
    console.log(`\n${results.environment.cpus}, Node ${results.environment.node}, load average before measuring ${results.environment.loadAverage}`);

    Object.assign(results, { connections, duration, pages, form, goals: { cachedHtml: cachedMet, submissions: formMet } });
    fs.writeFileSync(path.join(OUT, 'cluster-results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('Full results: var/bench/cluster-results.json');
  } finally {
    await stopAll();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

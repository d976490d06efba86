#!/usr/bin/env node
// `npm run cluster`: the production path on one machine. PostgreSQL, Redis, the release step, one build, two app
// instances and nginx in front on CLUSTER_PORT (default 8080), all with their data under ./var/cluster and
// their PIDs in var/cluster/state.json. Prints the URL when everything answers and returns; the servers keep
// running. `npm run cluster -- stop` ends exactly the processes it started (each checked against the start
// time and command line recorded for its PID, so a PID reused by another program is never signalled).
//
// startCluster(options) / stopCluster({ dir }) are what the cluster tests use, with their own ports and folder.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureNginx, nginxBinary, startNginx } from './services/nginx.mjs';
import { ensurePostgres, postgresBinDir, startPostgres } from './services/postgres.mjs';
import { commandLine, executable, startTime } from './proc.mjs';
import { spawnDetached, stopPid, waitUntilReady } from './services/process.mjs';
import { buildIfNeeded, freePort, generateClients, root, runWithin } from './steps.mjs';

export const DEFAULT_DIR = path.join(root, 'var/cluster');
export const DEFAULT_DIST_DIR = '.next-cluster';
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

// ---- Processes: identified by PID plus what /proc says about it when we recorded it.

/**
 * What identifies a process we started: its PID, its start time (a PID is reused only by a later process) and
 * its program. The command line is kept for people reading state.json: processes retitle themselves (nginx's
 * master, Next's server), so it is not compared.
 */
function describe(name, pid, stopSignal) {
  return { name, pid, stopSignal, startTime: startTime(pid), exe: executable(pid), cmdline: commandLine(pid) };
}

/** Whether `record`'s PID is still the process we started (not gone, not reused by another program). */
export function isOurs(record) {
  if (!record?.pid) return false;
  const started = startTime(record.pid);
  if (started === null || started !== record.startTime) return false;
  const exe = executable(record.pid);
  return exe === null || record.exe === null || exe === record.exe;
}

/** Signals the process of `record` (only if it is still ours) and waits for it to go; SIGKILL after a while. */
async function stopRecord(record, { signal = record.stopSignal ?? 'SIGTERM', timeoutMs = STOP_TIMEOUT_MS } = {}) {
  if (!isOurs(record)) return false;
  await stopPid(record.pid, { signal, timeoutMs, same: (pid) => startTime(pid) === record.startTime });
  return true;
}

// ---- Files under the cluster's folder.

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Settings every instance must share, generated on first use and kept in dir/secrets.json (mode 0600):
 * the server actions' encryption key (base64 of 32 bytes), the application secret (unsubscribe links' HMAC)
 * and better-auth's secret (staff sessions).
 */
export function clusterSecrets(dir) {
  const file = path.join(dir, 'secrets.json');
  const existing = readJson(file);
  if (existing?.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY && existing.APP_SECRET && existing.BETTER_AUTH_SECRET) return existing;
  const secrets = {
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    APP_SECRET: randomBytes(32).toString('hex'),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

function writeState(dir, state) {
  const file = path.join(dir, 'state.json');
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

// ---- Steps.

/** Installs what is missing from Debian's packages (root), else prints one line naming all of it and exits. */
export function ensureClusterPackages({ redis = true } = {}) {
  const onPath = (command) => [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin'].some((dir) => dir && fs.existsSync(path.join(dir, command)));
  const missing = [
    ...(postgresBinDir() ? [] : ['postgresql']),
    ...(redis && !onPath('redis-server') ? ['redis-server'] : []),
    ...(nginxBinary() ? [] : ['nginx']),
  ];
  if (missing.length && process.getuid?.() !== 0) {
    console.error(`The cluster needs Debian packages: run \`sudo apt-get install -y ${missing.join(' ')}\`, then npm run cluster again.`);
    process.exit(1);
  }
  ensurePostgres();
  ensureNginx();
}

/** A step of the start (the release step), to its end within `timeoutMs`, without blocking this process. */
async function runChecked(command, args, env, what, timeoutMs = 5 * 60_000) {
  await runWithin(command, args, { env, timeoutMs }).catch((error) => {
    throw new Error(`${what} failed (${error.message})`);
  });
}

/** Builds into env.NEXT_DIST_DIR when the sources or baked-in settings changed (steps.mjs buildIfNeeded). Answers the build's id. */
async function buildOnce(env) {
  await buildIfNeeded(env);
  return fs.readFileSync(path.join(root, env.NEXT_DIST_DIR, 'BUILD_ID'), 'utf8').trim();
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

function waitForAnswer(url, { exited, log }) {
  return waitUntilReady(async () => (await answers(url)) === 200, { what: url, log, exited, timeoutMs: READY_TIMEOUT_MS, intervalMs: 250 });
}

/** One app instance: `node lib/server/server.mjs` on `port`, its output in dir/logs/app-N.log. */
function appInstance({ index, port, env, logDir, onChange }) {
  const log = path.join(logDir, `app-${index}.log`);
  const instance = {
    name: `app-${index}`,
    port,
    pid: null,
    url: `http://127.0.0.1:${port}`,
    log,
    record: null,
    /** Starts the instance (again) on its port and waits until it answers. */
    async start() {
      if (instance.record && isOurs(instance.record)) return;
      const child = spawnDetached(process.execPath, ['lib/server/server.mjs'], { cwd: root, env: { ...env, PORT: String(port) }, log });
      instance.pid = child.pid;
      instance.record = describe(instance.name, child.pid, 'SIGTERM');
      onChange();
      await waitForAnswer(`${instance.url}/api/version`, { exited: child.exited, log });
      instance.record = describe(instance.name, child.pid, 'SIGTERM');
      onChange();
    },
    /** Graceful stop (SIGTERM: requests in flight finish, outbox claims are handed back). */
    async stop() {
      await stopRecord(instance.record);
    },
    /** Ends it at once (default SIGKILL: a crash, for the failover tests). */
    async kill(signal = 'SIGKILL') {
      await stopRecord(instance.record, { signal });
    },
  };
  return instance;
}

/**
 * The cluster folder's ledger: the processes it started, as recorded in dir/state.json (kept current as they are
 * started, restarted and stopped). Processes still running from an earlier call are kept, so the stores started
 * by one call (startClusterStores, while the build runs) are taken over by the next (startCluster).
 */
function ledger(dir, port) {
  const previous = readJson(path.join(dir, 'state.json'));
  const records = Object.fromEntries((previous?.processes ?? []).filter(isOurs).map((record) => [record.name, record]));
  const state = { url: `http://localhost:${port}`, port, dir, startedAt: previous?.startedAt ?? new Date().toISOString(), processes: [] };
  const save = () => {
    state.processes = Object.values(records).filter(Boolean);
    writeState(dir, state);
  };
  /** Records `service`'s current process under `name` (its port kept, to take it over later). */
  const track = (name, service, signal) => {
    records[name] = { ...describe(name, service.pid, signal), port: service.port };
    save();
  };
  return { records, save, track };
}

/**
 * Starts the cluster's stores, or takes over the ones an earlier call started in `dir` that still run: PostgreSQL
 * (with the release step: migrations and the seed) and Redis. Answers { postgres, redis, databaseUrl, redisUrl }
 * with the wrappers startCluster returns. `npm test` calls it while the build runs; startCluster calls it too.
 * Options: dir, fast, redis, install, log, postgresPort, redisPort, port (as startCluster's). `book`: the ledger
 * of the startCluster that calls it, so one state.json records every part.
 */
export async function startClusterStores(options = {}, book = null) {
  const dir = path.resolve(options.dir ?? DEFAULT_DIR);
  const useRedis = options.redis ?? true;
  const log = options.log ?? ((line) => console.log(`[cluster] ${line}`));
  fs.mkdirSync(dir, { recursive: true });
  if (options.install ?? true) ensureClusterPackages({ redis: useRedis });
  const { records, track } = book ?? ledger(dir, Number(options.port ?? process.env.CLUSTER_PORT ?? 8080));

  const running = records.postgres;
  log(running ? `taking over PostgreSQL (pid ${running.pid})…` : 'starting PostgreSQL…');
  const postgres = await startPostgres({
    dir: path.join(dir, 'postgres'),
    port: running?.port ?? options.postgresPort ?? (await freePort()),
    fast: options.fast ?? false,
    pid: running?.pid ?? null,
  });
  track('postgres', postgres, 'SIGINT');
  // The service's own object behind a wrapper: its pid changes on restart, and the record follows it.
  const stores = {
    databaseUrl: postgres.url,
    redisUrl: '',
    redis: null,
    postgres: {
      name: 'postgres',
      url: postgres.url,
      port: postgres.port,
      get pid() {
        return postgres.pid;
      },
      async stop() {
        await stopRecord(records.postgres);
      },
      async restart() {
        await stopRecord(records.postgres);
        await postgres.restart();
        track('postgres', postgres, 'SIGINT');
      },
      async start() {
        if (isOurs(records.postgres)) return;
        await postgres.restart();
        track('postgres', postgres, 'SIGINT');
      },
    },
  };

  try {
    // Redis (lib/cli/services/redis.mjs): started again on the same port by start().
    if (useRedis) {
      const { ensureRedis, startRedis } = await import('./services/redis.mjs');
      if (options.install ?? true) ensureRedis();
      const redisDir = path.join(dir, 'redis');
      const previous = records.redis;
      log(previous ? `taking over Redis (pid ${previous.pid})…` : 'starting Redis…');
      const redisPort = previous?.port ?? options.redisPort ?? (await freePort());
      let redis = await startRedis({ dir: redisDir, port: redisPort, pid: previous?.pid ?? null });
      track('redis', redis, 'SIGTERM');
      stores.redisUrl = redis.url;
      stores.redis = {
        name: 'redis',
        url: redis.url,
        port: redisPort,
        get pid() {
          return redis.pid;
        },
        async stop() {
          await stopRecord(records.redis);
        },
        async start() {
          if (isOurs(records.redis)) return;
          redis = await startRedis({ dir: redisDir, port: redisPort });
          track('redis', redis, 'SIGTERM');
        },
      };
    }

    log('release step (npm run db:deploy)…');
    await generateClients();
    await runChecked('npm', ['run', '--silent', 'db:deploy'], { ...process.env, DATABASE_URL: postgres.url }, 'the release step');
    return stores;
  } catch (error) {
    for (const store of [stores.redis, stores.postgres]) await store?.stop().catch(() => {});
    throw error;
  }
}

/**
 * Starts the whole cluster and answers
 *   { url, port, dir, databaseUrl, redisUrl, env, buildId,
 *     instances: [{ name, port, pid, url, start(), stop(), kill(signal) }],
 *     postgres: { url, port, pid, start(), stop(), restart() },
 *     redis: { url, port, pid, start(), stop() } | null,
 *     nginx: { url, port, pid, configFile, accessLog, start(), stop() },
 *     stop() }
 * Options: dir (var/cluster), port (nginx: CLUSTER_PORT or 8080), instances (2), distDir (.next-cluster),
 * env (extra settings for the build and the instances), redis (true: start Redis and set REDIS_URL),
 * fast (PostgreSQL without fsync: tests), install (true: install missing Debian packages), log (console.log).
 * Stores an earlier startClusterStores left running in `dir` are taken over.
 */
export async function startCluster(options = {}) {
  const dir = path.resolve(options.dir ?? DEFAULT_DIR);
  const port = Number(options.port ?? process.env.CLUSTER_PORT ?? 8080);
  const count = options.instances ?? 2;
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const log = options.log ?? ((line) => console.log(`[cluster] ${line}`));
  const logDir = path.join(dir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });

  const previous = readJson(path.join(dir, 'state.json'));
  if (previous?.processes?.some((record) => isOurs(record) && !['postgres', 'redis'].includes(record.name))) {
    throw new Error(`a cluster from ${dir} is still running (${previous.url}): stop it first (npm run cluster -- stop)`);
  }

  const cluster = { url: `http://localhost:${port}`, port, dir, instances: [], postgres: null, redis: null, nginx: null };
  const book = ledger(dir, port);
  const { records, save, track } = book;
  const started = [];

  async function stopAll() {
    // Front to back: nginx first (no new requests), then the instances (they finish theirs), then the stores.
    for (const part of [cluster.nginx, ...cluster.instances, cluster.redis, cluster.postgres]) {
      if (part) await part.stop().catch((error) => log(`stopping ${part.name ?? 'a part'}: ${error.message}`));
    }
    save();
  }
  cluster.stop = stopAll;

  try {
    const stores = await startClusterStores({ ...options, dir, port, log }, book);
    cluster.postgres = stores.postgres;
    cluster.redis = stores.redis;

    const secrets = clusterSecrets(dir);
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: stores.databaseUrl,
      REDIS_URL: stores.redisUrl,
      TRUST_PROXY: '1',
      HOSTNAME_BIND: '127.0.0.1',
      UPLOAD_DIR: path.join(dir, 'uploads'),
      MAIL_DIR: path.join(dir, 'mail'),
      ...secrets,
      ...(options.env ?? {}),
    };
    // A BUILD_ID from the caller's shell would give every build the same id: each build makes its own.
    delete env.BUILD_ID;
    delete env.PORT;
    cluster.databaseUrl = env.DATABASE_URL;
    cluster.redisUrl = env.REDIS_URL;

    log(`building into ${distDir} (when needed)…`);
    const buildId = await buildOnce({ ...env, NODE_ENV: 'production' });
    // Both instances serve this one build, so they share its id (and deploymentId) by construction.
    env.BUILD_ID = buildId;
    cluster.buildId = buildId;
    cluster.env = env;

    const ports = [];
    for (let index = 1; index <= count; index++) ports.push(options.instancePorts?.[index - 1] ?? (await freePort()));
    log(`starting ${count} instances on ${ports.join(', ')}…`);
    cluster.instances = ports.map((instancePort, offset) =>
      appInstance({
        index: offset + 1,
        port: instancePort,
        env,
        logDir,
        onChange: () => {
          records[`app-${offset + 1}`] = cluster.instances[offset]?.record ?? null;
          save();
        },
      }),
    );
    await Promise.all(cluster.instances.map((instance) => instance.start()));

    log(`starting nginx on ${port}…`);
    const nginxDir = path.join(dir, 'nginx');
    let nginx = await startNginx({ dir: nginxDir, port, upstreams: ports });
    started.push(nginx);
    track('nginx', nginx, 'SIGQUIT');
    cluster.nginx = {
      name: 'nginx',
      url: nginx.url,
      port,
      configFile: nginx.configFile,
      accessLog: nginx.accessLog,
      get pid() {
        return nginx.pid;
      },
      async stop() {
        await stopRecord(records.nginx);
      },
      async start() {
        if (isOurs(records.nginx)) return;
        nginx = await startNginx({ dir: nginxDir, port, upstreams: ports });
        track('nginx', nginx, 'SIGQUIT');
      },
    };

    await waitForAnswer(`${nginx.url}/api/version`, { log: path.join(nginxDir, 'error.log') });
    if ((await answers(`${nginx.url}/product`)) !== 200) throw new Error(`${nginx.url}/product does not answer 200 through nginx`);
    return cluster;
  } catch (error) {
    log(`starting failed: ${error.message}; stopping what started`);
    await stopAll();
    // Parts whose wrapper was not made yet.
    for (const service of started) await service.stop().catch(() => {});
    throw error;
  }
}

/**
 * Stops the processes recorded in dir/state.json that are still the ones the cluster started; those named in
 * `keep` (e.g. the stores, ['postgres', 'redis']) stay running and recorded, to be taken over by the next start.
 * @param {{ dir?: string, keep?: string[], log?: (line: string) => void }} [options]
 */
export async function stopCluster({ dir = DEFAULT_DIR, keep = [], log = (line) => console.log(`[cluster] ${line}`) } = {}) {
  const file = path.join(path.resolve(dir), 'state.json');
  const state = readJson(file);
  if (!state?.processes?.length) {
    log('nothing to stop');
    return;
  }
  const order = ['nginx', 'app-', 'redis', 'postgres'];
  const rank = (record) => order.findIndex((prefix) => record.name.startsWith(prefix));
  const kept = state.processes.filter((record) => keep.includes(record.name) && isOurs(record));
  for (const record of [...state.processes].sort((a, b) => rank(a) - rank(b))) {
    if (kept.includes(record)) continue;
    if (await stopRecord(record)) log(`stopped ${record.name} (pid ${record.pid})`);
    else log(`${record.name} (pid ${record.pid}) is not running (or that PID is another process now): left alone`);
  }
  writeState(path.resolve(dir), { ...state, processes: kept, ...(kept.length ? {} : { stoppedAt: new Date().toISOString() }) });
}

async function main() {
  const command = process.argv[2] ?? 'start';
  // CLUSTER_DIR: another cluster's folder (.ci/run stops the test run's after killing it).
  if (command === 'stop') return stopCluster({ dir: process.env.CLUSTER_DIR || DEFAULT_DIR });
  if (command !== 'start') {
    console.error('usage: npm run cluster [-- start|stop]');
    process.exit(2);
  }
  // `npm run cluster` goes through lib/cli/run.mjs, which installed the dependencies before this file loaded.
  const cluster = await startCluster();
  console.log(`\nThe cluster answers at ${cluster.url}`);
  console.log(`  instances: ${cluster.instances.map((instance) => instance.url).join(', ')} (logs in ${path.join(cluster.dir, 'logs')})`);
  console.log(`  PostgreSQL: 127.0.0.1:${cluster.postgres.port}${cluster.redis ? `, Redis: 127.0.0.1:${cluster.redis.port}` : ''}`);
  console.log('  stop it with: npm run cluster -- stop');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`[cluster] ${error.message}`);
    process.exit(1);
  });
}

// PostgreSQL from Debian's packages as a child process of ours: `npm run cluster` and the tests start it on a
// free port on 127.0.0.1 with its data in a folder of theirs, and stop it by the PID they started (never by
// name: other people's servers run on this machine). PostgreSQL refuses to run as root, so the server and
// initdb run as the `postgres` user. Plain Node (plus `pg`), importable from lib/cli/*.mjs and from tests.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureDebianPackages } from '../steps.mjs';
import { serviceFolder, spawnDetached, stopPid, waitUntilReady } from './process.mjs';

const SERVICE_USER = 'postgres';
const DATABASE = 'aeris';
const ROLE = 'aeris';
const READY_TIMEOUT_MS = 60_000;

/** The newest installed server's bin folder (Debian keeps them off PATH), or null. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/** Installs Debian's `postgresql` when missing (root), else prints the one-line instruction and exits. */
export function ensurePostgres() {
  // `postgres` is never on PATH on Debian: ensureDebianPackages installs the package when it finds no server.
  if (!postgresBinDir()) ensureDebianPackages({ postgres: 'postgresql' });
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return bin;
}

function serviceIds() {
  const id = (flag) => Number(execFileSync('id', [flag, SERVICE_USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs a PostgreSQL tool as the service user and waits for it (initdb). */
function runAsService(command, args) {
  const { uid, gid } = serviceIds();
  // Node drops root's supplementary groups along with the user (libuv calls setgroups when it sets the gid).
  execFileSync(command, args, { uid, gid, stdio: ['ignore', 'pipe', 'pipe'], cwd: '/', timeout: 120_000 });
}

/** Fast shutdown (SIGINT: open sessions are ended, the data is checkpointed) of a PID we started. */
const stopServer = (pid) => stopPid(pid, { signal: 'SIGINT', timeoutMs: 30_000 });

const dataFolders = new Map();

/**
 * The cluster's files: password and log in `dir` (ours), the data where the service user can reach it
 * (dir/data, or a folder under the service user's home linked from there: process.mjs serviceFolder).
 */
function paths(dir) {
  const root = path.resolve(dir);
  if (!dataFolders.has(root)) {
    dataFolders.set(root, serviceFolder(path.join(root, 'data'), { ...serviceIds(), fallbackBase: '/var/lib/postgresql/aeris' }));
  }
  return { root, data: dataFolders.get(root), password: path.join(root, 'password'), log: path.join(root, 'postgres.log') };
}

/** Creates the cluster on first use: data owned by the service user, local socket trusted, TCP by password. */
function initCluster(bin, dir) {
  const { root, data, password } = paths(dir);
  fs.mkdirSync(root, { recursive: true });
  if (fs.existsSync(path.join(data, 'PG_VERSION')) && fs.existsSync(password)) return fs.readFileSync(password, 'utf8').trim();
  fs.rmSync(data, { recursive: true, force: true });
  fs.mkdirSync(data, { mode: 0o700 });
  const { uid, gid } = serviceIds();
  fs.chownSync(data, uid, gid);
  const secret = randomBytes(18).toString('hex');
  fs.writeFileSync(password, `${secret}\n`, { mode: 0o600 });
  // The unix socket lives in the data folder (mode 0700): only the service user and root reach it, so it is
  // trusted; TCP on 127.0.0.1 needs the password. C.UTF-8: text sorts by code point, as on SQLite, and
  // ILIKE folds the case of every alphabet.
  runAsService(path.join(bin, 'initdb'), [
    '-D', data, '-U', SERVICE_USER, '--encoding=UTF8', '--locale=C.UTF-8',
    '--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync',
  ]);
  return secret;
}

async function connectOnce(config) {
  const client = new pg.Client({ ...config, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/** Starts the server process and waits until it accepts connections. */
async function launch(bin, dir, port, fast) {
  const { data, log } = paths(dir);
  const { uid, gid } = serviceIds();
  // Spawned straight as the service user (not through runuser/su, whose parent process would stay between us
  // and the server and turn our SIGINT into SIGTERM then SIGKILL): the PID we keep is the postmaster's.
  const server = spawnDetached(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', data, '-c', 'listen_addresses=127.0.0.1', ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : [])],
    { uid, gid, cwd: '/', log },
  );
  const acceptsConnections = async () => {
    await (await connectOnce({ host: data, port, user: SERVICE_USER, database: 'postgres' })).end();
    return true;
  };
  await waitUntilReady(acceptsConnections, {
    what: 'postgres',
    log,
    exited: server.exited,
    timeoutMs: READY_TIMEOUT_MS,
    intervalMs: 100,
    onTimeout: () => stopServer(server.pid),
  });
  return server.pid;
}

/** The role and database the application uses (created once, through the trusted socket). */
async function ensureRoleAndDatabase(dir, port, secret) {
  const client = await connectOnce({ host: paths(dir).data, port, user: SERVICE_USER, database: 'postgres' });
  try {
    const role = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [ROLE]);
    // CREATEDB: the tests create a database per test file.
    if (!role.rowCount) await client.query(`CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${secret}'`);
    const database = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!database.rowCount) await client.query(`CREATE DATABASE ${DATABASE} OWNER ${ROLE}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts PostgreSQL with its files in `dir` (cluster in dir/data, created on first use; password in
 * dir/password; log in dir/postgres.log) on 127.0.0.1:`port`, and answers
 * { url, port, pid, dataDir, stop(), restart() }. `url` is postgresql://aeris:…@127.0.0.1:PORT/aeris.
 * `fast`: no fsync (tests: a machine crash may lose the data, a server restart does not). `pid`: a server we
 * started earlier on this `dir` and `port` that still runs, taken over instead of starting another.
 */
export async function startPostgres({ dir, port, fast = false, pid = null }) {
  const bin = ensurePostgres();
  const secret = initCluster(bin, dir);
  const server = {
    url: `postgresql://${ROLE}:${secret}@127.0.0.1:${port}/${DATABASE}`,
    port,
    /** Where the data is (dir/data, or the folder it links to). */
    dataDir: paths(dir).data,
    pid: pid ?? (await launch(bin, dir, port, fast)),
    /** Fast shutdown of the server we started, waiting for it to exit. */
    async stop() {
      await stopServer(server.pid);
    },
    /** Stops and starts the same cluster on the same port (the PID changes). */
    async restart() {
      await stopServer(server.pid);
      server.pid = await launch(bin, dir, port, fast);
    },
  };
  try {
    await ensureRoleAndDatabase(dir, port, secret);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

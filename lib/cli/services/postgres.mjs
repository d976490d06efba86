// PostgreSQL from Debian's packages as a child process of ours: `npm run cluster` and the tests start it on a
// free port on 127.0.0.1 with its data in a folder of theirs, and stop it by the PID they started (never by
// name: other people's servers run on this machine). PostgreSQL refuses to run as root, so the server and
// initdb run as the `postgres` user. Plain Node (plus `pg`), importable from lib/cli/*.mjs and from tests.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureDebianPackages } from '../steps.mjs';

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
  execFileSync(command, args, { uid, gid, stdio: ['ignore', 'pipe', 'pipe'], cwd: '/' });
}

/** Whether a process with this PID exists (a signal 0 probe). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Signals a PID we started and waits until it is gone (SIGINT = PostgreSQL's fast shutdown: open sessions
 * are ended, the data is checkpointed). After `timeoutMs` it is killed.
 */
export async function stopPid(pid, { signal = 'SIGINT', timeoutMs = 30_000 } = {}) {
  if (!pid || !alive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  let killed = false;
  while (alive(pid)) {
    if (!killed && Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function paths(dir) {
  const root = path.resolve(dir);
  return { root, data: path.join(root, 'data'), password: path.join(root, 'password'), log: path.join(root, 'postgres.log') };
}

/** Creates the cluster on first use: data owned by the service user, local socket trusted, TCP by password. */
function initCluster(bin, dir) {
  const { root, data, password } = paths(dir);
  fs.mkdirSync(root, { recursive: true });
  if (fs.existsSync(path.join(data, 'PG_VERSION'))) return fs.readFileSync(password, 'utf8').trim();
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
  const logFd = fs.openSync(log, 'a');
  // Spawned straight as the service user (not through runuser/su, whose parent process would stay between us
  // and the server and turn our SIGINT into SIGTERM then SIGKILL): the PID we keep is the postmaster's.
  const child = spawn(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', data, '-c', 'listen_addresses=127.0.0.1', ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : [])],
    { uid, gid, cwd: '/', stdio: ['ignore', logFd, logFd], detached: true },
  );
  fs.closeSync(logFd);
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  // Our process may end before the server (npm run cluster prints the URL and returns); stop() uses the PID.
  child.unref();
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited !== null) throw new Error(`postgres exited (${exited}) while starting: see ${log}`);
    try {
      const client = await connectOnce({ host: data, port, user: SERVICE_USER, database: 'postgres' });
      await client.end();
      return child.pid;
    } catch (error) {
      if (Date.now() > deadline) {
        await stopPid(child.pid);
        throw new Error(`postgres did not accept connections within ${READY_TIMEOUT_MS / 1000} s: ${error.message} (see ${log})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
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
 * { url, port, pid, stop(), restart() }. `url` is postgresql://aeris:…@127.0.0.1:PORT/aeris.
 * `fast`: no fsync (tests: a machine crash may lose the data, a server restart does not).
 */
export async function startPostgres({ dir, port, fast = false }) {
  const bin = ensurePostgres();
  const secret = initCluster(bin, dir);
  const server = {
    url: `postgresql://${ROLE}:${secret}@127.0.0.1:${port}/${DATABASE}`,
    port,
    pid: await launch(bin, dir, port, fast),
    /** Fast shutdown of the server we started, waiting for it to exit. */
    async stop() {
      await stopPid(server.pid);
    },
    /** Stops and starts the same cluster on the same port (the PID changes). */
    async restart() {
      await stopPid(server.pid);
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

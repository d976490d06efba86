// Building blocks shared by `npm start` and `npm test`. Plain Node (no dependencies), because the first
// step may be installing the dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { killTree } from './proc.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** A port nobody listens on now (the OS picks it), for servers that must not collide with one left running. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
  return result;
}

export function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Whether `stamp` holds `wanted`: what a step recorded when it last ran, against what it would record now. */
function stampHolds(stamp, wanted) {
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted;
}

function listFiles(dir, skip = []) {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [dir];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !skip.includes(path.join(dir, entry.name)))
    .flatMap((entry) => listFiles(path.join(dir, entry.name), skip))
    .sort();
}

/**
 * Installs exactly what package-lock.json holds (`npm ci`) when node_modules is missing or was installed from
 * another lock. `npm ci` never writes the lock, so a checkout stays as it was cloned; `npm install` over an
 * existing node_modules rewrites it, dropping other platforms' optional packages (npm/cli#4828), and `npm ci`
 * then refuses that lock on every machine (docs/decisions/0034-npm-ci-and-the-lock-file.md).
 */
export async function ensureDependencies({ timeoutMs = 20 * 60_000 } = {}) {
  const stamp = path.join(root, 'node_modules', '.install-stamp');
  const wanted = hashFiles(['package.json', 'package-lock.json']);
  if (stampHolds(stamp, wanted)) return;
  console.log('[setup] installing dependencies (npm ci)…');
  try {
    await runWithin('npm', ['ci', '--no-audit', '--no-fund'], { timeoutMs });
  } catch (error) {
    console.error(`[setup] ${error.message}.`);
    if (!error.timedOut) {
      console.error('[setup] If npm ci says package.json and package-lock.json are not in sync, run `npm install` once, commit package-lock.json, and try again.');
    }
    process.exit(1);
  }
  fs.writeFileSync(stamp, wanted);
}

const CLIENT_INPUTS = ['prisma/schema.prisma', 'prisma/postgres/schema.prisma', 'prisma.config.ts', 'prisma/postgres/prisma.config.ts', 'package-lock.json'];
const CLIENT_OUTPUTS = ['lib/generated/prisma', 'lib/generated/prisma-postgres'];

/**
 * Generates both Prisma clients: SQLite's (lib/generated/prisma) and PostgreSQL's (lib/generated/prisma-postgres,
 * from prisma/postgres/schema.prisma); lib/prisma-client.ts picks one by DATABASE_URL. Skipped when both are
 * there and were generated from the same schemas and the same Prisma (package-lock.json): a generation rewrites
 * files that running tests and servers load, and costs seconds at every start.
 */
export async function generateClients() {
  const stamp = path.join(root, 'lib/generated/.clients-stamp');
  const wanted = hashFiles(CLIENT_INPUTS);
  const present = CLIENT_OUTPUTS.every((dir) => fs.existsSync(path.join(root, dir)));
  if (present && stampHolds(stamp, wanted)) return;
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  // prisma.config.ts follows DATABASE_URL; the SQLite client is generated with the SQLite settings whatever it says.
  const sqliteEnv = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL?.trim() ?? '') ? { ...process.env, DATABASE_URL: '' } : process.env;
  fs.rmSync(stamp, { force: true });
  await runWithin('npx', ['prisma', 'generate'], { ...quiet, env: sqliteEnv, timeoutMs: 5 * 60_000 });
  await runWithin('npx', ['prisma', 'generate', '--config', 'prisma/postgres/prisma.config.ts'], { ...quiet, timeoutMs: 5 * 60_000 });
  fs.writeFileSync(stamp, wanted);
}

/** Generates the Prisma clients, applies migrations and imports the seed data when it changed (SQLite or PostgreSQL). */
export async function prepareDatabase() {
  await generateClients();
  await runWithin('npx', ['tsx', 'prisma/setup.ts'], { timeoutMs: 10 * 60_000 });
}

const BUILD_INPUTS = [
  'app',
  'components',
  'i18n',
  'messages',
  'lib',
  'prisma/schema.prisma',
  'prisma/data',
  'public',
  'proxy.ts',
  'next.config.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'sentry.server.config.ts',
  'sentry.edge.config.ts',
  'package-lock.json',
];

/** Settings baked into the build: a change means a rebuild. (REDIS_URL is not one: the cache handler reads it
 * when the server starts.) */
const BUILD_SETTINGS = ['SITE_URL', 'SENTRY_DSN'];

export function distDir() {
  return process.env.NEXT_DIST_DIR || '.next';
}

/**
 * The build in `env.NEXT_DIST_DIR` (default .next) and whether it is current: made from the same sources, seed
 * data and baked-in settings (SITE_URL: static pages carry absolute URLs) as `env` and the checkout hold now.
 */
function buildState(env = process.env) {
  const files = BUILD_INPUTS.flatMap((entry) => listFiles(entry, ['lib/generated']));
  const settings = BUILD_SETTINGS.map((name) => `${name}=${env[name] ?? ''}`).join('\n');
  const fingerprint = createHash('sha256').update(hashFiles(files)).update(settings).digest('hex');
  const dir = path.join(root, env.NEXT_DIST_DIR || '.next');
  const stamp = path.join(dir, 'build-fingerprint');
  return { fingerprint, stamp, current: fs.existsSync(path.join(dir, 'BUILD_ID')) && stampHolds(stamp, fingerprint) };
}

/** Whether the build `env` names (NEXT_DIST_DIR) is current for the settings in `env`. */
export function buildIsCurrent(env = process.env) {
  return buildState(env).current;
}

/**
 * Builds when the build `env` names (NEXT_DIST_DIR, default .next) is missing or not current (buildState), without
 * blocking this process; past `timeoutMs` the build is killed and the promise rejects.
 */
export async function buildIfNeeded(env = process.env, { timeoutMs = 30 * 60_000 } = {}) {
  const { fingerprint, stamp, current } = buildState(env);
  const dir = env.NEXT_DIST_DIR || '.next';
  if (current) {
    console.log(`[setup] the build in ${dir} is current`);
    return;
  }
  console.log(`[setup] building into ${dir}…`);
  await runWithin('npx', ['next', 'build'], { env, timeoutMs });
  fs.writeFileSync(stamp, fingerprint);
}

/**
 * Runs a command to its end without blocking this process; rejects when it fails, or when it runs past
 * `timeoutMs`: then it is killed with every process under it (`npx` and `npm` run the real work in children),
 * and the error has `timedOut`.
 */
export function runWithin(command, args, { timeoutMs, ...options }) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killTree(child.pid);
  }, timeoutMs);
  return new Promise((resolve, reject) =>
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // A parent may still exit 0 once its killed child is gone (a shell's `wait`): past the limit is a failure.
      if (code === 0 && !timedOut) return resolve();
      const what = timedOut ? `ran past ${Math.round(timeoutMs / 1000)} s` : `exited with ${code ?? signal}`;
      reject(Object.assign(new Error(`${command} ${args.join(' ')} ${what}`), { timedOut }));
    }),
  );
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate));
}

let aptUpdated = false;

function aptInstall(packages) {
  console.log(`[setup] installing Debian ${packages.join(', ')}…`);
  // One package list update per run, however many steps install something.
  if (!aptUpdated) run('apt-get', ['update', '-qq']);
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function onPath(command) {
  return [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin'].some((dir) => dir && fs.existsSync(path.join(dir, command)));
}

/** Whether Debian's PostgreSQL server is installed (its programs are off PATH, under /usr/lib/postgresql/<v>/bin). */
function hasPostgresServer() {
  const base = '/usr/lib/postgresql';
  return fs.existsSync(base) && fs.readdirSync(base).some((version) => fs.existsSync(path.join(base, version, 'bin', 'postgres')));
}

/**
 * The Debian packages of `packages` ({ command: package }, e.g. { tesseract: 'tesseract-ocr' }) that are not
 * installed. `chromium` counts as there when CHROMIUM_PATH or Debian's binary exists, `postgres` when a server is.
 */
export function missingDebianPackages(packages) {
  const present = (command) => (command === 'chromium' ? Boolean(findChromium()) : command === 'postgres' ? hasPostgresServer() : onPath(command));
  return Object.entries(packages)
    .filter(([command]) => !present(command))
    .map(([, name]) => name);
}

/** Stops with the one-line instruction when packages are missing and we cannot install them (not root). */
function refuseUnlessRoot(missing) {
  if (missing.length === 0 || process.getuid?.() === 0) return;
  console.error(`Missing Debian packages: run \`sudo apt-get install -y ${missing.join(' ')}\`, then the same command again.`);
  process.exit(1);
}

/**
 * Debian packages our scripts run as commands, as { command: package }: the missing ones are installed when we
 * are root, else one instruction.
 */
export function ensureDebianPackages(packages) {
  const missing = missingDebianPackages(packages);
  if (missing.length === 0) return;
  refuseUnlessRoot(missing);
  aptInstall(missing);
}

/** ensureDebianPackages without blocking this process: other installs (npm ci) go on meanwhile. */
export async function ensureDebianPackagesAsync(packages, { timeoutMs = 20 * 60_000 } = {}) {
  const missing = missingDebianPackages(packages);
  if (missing.length === 0) return;
  refuseUnlessRoot(missing);
  console.log(`[setup] installing Debian ${missing.join(', ')} (beside the npm install)…`);
  const log = path.join(root, 'var', 'apt-install.log');
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const output = fs.openSync(log, 'w');
  try {
    await runWithin('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${missing.join(' ')}`], {
      stdio: ['ignore', output, output],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeoutMs,
    });
  } catch (error) {
    throw new Error(`installing ${missing.join(' ')}: ${error.message} (its output: ${log})`);
  } finally {
    fs.closeSync(output);
  }
  aptUpdated = true;
}

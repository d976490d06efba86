// nginx from Debian's packages as a child process of ours, in front of the app's instances: `npm run cluster`
// and the tests fill in the shipped configuration (deploy/nginx/aeris.conf) for their own ports and folder, start
// `nginx -g 'daemon off;'` and stop it by the PID they started (never by name: other people's servers run on
// this machine). Plain Node, importable from lib/cli/*.mjs and from tests.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDebianPackages, root } from '../steps.mjs';
import { accepts, serviceFolder, spawnDetached, stopPid, waitUntilReady } from './process.mjs';

export const TEMPLATE = path.join(root, 'deploy/nginx/aeris.conf');
const MODULES_DIR = '/usr/lib/nginx/modules';
const BROTLI_MODULE = 'ngx_http_brotli_filter_module.so';
const READY_TIMEOUT_MS = 15_000;

/** The nginx binary (Debian puts it in /usr/sbin, which is not on every user's PATH), or null. */
export function nginxBinary() {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    if (dir && fs.existsSync(path.join(dir, 'nginx'))) return path.join(dir, 'nginx');
  }
  return null;
}

export function brotliAvailable() {
  return fs.existsSync(path.join(MODULES_DIR, BROTLI_MODULE));
}

/**
 * Installs Debian's nginx when missing (root; else the one-line instruction and exit), and the brotli module
 * when the package list has it (best effort: gzip alone is a working configuration).
 */
export function ensureNginx() {
  if (!nginxBinary()) ensureDebianPackages({ nginx: 'nginx' });
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  if (!brotliAvailable() && process.getuid?.() === 0) {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', 'libnginx-mod-http-brotli-filter'], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      console.log('[nginx] the brotli module is not available here: gzip only');
    }
  }
  return binary;
}

/** The user nginx's worker processes run as. */
export function workerUser() {
  if (process.getuid?.() !== 0) return execFileSync('id', ['-un'], { encoding: 'utf8' }).trim();
  // Root: workers as Debian's web server user (nobody elsewhere); nginx hands them its cache and temp folders.
  try {
    execFileSync('id', ['www-data'], { stdio: 'ignore' });
    return 'www-data';
  } catch {
    return 'nobody';
  }
}

/**
 * The configuration for nginx on 127.0.0.1-or-any:`port` in front of the instances `upstreams` (ports on
 * 127.0.0.1, or "host:port" strings), with every file of nginx's own under `dir`: the shipped template with its
 * placeholders filled in. `brotli`: defaults to whether the Debian module is installed. `tls` ({ port, certificate,
 * key }): HTTPS on its port with HSTS, HTTP on `port` only redirecting to it.
 */
/** The lines between `# <name> {` and `# <name> }`, removed. */
const withoutRegion = (text, name) => text.replace(new RegExp(`^[ \\t]*# ${name} \\{\\n[\\s\\S]*?^[ \\t]*# ${name} \\}\\n`, 'gm'), '');

export function renderNginxConfig({ dir, port, upstreams, brotli = brotliAvailable(), user = workerUser(), tls = null }) {
  if (!upstreams?.length) throw new Error('nginx needs at least one upstream');
  const absolute = path.resolve(dir);
  if (/[\s;{}'"]/.test(absolute)) throw new Error(`nginx's folder must not contain spaces, quotes or braces: ${absolute}`);
  const servers = upstreams
    .map((upstream) => (typeof upstream === 'number' || /^\d+$/.test(String(upstream)) ? `127.0.0.1:${upstream}` : String(upstream)))
    .map((address) => `server ${address} max_fails=1 fail_timeout=5s;`)
    .join('\n    ');
  let text = fs.readFileSync(TEMPLATE, 'utf8');
  if (!brotli) text = withoutRegion(text, 'brotli');
  // `tls`: { port, certificate, key }: HTTPS on its port, HTTP only redirecting; without it, plain HTTP only.
  text = withoutRegion(text, tls ? 'plain' : 'tls');
  const values = {
    DIR: absolute,
    PORT: String(port),
    UPSTREAM_SERVERS: servers,
    USER: user,
    LOAD_MODULES: brotli ? `load_module ${path.join(MODULES_DIR, BROTLI_MODULE)};` : '',
    ...(tls
      ? { TLS_PORT: String(tls.port), TLS_PORT_SUFFIX: Number(tls.port) === 443 ? '' : `:${tls.port}`, TLS_CERTIFICATE: path.resolve(tls.certificate), TLS_KEY: path.resolve(tls.key) }
      : {}),
  };
  // Comment lines keep their placeholders: they explain them to an operator.
  return text
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/@@([A-Z_]+)@@/g, (match, name) => {
            if (!(name in values)) throw new Error(`unknown placeholder ${match} in ${TEMPLATE}`);
            return values[name];
          }),
    )
    .join('\n');
}

/** Where nginx's files for `dir` go: `dir` when the workers' `user` can reach it, else under /var/cache/aeris-nginx. */
export function nginxFolder(dir, user = workerUser()) {
  const id = (flag) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return serviceFolder(dir, { uid: id('-u'), gid: id('-g'), fallbackBase: '/var/cache/aeris-nginx' });
}

/** Writes the configuration into `dir`; answers { file, home }: the config file and the folder of nginx's own files. */
function writeConfig(options) {
  const dir = path.resolve(options.dir);
  fs.mkdirSync(dir, { recursive: true });
  const user = options.user ?? workerUser();
  const home = nginxFolder(dir, user);
  for (const sub of ['tmp', 'cache']) fs.mkdirSync(path.join(home, sub), { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, renderNginxConfig({ ...options, user, dir: home }));
  return { file, home };
}

/**
 * Writes the configuration into `dir`; answers the config file's path. nginx's own files (pid, logs, cache,
 * temporary files) go to `dir` too when its workers' user can reach it, else to a folder under
 * /var/cache/aeris-nginx (process.mjs serviceFolder).
 */
export function writeNginxConfig(options) {
  return writeConfig(options).file;
}

/** `nginx -t` on a configuration file: throws with nginx's message when it is not valid. */
export function testNginxConfig(file, binary = nginxBinary()) {
  try {
    execFileSync(binary, ['-t', '-q', '-e', path.join(path.dirname(file), 'error.log'), '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`nginx -t failed for ${file}: ${String(error.stderr ?? error.message).trim()}`);
  }
}

/**
 * Starts nginx on `port` in front of `upstreams` with its configuration in `dir` and its pid, logs, cache and
 * temporary files where writeNginxConfig puts them (startup errors: dir/error.log), and answers
 * { url, port, pid, configFile, accessLog, stop(), reload() } once it accepts connections. The master process is
 * our child (daemon off), kept alive after our own process ends.
 */
export async function startNginx({ dir, port, upstreams, ...rest }) {
  const binary = ensureNginx();
  const { file: configFile, home } = writeConfig({ dir, port, upstreams, ...rest });
  testNginxConfig(configFile, binary);
  const errorLog = path.join(path.dirname(configFile), 'error.log');
  const child = spawnDetached(binary, ['-e', errorLog, '-c', configFile, '-g', 'daemon off;'], { cwd: path.dirname(configFile), log: errorLog });
  await waitUntilReady(() => accepts(port), {
    what: 'nginx',
    log: errorLog,
    exited: child.exited,
    timeoutMs: READY_TIMEOUT_MS,
    onTimeout: () => stopPid(child.pid),
  });
  const server = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    configFile,
    /** The access log (in nginx's own folder, which is not `dir` when the workers cannot reach `dir`). */
    accessLog: path.join(home, 'access.log'),
    /** Graceful stop (SIGQUIT: requests in flight finish), waiting for the master to exit. */
    async stop() {
      await stopPid(server.pid, { signal: 'SIGQUIT' });
    },
    /** Re-reads the configuration (SIGHUP), e.g. after writeNginxConfig with other upstreams. */
    reload() {
      process.kill(server.pid, 'SIGHUP');
    },
  };
  return server;
}

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { isRunning } from '@/lib/cli/proc.mjs';
import { buildIsCurrent, freePort } from '@/lib/cli/steps.mjs';
import { createAppDatabase, startAppServer } from '../../support/app-server';
import { BASE_URL, TEST_DIST_DIR } from '../../support/e2e-settings.mjs';
import { expect, test } from '../../support/test';

// The production server as a process: how it starts with a bad setting, stops on SIGTERM, and goes with `npm start`.
// What it does to requests is tested in Vitest against its request listener (tests/unit/server-listener.test.ts).


/**
 * The bytes the kernel holds on each side of a loopback TCP connection (/proc/net/tcp): `unacked` sent by the
 * client and not yet received by the server's side, `unread` received there and not yet read by the server.
 */
function queues(serverPort: number, clientPort: number) {
  const found = { unacked: -1, unread: -1 };
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const [, local, remote, , queue] = line.trim().split(/\s+/);
      const port = (address: string) => parseInt(address.slice(address.lastIndexOf(':') + 1), 16);
      const [tx, rx] = queue!.split(':').map((hex) => parseInt(hex, 16));
      if (port(local!) === clientPort && port(remote!) === serverPort) found.unacked = tx!;
      if (port(local!) === serverPort && port(remote!) === clientPort) found.unread = rx!;
    }
  }
  return found;
}

test('a bad setting stops the start with one clear line instead of breaking every request', async () => {
  const database = path.resolve('var/test', `bad-setting-${randomUUID()}.db`);
  // The settings are checked while Next loads (instrumentation.ts), before the process listens; it reads the run's
  // test build. own server: one that never serves, which only its own process shows.
  const child = spawn(process.execPath, ['lib/server/server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: TEST_DIST_DIR, PORT: String(await freePort()), DATABASE_URL: `file:${database}`, ADMIN_TOKEN: 'short' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    const line = output.split('\n').find((entry) => entry.includes('ADMIN_TOKEN'));
    expect(line).toMatch(/^Invalid settings, the server does not start\. ADMIN_TOKEN: /);
    expect(output).not.toMatch(/^\s+at /m);
  } finally {
    child.kill('SIGKILL');
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true });
  }
});

test.describe(() => {
  // Starting a server of its own takes up to a minute on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('on SIGTERM the server finishes the request in flight, hands back its outbox claims and exits', async ({ request }) => {
    // A mail server that accepts connections and never answers: the sender holds its claim on the message.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const smtpPort = (silent.address() as net.AddressInfo).port;
    // own server: the test stops it (SIGTERM), and its mail goes to a server that never answers.
    const server = await startAppServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const claimed = `sigterm-${Date.now()}@example.test`;
      const subscribed = await request.post(`${server.baseUrl}/api/subscribe`, { data: { email: claimed } });
      expect(subscribed.status()).toBe(200);
      await expect.poll(() => server.db.outboxMessage.count({ where: { status: 'sending', lockedBy: { not: null } } }), { timeout: 15_000 }).toBe(1);

      // A request in flight: its head is read, its body still coming when the signal arrives.
      const serverPort = Number(new URL(server.baseUrl).port);
      const inFlight = `inflight-${Date.now()}@example.test`;
      const body = JSON.stringify({ email: inFlight });
      const socket = net.connect(serverPort, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      const answered = new Promise((resolve) => socket.on('close', resolve));
      const head = `POST /api/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
      await new Promise((resolve) => socket.write(head + body.slice(0, 5), resolve));
      // The server has read all of it (the kernel holds none of it on either side): the request has begun.
      await expect.poll(() => queues(serverPort, socket.localPort!), { timeout: 10_000 }).toEqual({ unacked: 0, unread: 0 });

      const started = Date.now();
      const exited = server.signal('SIGTERM');
      await expect.poll(() => server.output.join(''), { timeout: 10_000 }).toContain('[server] SIGTERM: finishing the requests in flight');
      // The rest of the body, without closing our side: Node's server takes a client's half-close (FIN) for an
      // abort, and an answer not written before it reads the FIN is never sent (one run in ten failed that way).
      socket.write(body.slice(5));
      await answered;
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
      // What the server said, in the failure's message: a non-zero exit is otherwise a bare number.
      expect(await exited, server.output.join('')).toBe(0);
      expect(Date.now() - started).toBeLessThan(15_000);
      // The claimed message is handed back for the next start; the one the late request queued waits beside it.
      expect(await server.db.outboxMessage.count({ where: { status: 'sending' } })).toBe(0);
      const waiting = await server.db.outboxMessage.findMany({ where: { status: 'pending', lockedBy: null }, select: { to: true } });
      expect(waiting.map((message) => message.to).sort()).toEqual([claimed, inFlight].sort());
    } finally {
      await server.stop();
      silent.close();
    }
  });
});

test.describe(() => {
  // `npm start` prepares a database of its own (migrations, seed) before it serves.
  test.describe.configure({ timeout: 120_000 });

  test('`npm start` killed outright (SIGKILL) takes its server with it', async () => {
    const port = await freePort();
    const settings = { SITE_URL: BASE_URL, NEXT_DIST_DIR: TEST_DIST_DIR };
    // start.mjs rebuilds a build older than the sources: here that would be the one the e2e server is serving.
    // `npm test` makes it just before the run; a build left from before an edit stops this test instead.
    expect(buildIsCurrent({ ...process.env, ...settings }), 'the test build is older than the sources: run `npm test -- e2e`, which builds first').toBe(true);
    const database = createAppDatabase();
    // SITE_URL as the test build was made with, so start.mjs finds it current instead of building.
    // own server: `npm start` itself, on the run's test build and a database of its own, is what this test kills.
    const starter = spawn(process.execPath, ['lib/cli/start.mjs'], {
      env: {
        ...process.env,
        ...settings,
        PORT: String(port),
        DATABASE_URL: database.url,
        MAIL_DIR: 'var/test/mail',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    starter.stdout!.on('data', (chunk) => (output += chunk));
    starter.stderr!.on('data', (chunk) => (output += chunk));
    const gone = new Promise<never>((_, reject) => starter.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`))));
    gone.catch(() => undefined);
    let server = 0;
    try {
      const answers = async () => (await fetch(`http://127.0.0.1:${port}/api/version`).catch(() => null))?.ok === true;
      await Promise.race([expect.poll(answers, { timeout: 90_000, intervals: [250] }).toBe(true), gone]);
      expect(output, 'start.mjs rebuilt instead of serving the test build').toContain(`the build in ${TEST_DIST_DIR} is current`);
      server = Number(fs.readFileSync(`/proc/${starter.pid}/task/${starter.pid}/children`, 'utf8').trim().split(' ')[0]);
      expect(isRunning(server)).toBe(true);

      starter.kill('SIGKILL');
      await expect.poll(() => isRunning(server), { timeout: 30_000 }).toBe(false);
      expect(await answers()).toBe(false);
      await expect.poll(() => output).toContain('parent gone');
    } finally {
      starter.kill('SIGKILL');
      if (server && isRunning(server)) process.kill(server, 'SIGKILL');
      database.remove();
    }
  });
});

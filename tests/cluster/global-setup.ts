import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startCluster, stopCluster } from '@/lib/cli/cluster.mjs';
import { CLUSTER_TEST_DIR, E2E_ADMIN_TOKEN, E2E_PORT, TEST_DIST_DIR } from '../support/e2e-settings.mjs';
import { startSmtpServer } from '../support/smtp';
import { CLUSTER_HARNESS_FILE, CLUSTER_RATE_LIMIT, type ClusterHarness } from './harness';

type Part = { pid: number; start(): Promise<void>; stop(): Promise<void> };
/** What lib/cli/cluster.mjs startCluster answers (plain JavaScript: its shape, as the tests use it). */
type RunningCluster = {
  url: string;
  databaseUrl: string;
  env: Record<string, string>;
  instances: (Part & { url: string; kill(signal: NodeJS.Signals): Promise<void> })[];
  redis: Part;
  postgres: Part;
  stop(): Promise<void>;
};

/**
 * Starts the cluster the cluster run tests (playwright.cluster.config.ts): two instances of the run's build and
 * nginx on the end-to-end port, on the PostgreSQL and Redis `npm test` started while it built (taken over from
 * var/test/cluster; started here when this config runs alone), with an SMTP server of the test's own. The parts
 * live in this (the runner's) process; the tests, in worker processes, stop and start them through a small
 * control server on loopback, whose address goes with the cluster's in CLUSTER_HARNESS_FILE. Returns the teardown.
 */
export default async function globalSetup() {
  const dir = path.resolve(CLUSTER_TEST_DIR);
  // An interrupted run may have left instances or nginx: stop exactly those (the stores are taken over).
  await stopCluster({ dir, keep: ['postgres', 'redis'], log: () => {} });
  const smtp = await startSmtpServer();
  const cluster = (await startCluster({
    dir,
    port: E2E_PORT,
    // The end-to-end run's build: SITE_URL is the same origin, and the cache handler picks Redis when it runs.
    distDir: TEST_DIST_DIR,
    fast: true,
    env: {
      SMTP_URL: smtp.url,
      RATE_LIMIT_PER_MINUTE: String(CLUSTER_RATE_LIMIT),
      MAIL_RETRY_BASE_SECONDS: '1',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
    log: (line: string) => console.log(`[cluster] ${line}`),
  })) as unknown as RunningCluster;

  const actions: Record<string, () => Promise<unknown>> = {
    'kill-instance-0': () => cluster.instances[0]!.kill('SIGKILL'),
    'start-instance-0': () => cluster.instances[0]!.start(),
    'stop-redis': () => cluster.redis.stop(),
    'start-redis': () => cluster.redis.start(),
    'stop-postgres': () => cluster.postgres.stop(),
    'start-postgres': () => cluster.postgres.start(),
  };
  const control = http.createServer((request, response) => {
    const name = (request.url ?? '').slice(1);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (name === 'pids') return reply(200, cluster.instances.map((instance) => instance.pid));
    if (name === 'mail') return reply(200, smtp.received.map((mail) => mail.messageId ?? ''));
    const action = request.method === 'POST' ? actions[name] : undefined;
    if (!action) return reply(404, { error: name });
    action().then(
      () => reply(200, { ok: true }),
      (error: Error) => reply(500, { error: error.message }),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

  const harness: ClusterHarness = {
    url: cluster.url,
    databaseUrl: cluster.databaseUrl,
    instances: cluster.instances.map((instance) => ({ url: instance.url })),
    rateLimitPerMinute: CLUSTER_RATE_LIMIT,
    control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
  };
  fs.writeFileSync(CLUSTER_HARNESS_FILE, JSON.stringify(harness, null, 2));
  // A captcha challenge a test creates in the database is signed with the instances' own secret.
  process.env.APP_SECRET = cluster.env.APP_SECRET;

  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await cluster.stop();
    await smtp.close();
  };
}

import fs from 'node:fs';
import path from 'node:path';

// What the cluster tests know of the cluster tests/cluster/global-setup.ts started, and the calls that stop and
// start its parts (through the setup's control server: the parts are the runner's child processes).

export const CLUSTER_HARNESS_FILE = path.resolve('var/test/cluster-harness.json');
/** The per-client budget of the cluster's form endpoints: room for the end-to-end subset, small enough to exhaust. */
export const CLUSTER_RATE_LIMIT = 100;

export type ClusterHarness = {
  /** nginx */
  url: string;
  databaseUrl: string;
  instances: { url: string }[];
  rateLimitPerMinute: number;
  control: string;
};

export const cluster: ClusterHarness = fs.existsSync(CLUSTER_HARNESS_FILE)
  ? (JSON.parse(fs.readFileSync(CLUSTER_HARNESS_FILE, 'utf8')) as ClusterHarness)
  : { url: '', databaseUrl: 'file:./var/test/none.db', instances: [], rateLimitPerMinute: CLUSTER_RATE_LIMIT, control: '' };

async function call(action: string): Promise<unknown> {
  // Starting PostgreSQL or an instance takes seconds; a control server that never answers fails the test.
  const response = await fetch(`${cluster.control}/${action}`, { method: 'POST', signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${action}: ${JSON.stringify(await response.json())}`);
  return response.json();
}

export const clusterControl = {
  killInstance: () => call('kill-instance-0'),
  startInstance: () => call('start-instance-0'),
  stopRedis: () => call('stop-redis'),
  startRedis: () => call('start-redis'),
  stopPostgres: () => call('stop-postgres'),
  startPostgres: () => call('start-postgres'),
  instancePids: async () => (await (await fetch(`${cluster.control}/pids`, { signal: AbortSignal.timeout(10_000) })).json()) as number[],
};

/** The Message-ID of every mail the test's SMTP server received so far. */
export async function receivedMessageIds(): Promise<string[]> {
  return (await (await fetch(`${cluster.control}/mail`, { signal: AbortSignal.timeout(10_000) })).json()) as string[];
}

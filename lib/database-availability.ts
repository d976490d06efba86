// Whether the database answers, as the last query found it. A query that cannot reach the server (PostgreSQL
// stopped, restarting, unreachable) marks it down; the next query that succeeds marks it up again, so the app
// recovers by itself once the server is back. lib/server/server.mjs reads the state to answer 503 instead of 500
// while it is down (the state lives on globalThis: the server and the application share one process).

type State = { downSince: number | null };

const globalForState = globalThis as unknown as { aerisDatabase?: State };
const state = (globalForState.aerisDatabase ??= { downSince: null });

/** Prisma's codes for a server it cannot reach, lost, or could not get a connection to in time. */
const UNREACHABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** PostgreSQL's SQLSTATEs for a server that is shutting down, starting, or refusing connections (class 57P, 08). */
const UNAVAILABLE_SQLSTATE = /^(57P0[1-4]|08\d{3})$/;
/** The same, as the pg driver and the adapter word them when no code comes with the error. */
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database server|the database system is (shutting down|starting up|in recovery)|terminating connection due to administrator command|Server has closed the connection/i;

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as Record<string, unknown>;
    const record = current as Record<string, unknown>;
    current = record.cause ?? (record.meta as Record<string, unknown> | undefined)?.driverAdapterError;
  }
}

/** True when an error means the database could not be reached, as opposed to a query it refused. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causes(error)) {
    const code = typeof link.code === 'string' ? link.code : typeof link.originalCode === 'string' ? link.originalCode : '';
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof link.message === 'string' && UNAVAILABLE_MESSAGE.test(link.message)) return true;
  }
  return false;
}

/** Records the outcome of one query: an unreachable database marks it down, any success marks it up. */
export function recordDatabaseOutcome(error?: unknown): void {
  if (error === undefined) {
    if (state.downSince !== null) console.log('[db] the database answers again');
    state.downSince = null;
  } else if (isDatabaseUnavailable(error) && state.downSince === null) {
    console.error('[db] the database does not answer: requests that need it get 503 until it is back');
    state.downSince = Date.now();
  }
}

export function databaseDownSince(): number | null {
  return state.downSince;
}

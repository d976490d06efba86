import * as Sentry from '@sentry/nextjs';
import { clearOldClientData } from '@/lib/admin/audit';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { eraseExpiredLeads } from './retention';

/**
 * How often the server erases leads past their retention period and clears the audit log's old IP addresses and
 * browsers (and once a minute after it starts).
 */
export const LEAD_RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60 * 1000;

async function runOnce() {
  try {
    const { erased } = await eraseExpiredLeads(db, { days: env.LEAD_RETENTION_DAYS });
    if (erased > 0) console.log(`[leads] retention erased ${erased} lead(s) older than ${env.LEAD_RETENTION_DAYS} days`);
    const cleared = await clearOldClientData(db);
    if (cleared > 0) console.log(`[audit] cleared the IP address and browser of ${cleared} entr(ies) older than 12 months`);
  } catch (error) {
    console.error('[leads] retention run failed:', error);
    Sentry.captureException(error);
  }
}

/** Starts this server process's retention job (instrumentation.ts; never during `next build`). */
export function startLeadRetention() {
  // Not at the very start: a server that just started has its first visitors' writes to serve.
  setTimeout(() => void runOnce(), FIRST_RUN_DELAY_MS).unref();
  // unref: the timer never keeps a stopping server alive.
  setInterval(() => void runOnce(), LEAD_RETENTION_INTERVAL_MS).unref();
}

import { deleteExpiredVersions } from '@/lib/admin/content/versions';
import { z } from 'zod';
import { clearOldClientData } from '@/lib/admin/audit';
import { eraseExpiredLeads } from '@/lib/admin/leads/retention';
import { deleteExpiredDataRequests, eraseExpiredSubscribers } from '@/lib/privacy/retention';
import { appSecret } from '@/lib/secrets';
import { deleteOldCspReports } from '@/lib/security/csp-reports';
import { remindTask } from '@/lib/admin/leads/task-reminder';
import { queueExpiryNotices } from '@/lib/admin/documents/expiry-notices';
import { wakeSender } from '@/lib/mail/outbox';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { submitQueued, type IndexNowSettings } from '@/lib/indexnow/queue';
import { deliverLead } from '@/lib/crm/delivery';
import { syncStatus } from '@/lib/crm/status';
import { CrmRefused, type CrmTarget } from '@/lib/crm/types';
import { makeScheduledChange, schedulePayload, settlePayload, settleThroughServer, type SchedulePayload, type SettlePayload } from '@/lib/admin/content/schedule';
import { wakeJobRunner } from './queue';

// What each kind of job is (docs/architecture.md, "Jobs"). A kind says how its payload reads, how often it is
// tried and how long it waits in between, and what it does in two parts: `change`, the state change, which
// runs in the transaction that records it as made (so it commits once, even when the job runs again), and
// `effects`, what follows outside the database (revalidation, mail, an HTTP call), which must be idempotent:
// it runs again when the job is retried after it. A kind with `everyMs` queues its next run when done.

/** What a job's code may use: the database, the server's settings, and the job itself. */
export type JobContext = { db: PrismaClient; settings: JobSettings; job: { id: string; attempts: number } };
export type JobSettings = { leadRetentionDays: number; indexNow?: IndexNowSettings; crmTargets?: readonly CrmTarget[] };

export type JobKind<P = unknown> = {
  payload: z.ZodType<P>;
  /** Attempts before the job is given up (failed), the first wait, and the longest (each wait doubles). */
  retry: { attempts: number; baseSeconds: number; maxSeconds: number };
  // Methods, not function properties: a kind with its own payload type fits in the list of all kinds.
  change?(tx: Prisma.TransactionClient, payload: P, context: JobContext): Promise<void>;
  effects?(payload: P, context: JobContext): Promise<void>;
  everyMs?: number;
};

export type JobKinds = Record<string, JobKind<unknown>>;

const HOUR_MS = 60 * 60 * 1000;

export const JOB_KINDS = {
  /**
   * Erases leads past LEAD_RETENTION_DAYS, newsletter sign-ups never confirmed or unsubscribed 30 days ago, and clears the audit log's IP addresses and browsers after 12 months,
   * every 6 hours. Both are idempotent (a second run finds nothing) and each records what it did.
   */
  retention: {
    payload: z.object({}),
    retry: { attempts: 5, baseSeconds: 5 * 60, maxSeconds: HOUR_MS / 1000 },
    everyMs: 6 * HOUR_MS,
    async effects(_payload, { db, settings }) {
      const { erased } = await eraseExpiredLeads(db, { days: settings.leadRetentionDays });
      if (erased > 0) console.log(`[jobs] retention erased ${erased} lead(s) older than ${settings.leadRetentionDays} days`);
      const subscribers = await eraseExpiredSubscribers(db, { secret: appSecret });
      if (subscribers.unconfirmed + subscribers.unsubscribed > 0) {
        console.log(`[jobs] retention erased ${subscribers.unconfirmed} unconfirmed and ${subscribers.unsubscribed} unsubscribed address(es) after 30 days`);
      }
      const requests = await deleteExpiredDataRequests(db);
      if (requests > 0) console.log(`[jobs] retention deleted ${requests} expired request(s) for data that asked for no erasure`);
      await deleteOldCspReports(db);
      const cleared = await clearOldClientData(db);
      const versions = await deleteExpiredVersions(db);
      if (versions > 0) console.log(`[jobs] retention deleted ${versions} version(s) of items deleted over two years ago`);
      if (cleared > 0) console.log(`[jobs] retention cleared the IP address and browser of ${cleared} audit entr(ies) older than 12 months`);
    },
  },
  /**
   * Mails editors and administrators, once each, when a certificate or declaration is 60 and then 14 days from its
   * last valid day (lib/admin/documents/expiry-notices.ts), every day. The notices are claimed in the job's
   * transaction with their mails: a run again, or on another server, sends none twice.
   */
  'conformity-expiry': {
    payload: z.object({}),
    retry: { attempts: 5, baseSeconds: 5 * 60, maxSeconds: HOUR_MS / 1000 },
    everyMs: 24 * HOUR_MS,
    async change(tx) {
      const notified = await queueExpiryNotices(tx);
      if (notified > 0) console.log(`[jobs] conformity-expiry: ${notified} document(s) about to expire, staff mailed`);
    },
    async effects() {
      wakeSender();
    },
  },
  /**
   * Announces the queued public URLs to IndexNow (lib/indexnow/queue.ts): queued a minute after the last batch
   * when a change queues URLs; a 429, a 5xx or no answer is tried again, the wait doubling up to an hour.
   */
  indexnow: {
    payload: z.object({}),
    retry: { attempts: 12, baseSeconds: 60, maxSeconds: HOUR_MS / 1000 },
    async effects(_payload, { db, settings }) {
      if (!settings.indexNow) return;
      const { submitted } = await submitQueued(db, settings.indexNow);
      if (submitted > 0) console.log(`[jobs] indexnow announced ${submitted} URL(s)`);
    },
  },
  /** A lead task's reminder at its due time (lib/admin/leads/tasks.ts), mailed to its owner once. */
  'lead-task': {
    payload: z.object({ taskId: z.string().min(1) }),
    retry: { attempts: 5, baseSeconds: 60, maxSeconds: HOUR_MS / 1000 },
    async change(tx, { taskId }) {
      await remindTask(tx, taskId);
    },
    async effects() {
      wakeSender();
    },
  },
  /**
   * A lead's delivery to one CRM (lib/crm/delivery.ts): at least once, the wait doubling from 30 s to an hour, or
   * what the CRM asks (Retry-After); every attempt looks the lead up first. Bad credentials fail at once.
   */
  'crm-delivery': {
    payload: z.object({ leadId: z.string().min(1), target: z.string().min(1) }),
    retry: { attempts: 10, baseSeconds: 30, maxSeconds: HOUR_MS / 1000 },
    async effects({ leadId, target }, { db, settings }) {
      const configured = settings.crmTargets?.find((candidate) => candidate.name === target);
      if (!configured) throw new CrmRefused(`the ${target} target is not configured on this server`);
      const delivery = await deliverLead(db, configured, leadId);
      if (delivery === 'found') console.log(`[jobs] crm ${target}: lead ${leadId} was there already (found by its number)`);
    },
  },
  /** A status coming back from Bitrix24 (lib/crm/status.ts): read with crm.lead.get, mapped, put on the lead. */
  'crm-status': {
    payload: z.object({ target: z.literal('bitrix24'), externalId: z.string().regex(/^\d{1,12}$/) }),
    retry: { attempts: 6, baseSeconds: 30, maxSeconds: HOUR_MS / 1000 },
    async effects({ target, externalId }, { db, settings }) {
      const configured = settings.crmTargets?.find((candidate) => candidate.name === target);
      if (!configured) throw new CrmRefused(`the ${target} target is not configured on this server`);
      await syncStatus(db, configured, externalId);
    },
  },
  /**
   * A publish or unpublish an editor set for a time (lib/admin/content/schedule.ts): made in the job's transaction,
   * which also queues the refresh of the pages (`content-settle`); a refusal (a language emptied since) fails at once.
   */
  'content-schedule': {
    payload: schedulePayload,
    retry: { attempts: 5, baseSeconds: 30, maxSeconds: 10 * 60 },
    async change(tx, payload: SchedulePayload) {
      await makeScheduledChange(tx, payload);
    },
    async effects() {
      // The refresh it queued runs in this runner's next pass, at once.
      wakeJobRunner();
    },
  },
  /** The pages and sitemaps a scheduled change made stale, refreshed through this server (lib/admin/content/schedule.ts). */
  'content-settle': {
    payload: settlePayload,
    retry: { attempts: 10, baseSeconds: 15, maxSeconds: 30 * 60 },
    async effects(payload: SettlePayload) {
      await settleThroughServer(payload);
    },
  },
} satisfies JobKinds;

export type JobKindName = keyof typeof JOB_KINDS;


import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { recordAudit, type Actor, type AuditEvent } from '@/lib/admin/audit';
import { categoryType } from '@/lib/admin/catalogue/categories';
import { productType } from '@/lib/admin/catalogue/products';
import { documentType } from '@/lib/admin/documents/service';
import { projectType } from '@/lib/admin/projects/service';
import { Refusal, refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { can, isRole, type Area } from '@/lib/admin/roles';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { readBodyWithin } from '@/lib/http/body';
import { enqueueJob, wakeJobRunner } from '@/lib/jobs/queue';
import { appSecret } from '@/lib/secrets';
import { incompleteLanguages, type ContentEntity } from './completeness';
import { publishIn, unpublishIn, type ContentRefusal, type ContentType, type Settled } from './engine';
import { SCHEDULE_ACTIONS, SCHEDULE_JOB, scheduleKey, type ScheduleAction } from './schedule-jobs';
import { readDraft } from './versions';

// Scheduled publishing (issue 34, item 3; docs/decisions/0097-scheduled-publishing.md). An editor sets "publish at"
// or "unpublish at" on an item (for a published one with a draft, "publish changes at"), read in their own time
// zone; a job of the kit's runner (lib/jobs) makes the change at that time, as that editor, through the same
// engine as the button: the checks, the version, the audit entry. The job's state change runs in the transaction
// that marks it made, so it commits once even with two servers on PostgreSQL; in that transaction it queues a
// second job that refreshes the pages and sitemaps as the button does. That refresh needs Next's request
// context (revalidatePath works only inside a request), so the second job asks this server for it over HTTP, signed
// with a key derived from the application's secret (/api/internal/content-settle).

type AnyRow = { id: string; version: number; updatedAt: Date };
// Each entity's type, for what names an item by entity and id (the scheduled jobs, the spreadsheet import; their rows
// differ: `any` is the registry's).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const CONTENT_TYPES: Record<ContentEntity, ContentType<any>> = { product: productType, category: categoryType, project: projectType, document: documentType };

const ENTITIES = ['product', 'category', 'project', 'document'] as const satisfies readonly ContentEntity[];
/** The back-office area whose editors may change each entity. */
const AREA_OF: Record<ContentEntity, Area> = { product: 'catalogue', category: 'catalogue', project: 'projects', document: 'documents' };

export const schedulePayload = z.object({
  entity: z.enum(ENTITIES),
  id: z.string().min(1),
  action: z.enum(SCHEDULE_ACTIONS),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
});
export type SchedulePayload = z.infer<typeof schedulePayload>;

/** The job that refreshes the pages after a scheduled change (lib/jobs/kinds.ts). */
export const SETTLE_JOB = 'content-settle';
/** What the engine's `settle` reads, as JSON: the item's row (its slug, its category) and its snapshots either side. */
export const settlePayload = z.object({ entity: z.enum(ENTITIES), settled: z.record(z.string(), z.unknown()) });
export type SettlePayload = z.infer<typeof settlePayload>;

/** How far back a "publish at" may lie (the editor was slow: it is made at once); further back is a typing slip. */
export const SCHEDULE_PAST_MS = 24 * 60 * 60 * 1000;
/** How far ahead: two years (a year typed wrong is refused rather than kept waiting for a decade). */
export const SCHEDULE_AHEAD_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** The engine's refusals, and a time outside SCHEDULE_PAST_MS … SCHEDULE_AHEAD_MS. */
export type ScheduleRefusal = ContentRefusal | 'SCHEDULE_TIME';
export type ScheduleResult = { ok: true; id: string } | Refused<ScheduleRefusal>;
const refusal: Refusals<ScheduleRefusal> = refusals();

/** A scheduled change as the item's publishing panel shows it. */
export type ItemSchedule = { action: ScheduleAction; at: Date; status: 'pending' | 'running' | 'failed'; by: string; failure: ScheduleFailure | null };
/** Why a scheduled change could not be made: a language lacked a text, or the item could not be published as it was. */
export type ScheduleFailure = 'INCOMPLETE' | 'INVALID' | 'FORBIDDEN' | 'ERROR';

/** Refused when its time came: tried again it would be refused again, so it waits for the editor. */
class ScheduleRefused extends Error {
  readonly final = true;
  constructor(readonly code: Exclude<ScheduleFailure, 'ERROR'>) {
    super(code);
  }
}

const event = (entity: ContentEntity, verb: 'schedule' | 'schedule.cancel') => `${entity}.${verb}` as AuditEvent;

/** The item's scheduled changes, waiting, running or failed (done and cancelled ones are in the audit log). */
export async function readSchedules(entity: ContentEntity, id: string): Promise<ItemSchedule[]> {
  const jobs = await db.job.findMany({
    where: { dedupeKey: { in: SCHEDULE_ACTIONS.map((action) => scheduleKey(entity, id, action)) }, status: { in: ['pending', 'running', 'failed'] } },
    orderBy: { runAt: 'asc' },
  });
  return jobs.flatMap((job) => {
    const payload = schedulePayload.safeParse(job.payload);
    if (!payload.success) return [];
    const code = job.lastError?.split(' ')[0];
    const failure: ScheduleFailure | null = job.status !== 'failed' ? null : code === 'INCOMPLETE' || code === 'INVALID' || code === 'FORBIDDEN' ? code : 'ERROR';
    return [{ action: payload.data.action, at: job.runAt, status: job.status as ItemSchedule['status'], by: payload.data.actorEmail, failure }];
  });
}

/**
 * Sets (or moves) a scheduled publish or unpublish. Refused as the button would be at this moment: CONFLICT when
 * the item changed since the editor's page was read, INVALID when there is nothing to publish (a published item
 * without a draft) or to unpublish, INCOMPLETE while a language lacks a text. A failed schedule is replaced.
 */
export function scheduleItem<R extends AnyRow>(type: ContentType<R>, actor: Actor, id: string, version: number, action: ScheduleAction, at: Date): Promise<ScheduleResult> {
  return scheduling(async (tx) => {
    const row = (await type.load(tx, id)) ?? refusal.refuse('NOT_FOUND');
    if (row.version !== version) refusal.refuse('CONFLICT');
    const published = type.published(row);
    if (action === 'publish') {
      const draft = await readDraft(tx, { entity: type.entity, entityId: id });
      if (published && !draft) refusal.refuse('INVALID');
      if (incompleteLanguages(type.entity, (draft ?? type.snapshot(row)).texts).length > 0) refusal.refuse('INCOMPLETE');
    } else if (!published || !type.canUnpublish) refusal.refuse('INVALID');
    const distance = at.getTime() - clock.nowMs();
    if (distance < -SCHEDULE_PAST_MS || distance > SCHEDULE_AHEAD_MS) refusal.refuse('SCHEDULE_TIME');
    const key = scheduleKey(type.entity, id, action);
    const existing = await tx.job.findUnique({ where: { dedupeKey: key }, select: { id: true, status: true } });
    // Being made right now: the editor sees its outcome on the next page.
    if (existing?.status === 'running') refusal.refuse('CONFLICT');
    if (existing) await tx.job.update({ where: { id: existing.id }, data: { status: 'cancelled', finishedAt: clock.now(), dedupeKey: null } });
    const payload: SchedulePayload = { entity: type.entity, id, action, actorId: actor.id, actorEmail: actor.email };
    await enqueueJob(tx, { kind: SCHEDULE_JOB, payload, runAt: at, dedupeKey: key });
    await recordAudit(tx, actor, event(type.entity, 'schedule'), { entityId: id, meta: { action, at: at.toISOString() } } as never);
  }, id);
}

/** Cancels an item's scheduled publish or unpublish (waiting or failed); NOT_FOUND when there is none any more. */
export function cancelSchedule<R extends AnyRow>(type: ContentType<R>, actor: Actor, id: string, action: ScheduleAction): Promise<ScheduleResult> {
  return scheduling(async (tx) => {
    const job = await tx.job.findUnique({ where: { dedupeKey: scheduleKey(type.entity, id, action) }, select: { id: true, status: true, runAt: true } });
    if (!job || job.status === 'running') refusal.refuse(job ? 'CONFLICT' : 'NOT_FOUND');
    const changed = await tx.job.updateMany({ where: { id: job.id, status: { in: ['pending', 'failed'] } }, data: { status: 'cancelled', finishedAt: clock.now(), dedupeKey: null } });
    if (changed.count !== 1) refusal.refuse('CONFLICT');
    await recordAudit(tx, actor, event(type.entity, 'schedule.cancel'), { entityId: id, meta: { action, at: job.runAt.toISOString() } } as never);
  }, id);
}

async function scheduling(work: (tx: Prisma.TransactionClient) => Promise<void>, id: string): Promise<ScheduleResult> {
  const result = await refusal.refusable(async () => {
    await db.$transaction(work);
    return { ok: true as const, id };
  });
  if (result.ok) wakeJobRunner();
  return result;
}

/**
 * The scheduled change, in the job's transaction (lib/jobs/kinds.ts). Nothing is left to do when the item is gone,
 * its draft was published or thrown away, or it was unpublished by hand: the job ends. A refusal (a language
 * emptied since, a slug taken since) fails the job for good: the editor sees why on the item's panel.
 */
export async function makeScheduledChange(tx: Prisma.TransactionClient, payload: SchedulePayload) {
  const type = CONTENT_TYPES[payload.entity];
  const row = await type.load(tx, payload.id);
  if (!row) return;
  const published = type.published(row);
  // Nothing left to do (the draft published or thrown away, the item unpublished by hand): the job ends quietly.
  if (payload.action === 'publish' ? published && !(await readDraft(tx, { entity: payload.entity, entityId: payload.id })) : !published) return;
  // Made as the editor who set it: only while that account may still make it (not disabled, deleted, or moved to
  // a role without the area).
  const account = payload.actorId ? await tx.user.findUnique({ where: { id: payload.actorId }, select: { role: true, banned: true } }) : null;
  if (!account || account.banned || !can(isRole(account.role) ? account.role : null, AREA_OF[payload.entity])) throw new ScheduleRefused('FORBIDDEN');
  const actor: Actor = { id: payload.actorId, email: payload.actorEmail };
  let settled: Settled<AnyRow>;
  try {
    settled = payload.action === 'publish' ? await publishIn(tx, type, actor, payload.id, { scheduled: true }) : await unpublishIn(tx, type, actor, payload.id, { scheduled: true });
  } catch (error) {
    // A conflict (an editor saving at this very moment on PostgreSQL) is worth another try; the rest is not.
    if (error instanceof Refusal && error.code !== 'CONFLICT') throw new ScheduleRefused(error.code === 'INCOMPLETE' ? 'INCOMPLETE' : 'INVALID');
    throw error;
  }
  const json = JSON.parse(JSON.stringify(settled)) as Prisma.InputJsonValue;
  await enqueueJob(tx, { kind: SETTLE_JOB, payload: { entity: payload.entity, settled: json } });
}

/** How long a signed refresh request stays good: a copy of one replayed later is refused. */
const SETTLE_REQUEST_TTL_MS = 5 * 60_000;
/** A refresh request's largest body: an item's row and snapshots, well under it. */
const SETTLE_BODY_LIMIT = 1024 * 1024;
/** The request's signature: the body and the time it was sent, under a key derived from the application's secret. */
const settleSignature = async (sentAt: string, body: string) => createHmac('sha256', await appSecret()).update(`aeris: content-settle\n${sentAt}\n${body}`).digest('base64url');

/**
 * Asks this server to refresh what a scheduled change made stale. The job runner runs outside any request, where
 * Next cannot revalidate; the server's own handler can. A failure throws: the job is tried again.
 */
export async function settleThroughServer(payload: SettlePayload) {
  const body = JSON.stringify(payload);
  const sentAt = String(clock.now().getTime());
  const response = await fetch(`${env.AERIS_SELF_ORIGIN}/api/internal/content-settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sentAt}.${await settleSignature(sentAt, body)}` },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`the server answered ${response.status} when asked to refresh the pages of ${payload.entity} ${String(payload.settled.row && (payload.settled.row as { id?: string }).id)}`);
}

/** The body of a request settleThroughServer signed in the last five minutes (unchanged), or null for any other. */
export async function signedSettleBody(request: Request): Promise<unknown> {
  const [, sentAt = '', signature = ''] = /^Bearer (\d+)\.(\S+)$/.exec(request.headers.get('authorization') ?? '') ?? [];
  if (!sentAt || Math.abs(clock.now().getTime() - Number(sentAt)) > SETTLE_REQUEST_TTL_MS) return null;
  // Anyone can send a time: the body is read only up to its limit.
  const bytes = await readBodyWithin(request, SETTLE_BODY_LIMIT);
  if (!bytes) return null;
  const body = bytes.toString('utf8');
  const given = Buffer.from(signature);
  const expected = Buffer.from(await settleSignature(sentAt, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

/** The refresh itself, in the handler's request: the type's own `settle`, as after a click. */
export async function settleContent({ entity, settled }: SettlePayload) {
  await CONTENT_TYPES[entity].settle(settled as unknown as Settled<AnyRow>);
}

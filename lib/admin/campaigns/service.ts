import 'server-only';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { changedFields, recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { now } from '@/lib/clock';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { enqueueMail, outboxRow } from '@/lib/mail/outbox';
import { campaignEmail, unsubscribeParts, type CampaignBody } from '@/lib/newsletter/emails';
import { unsubscribeToken } from '@/lib/newsletter/tokens';
import { renderEmail } from '@/lib/mail/layout';
import { renderMarkdown } from './markdown';
import { contentsOf, type CampaignForm } from './schema';

// A campaign's life: draft (editable, versioned) → sending (queued: one outbox row per subscriber, under the
// unique key [campaignId, subscriberId]) ⇄ paused → done (the sender marks it when nothing is left to send).

export type CampaignError = 'NOT_FOUND' | 'CONFLICT' | 'NOT_DRAFT' | 'NOT_SENDING' | 'NOT_PAUSED' | 'INCOMPLETE';
export type CampaignResult<T = object> = ({ ok: true } & T) | Refused<CampaignError>;

const refusal: Refusals<CampaignError> = refusals();

const localesOf = (value: Prisma.JsonValue): Locale[] => (Array.isArray(value) ? value.filter((item): item is Locale => typeof item === 'string' && isLocale(item)) : []);

/** The campaign's text of one locale, rendered. */
export function campaignBody(content: { subject: string; body: string }): CampaignBody {
  return { subject: content.subject, ...renderMarkdown(content.body) };
}

export async function createCampaign(actor: Actor, form: CampaignForm): Promise<CampaignResult<{ id: string }>> {
  return db.$transaction(async (tx) => {
    const campaign = await tx.campaign.create({
      data: {
        name: form.name,
        locales: form.locales,
        createdById: actor.id,
        contents: { create: contentsOf(form) },
      },
    });
    await recordAudit(tx, actor, 'campaign.create', { entityId: campaign.id, after: { name: form.name, locales: form.locales } });
    return { ok: true as const, id: campaign.id };
  });
}

/** Refuses a guarded update that changed no row, saying why. */
async function refuseUnchanged(tx: Prisma.TransactionClient, id: string, status: 'draft' | 'sending' | 'paused'): Promise<never> {
  const current = await tx.campaign.findUnique({ where: { id }, select: { status: true } });
  if (!current) refusal.refuse('NOT_FOUND');
  if (current.status !== status) refusal.refuse(status === 'draft' ? 'NOT_DRAFT' : status === 'sending' ? 'NOT_SENDING' : 'NOT_PAUSED');
  return refusal.refuse('CONFLICT');
}

/** Saves a draft; `version` is the one the editor loaded (someone else's save in between: CONFLICT). */
export async function updateCampaign(actor: Actor, id: string, version: number, form: CampaignForm): Promise<CampaignResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const before = await tx.campaign.findUnique({ where: { id }, include: { contents: true } });
    if (!before) refusal.refuse('NOT_FOUND');
    const changed = await tx.campaign.updateMany({
      where: { id, version, status: 'draft' },
      data: { name: form.name, locales: form.locales, version: { increment: 1 } },
    });
    if (changed.count !== 1) await refuseUnchanged(tx, id, 'draft');
    for (const content of contentsOf(form)) {
      await tx.campaignContent.upsert({
        where: { campaignId_locale: { campaignId: id, locale: content.locale } },
        create: { campaignId: id, ...content },
        update: { subject: content.subject, body: content.body },
      });
    }
    const flat = (campaign: { name: string; locales: unknown; contents: Array<{ locale: string; subject: string; body: string }> }) => ({
      name: campaign.name,
      locales: campaign.locales,
      ...Object.fromEntries(campaign.contents.flatMap((c) => [[`subject_${c.locale}`, c.subject], [`body_${c.locale}`, c.body]])),
    });
    const diff = changedFields(flat(before), flat({ name: form.name, locales: form.locales, contents: contentsOf(form) }));
    await recordAudit(tx, actor, 'campaign.update', { entityId: id, before: diff.before, after: diff.after });
    return { ok: true as const };
  }));
}

/**
 * Queues the campaign's mail: one outbox row per confirmed subscriber of its locales that has none yet. Run
 * twice (two presses, two editors, a retry after a crash), it adds nothing the first run added: rows that
 * exist are skipped, and the unique key [campaignId, subscriberId] refuses any that slip through.
 */
export async function queueCampaignMessages(tx: Prisma.TransactionClient, campaignId: string, secret: string): Promise<number> {
  const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: campaignId }, include: { contents: true } });
  const locales = localesOf(campaign.locales);
  const bodies = new Map(campaign.contents.filter((c) => locales.includes(c.locale as Locale)).map((c) => [c.locale, campaignBody(c)]));
  const queued = new Set(
    (await tx.outboxMessage.findMany({ where: { campaignId }, select: { subscriberId: true } })).map((row) => row.subscriberId),
  );
  const subscribers = await tx.subscriber.findMany({
    where: { status: 'subscribed', locale: { in: locales }, confirmedAt: { not: null } },
    select: { id: true, email: true, locale: true, confirmedAt: true },
    orderBy: { createdAt: 'asc' },
  });
  const rows: Prisma.OutboxMessageCreateManyInput[] = [];
  for (const subscriber of subscribers) {
    const body = bodies.get(subscriber.locale);
    if (!body || !subscriber.confirmedAt || queued.has(subscriber.id) || !isLocale(subscriber.locale)) continue;
    const token = unsubscribeToken(subscriber.id, subscriber.confirmedAt, secret);
    rows.push(outboxRow(campaignEmail(subscriber.email, subscriber.locale, body, token, { campaignId, subscriberId: subscriber.id })));
  }
  if (rows.length) await tx.outboxMessage.createMany({ data: rows });
  return rows.length;
}

/** Starts sending a draft: it becomes 'sending' and its mail is queued, in one transaction. */
export function sendCampaign(actor: Actor, id: string, version: number, secret: string): Promise<CampaignResult<{ queued: number }>> {
  return refusal.refusable(() => db.$transaction((tx) => startSending(tx, actor, id, version, secret)));
}

/**
 * sendCampaign's transaction, which refuses by throwing (lib/admin/refusal.ts). Of two servers starting the same
 * draft at once, the guarded update lets one through: the other is refused and queues nothing.
 */
export async function startSending(tx: Prisma.TransactionClient, actor: Actor, id: string, version: number, secret: string) {
  const campaign = await tx.campaign.findUnique({ where: { id }, include: { contents: true } });
  if (!campaign) refusal.refuse('NOT_FOUND');
  const locales = localesOf(campaign.locales);
  const complete = locales.length > 0 && locales.every((locale) => campaign.contents.some((c) => c.locale === locale && c.subject.trim() && c.body.trim()));
  if (campaign.status === 'draft' && !complete) refusal.refuse('INCOMPLETE');
  const started = await tx.campaign.updateMany({
    where: { id, version, status: 'draft' },
    data: { status: 'sending', queuedAt: now(), version: { increment: 1 } },
  });
  if (started.count !== 1) await refuseUnchanged(tx, id, 'draft');
  const queued = await queueCampaignMessages(tx, id, secret);
  await recordAudit(tx, actor, 'campaign.send', {
    entityId: id,
    before: { status: 'draft' },
    after: { status: 'sending' },
    meta: { queued, locales },
  });
  return { ok: true as const, queued };
}

async function move(actor: Actor, id: string, from: 'sending' | 'paused', to: 'sending' | 'paused', action: 'campaign.pause' | 'campaign.resume'): Promise<CampaignResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const changed = await tx.campaign.updateMany({ where: { id, status: from }, data: { status: to, version: { increment: 1 } } });
    if (changed.count !== 1) await refuseUnchanged(tx, id, from);
    await recordAudit(tx, actor, action, { entityId: id, before: { status: from }, after: { status: to } });
    return { ok: true as const };
  }));
}

/** Holds a sending campaign's queued mail (the mail already on its way finishes). */
export const pauseCampaign = (actor: Actor, id: string) => move(actor, id, 'sending', 'paused', 'campaign.pause');

export const resumeCampaign = (actor: Actor, id: string) => move(actor, id, 'paused', 'sending', 'campaign.resume');

/**
 * One mail of the campaign's text in `locale` to a staff member, through the outbox (kind 'campaign-test',
 * transactional, outside the campaign's unique key). Its unsubscribe footer shows where the link will be;
 * the one-click headers are left out, since the address is no subscriber.
 */
export async function sendCampaignTest(actor: Actor, id: string, locale: Locale, to: string): Promise<CampaignResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const content = await tx.campaignContent.findUnique({ where: { campaignId_locale: { campaignId: id, locale } } });
    if (!content) refusal.refuse((await tx.campaign.count({ where: { id } })) ? 'INCOMPLETE' : 'NOT_FOUND');
    if (!content.subject.trim() || !content.body.trim()) refusal.refuse('INCOMPLETE');
    const body = campaignBody(content);
    const { footer } = unsubscribeParts(locale, 'test');
    await enqueueMail(tx, {
      kind: 'campaign-test',
      to,
      ...renderEmail({ locale, subject: `[TEST] ${body.subject}`, heading: body.subject, paragraphs: body.paragraphs, bodyHtml: body.html, footer }),
    });
    await recordAudit(tx, actor, 'campaign.test', { entityId: id, meta: { locale } });
    return { ok: true as const };
  }));
}

/** The campaigns of the list, newest first (the 200 newest). */
export function listCampaigns() {
  return db.campaign.findMany({ orderBy: { createdAt: 'desc' }, take: 200, select: { id: true, name: true, status: true, locales: true, createdAt: true, queuedAt: true } });
}

/** One campaign with its texts, for its page. */
export function campaignForEdit(id: string) {
  return db.campaign.findUnique({ where: { id }, include: { contents: true } });
}

/** How many subscribers of these locales a campaign would reach now. */
export function campaignRecipientCount(locales: Locale[]) {
  return db.subscriber.count({ where: { status: 'subscribed', locale: { in: locales } } });
}

export type CampaignProgress = { queued: number; sent: number; failed: number; cancelled: number };

/** Counts of each campaign's outbox rows: queued (pending or being sent), sent, failed, cancelled. */
export async function campaignProgress(ids: string[]): Promise<Map<string, CampaignProgress>> {
  const groups = await db.outboxMessage.groupBy({ by: ['campaignId', 'status'], where: { campaignId: { in: ids } }, _count: { _all: true } });
  const progress = new Map(ids.map((id) => [id, { queued: 0, sent: 0, failed: 0, cancelled: 0 }]));
  for (const group of groups) {
    const entry = group.campaignId ? progress.get(group.campaignId) : undefined;
    if (!entry) continue;
    const key = group.status === 'pending' || group.status === 'sending' ? 'queued' : group.status;
    entry[key] += group._count._all;
  }
  return progress;
}

export { localesOf as campaignLocales };
export const LOCALES = routing.locales;

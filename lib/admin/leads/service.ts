import 'server-only';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { LEAD_WORKER_ROLES } from '@/lib/admin/roles';
import { sameContacts } from '@/lib/leads/duplicates';
import { leadSearchColumn } from '@/lib/leads/number';
import { afterErasure, deleteLeads } from '@/lib/privacy/scrub';
import { leadOrder, leadWhere, type LeadFilter, type LeadReader } from './filters';
import type { LeadStatusValue } from './values';

// Changes staff make to a lead. Each one writes its timeline event and its audit entry in the same
// transaction as the change. Statuses move freely (new → in_progress → won | lost, spam; staff may set any
// status back): every move is on the timeline, so nothing is lost by allowing it.

export type LeadResult = { ok: true } | Refused<'NOT_FOUND' | 'INVALID' | 'CONFLICT'>;

const refusal: Refusals<'NOT_FOUND' | 'INVALID' | 'CONFLICT'> = refusals();
const DONE = { ok: true } as const;

/** Whether a user may be given leads: an active user of a role that works them (lib/admin/roles.ts). */
async function mayWorkLeads(tx: Prisma.TransactionClient, userId: string) {
  return Boolean(await tx.user.findFirst({ where: { id: userId, role: { in: [...LEAD_WORKER_ROLES] }, NOT: { banned: true } }, select: { id: true } }));
}

/**
 * Moves the status from `from` to `to`; answers false when the lead's status is no longer `from` (a concurrent
 * save got there first: the update's condition re-reads the row, on PostgreSQL too).
 */
async function setStatus(tx: Prisma.TransactionClient, actor: Actor, leadId: string, from: LeadStatusValue, to: LeadStatusValue): Promise<boolean> {
  if (from === to) return true;
  const { count } = await tx.lead.updateMany({ where: { id: leadId, status: from }, data: { status: to } });
  if (count !== 1) return false;
  await tx.leadEvent.create({ data: { leadId, userId: actor.id, kind: 'status', from, to } });
  await recordAudit(tx, actor, 'lead.status', { entityId: leadId, before: { status: from }, after: { status: to } });
  return true;
}

/** Gives the lead from `from` to `to` (null: nobody); false when its assignee is no longer `from` (as setStatus). */
async function setAssignee(tx: Prisma.TransactionClient, actor: Actor, leadId: string, from: string | null, to: string | null): Promise<boolean> {
  if (from === to) return true;
  if (to && !(await mayWorkLeads(tx, to))) refusal.refuse('INVALID', { assigneeId: 'assignee' });
  const { count } = await tx.lead.updateMany({ where: { id: leadId, assigneeId: from }, data: { assigneeId: to } });
  if (count !== 1) return false;
  await tx.leadEvent.create({ data: { leadId, userId: actor.id, kind: 'assignee', from, to } });
  await recordAudit(tx, actor, 'lead.assign', { entityId: leadId, before: { assigneeId: from }, after: { assigneeId: to } });
  return true;
}

/**
 * The note's audit entry names the note, not its text: a note may hold the visitor's personal data, and the log
 * must not bring it back once the lead is erased.
 */
async function addNote(tx: Prisma.TransactionClient, actor: Actor, leadId: string, note: string) {
  const event = await tx.leadEvent.create({ data: { leadId, userId: actor.id, kind: 'note', note } });
  await recordAudit(tx, actor, 'lead.note', { entityId: leadId, meta: { eventId: event.id, length: note.length } });
}

/** What the lead card sends: the values it showed (`seen…`) and the ones it sends, and an optional note. */
export type LeadWork = {
  status: LeadStatusValue;
  seenStatus: LeadStatusValue;
  assigneeId: string | null;
  seenAssigneeId: string | null;
  note: string | null;
};

/**
 * The lead card's one save: status, assignee and note in one transaction, each with its timeline event and its
 * audit entry. Only what the staff member changed on the card is written, so a card left open does not undo a
 * colleague's change made meanwhile; a field both changed is refused (CONFLICT) and the card shows the lead as
 * it is now.
 */
export async function workLead(actor: Actor, leadId: string, work: LeadWork): Promise<LeadResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { status: true, assigneeId: true } });
    if (!lead) refusal.refuse('NOT_FOUND');
    const statusChanged = work.status !== work.seenStatus;
    const assigneeChanged = work.assigneeId !== work.seenAssigneeId;
    if ((statusChanged && lead.status !== work.seenStatus) || (assigneeChanged && lead.assigneeId !== work.seenAssigneeId)) refusal.refuse('CONFLICT');
    if (statusChanged && !(await setStatus(tx, actor, leadId, lead.status, work.status))) refusal.refuse('CONFLICT');
    if (assigneeChanged && !(await setAssignee(tx, actor, leadId, lead.assigneeId, work.assigneeId))) refusal.refuse('CONFLICT');
    if (work.note) await addNote(tx, actor, leadId, work.note);
    return DONE;
  }));
}

/** "Take it": the lead is assigned to the staff member who clicks, whoever had it (the timeline says who). */
export async function takeLead(actor: Actor, leadId: string): Promise<LeadResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { assigneeId: true } });
    if (!lead) refusal.refuse('NOT_FOUND');
    if (!(await setAssignee(tx, actor, leadId, lead.assigneeId, actor.id))) refusal.refuse('CONFLICT');
    return DONE;
  }));
}

/** A change to many leads at once (the inbox's ticked rows): a status, or an assignee (null: nobody). */
export type BulkChange = { status: LeadStatusValue } | { assigneeId: string | null };

/** Applies a bulk change to each lead that exists (one transaction; each lead gets its own event). */
export async function changeLeads(actor: Actor, leadIds: readonly string[], change: BulkChange): Promise<{ ok: true; changed: number } | Refused<'INVALID'>> {
  const bulk: Refusals<'INVALID'> = refusals();
  return bulk.refusable(() => db.$transaction(async (tx) => {
    if ('assigneeId' in change && change.assigneeId && !(await mayWorkLeads(tx, change.assigneeId))) bulk.refuse('INVALID', { assigneeId: 'assignee' });
    const leads = await tx.lead.findMany({ where: { id: { in: [...leadIds] } }, select: { id: true, status: true, assigneeId: true } });
    let changed = 0;
    for (const lead of leads) {
      // A lead a colleague changed meanwhile keeps the colleague's value (and is not counted).
      if ('status' in change) {
        if (lead.status === change.status || !(await setStatus(tx, actor, lead.id, lead.status, change.status))) continue;
      } else {
        if (lead.assigneeId === change.assigneeId || !(await setAssignee(tx, actor, lead.id, lead.assigneeId, change.assigneeId))) continue;
      }
      changed += 1;
    }
    return { ok: true as const, changed };
  }));
}

/** What a merge event keeps of the merged lead (its note, as JSON): when it came in and its consent record. */
export type MergedConsent = { createdAt: string; consentAt: string; consentIp: string; consentUserAgent: string; consentTextVersion: string };

/** A lead's fields that a merge fills from the merged lead when the kept one has none. */
const FILLED_BY_MERGE = ['companyName', 'email', 'country', 'region', 'inn', 'productSlug', 'city', 'comment', 'landingPage', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const;

/**
 * Merges a lead into another (the same customer writing twice): its lines, timeline, tasks, mails and dealer move to the
 * kept lead, the kept lead's empty fields take its values, a timeline event and an audit entry name both
 * numbers, and the merged lead is deleted. Refused when the two are one lead or both became dealers.
 */
export async function mergeLeads(actor: Actor, keepId: string, mergedId: string): Promise<LeadResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    if (keepId === mergedId) refusal.refuse('INVALID');
    const [keep, merged] = await Promise.all(
      [keepId, mergedId].map((id) => tx.lead.findUnique({ where: { id }, include: { dealer: { select: { id: true } }, lines: { select: { position: true } } } })),
    );
    if (!keep || !merged) refusal.refuse('NOT_FOUND');
    // Only the same customer's leads (a shared phone, e-mail or INN): a merge is no way to delete any lead.
    if ((await tx.lead.count({ where: { AND: [{ id: mergedId }, sameContacts(keep)] } })) !== 1) refusal.refuse('INVALID', { form: 'notDuplicate' });
    if (keep.dealer && merged.dealer) refusal.refuse('INVALID', { form: 'bothDealers' });
    const offset = Math.max(-1, ...keep.lines.map((line) => line.position)) + 1;
    // Positions are unique per lead: the merged lines go after the kept ones, in their order.
    const lines = await tx.leadLine.findMany({ where: { leadId: mergedId }, orderBy: { position: 'asc' }, select: { id: true } });
    for (const [index, line] of lines.entries()) await tx.leadLine.update({ where: { id: line.id }, data: { leadId: keepId, position: offset + index } });
    await tx.leadEvent.updateMany({ where: { leadId: mergedId }, data: { leadId: keepId } });
    await tx.leadTask.updateMany({ where: { leadId: mergedId }, data: { leadId: keepId } });
    await tx.outboxMessage.updateMany({ where: { leadId: mergedId }, data: { leadId: keepId } });
    // Its consent records too, withdrawals included: a purpose withdrawn there stays withdrawn (the CRM reads them).
    await tx.consentRecord.updateMany({ where: { leadId: mergedId }, data: { leadId: keepId } });
    if (merged.dealer) await tx.dealer.update({ where: { id: merged.dealer.id }, data: { leadId: keepId } });
    const filled = Object.fromEntries(FILLED_BY_MERGE.filter((field) => keep[field] == null && merged[field] != null).map((field) => [field, merged[field]]));
    await tx.lead.delete({ where: { id: mergedId } });
    const kept = await tx.lead.update({ where: { id: keepId }, data: filled });
    await tx.lead.update({ where: { id: keepId }, data: { search: leadSearchColumn(kept) } });
    // The merged lead's own consent record stays on the kept lead's timeline: the proof of what that request agreed to.
    const consent: MergedConsent = { createdAt: merged.createdAt.toISOString(), consentAt: merged.consentAt.toISOString(), consentIp: merged.consentIp, consentUserAgent: merged.consentUserAgent, consentTextVersion: merged.consentTextVersion };
    await tx.leadEvent.create({ data: { leadId: keepId, userId: actor.id, kind: 'merge', from: merged.number, to: keep.number, note: JSON.stringify(consent) } });
    await recordAudit(tx, actor, 'lead.merge', { entityId: keepId, meta: { merged: mergedId, mergedNumber: merged.number, keptNumber: keep.number } });
    return DONE;
  }));
}

/**
 * Erases a lead: the row, its timeline and its mails (LeadEvent and OutboxMessage cascade), the jobs that name it,
 * then its mail files and the WAL's copies. The audit entry keeps the id, the type and when the lead came in,
 * never its personal data.
 */
export async function eraseLead(actor: Actor, leadId: string): Promise<LeadResult> {
  const erased = await refusal.refusable(() => db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { id: true, type: true, createdAt: true } });
    if (!lead) refusal.refuse('NOT_FOUND');
    const { traces } = await deleteLeads(tx, { id: leadId });
    await recordAudit(tx, actor, 'lead.erase', { entityId: lead.id, meta: { type: lead.type, createdAt: lead.createdAt.toISOString() } });
    return { ...DONE, traces };
  }));
  if (!erased.ok) return erased;
  // After the commit: its mail files, and the WAL's older copies of the rows (lib/privacy/scrub.ts).
  await afterErasure(db, erased.traces);
  return DONE;
}

/** The leads an export hands out (every page of the filter), recorded with the filter and the row count. */
export async function exportLeads(actor: Actor, filter: LeadFilter, reader: LeadReader, format: 'csv' | 'xlsx' = 'csv') {
  return db.$transaction(async (tx) => {
    const leads = await tx.lead.findMany({
      where: leadWhere(filter, reader),
      orderBy: leadOrder(filter),
      include: {
        assignee: { select: { email: true } },
        lines: { orderBy: { position: 'asc' } },
        consents: { orderBy: [{ givenAt: 'asc' }, { purpose: 'asc' }] },
        events: { where: { kind: 'note' }, orderBy: { createdAt: 'asc' }, select: { createdAt: true, note: true, user: { select: { email: true } } } },
      },
    });
    // The search text may be a person's name: the log says only that there was one, so an erased lead's data
    // never comes back through an export's entry.
    const { page: _page, q, ...rest } = filter;
    const shown = { ...rest, ...(q ? { search: true } : {}) };
    await recordAudit(tx, actor, 'leads.export', { meta: { filter: shown, format, rows: leads.length } });
    return leads;
  });
}

export type ExportLead = Awaited<ReturnType<typeof exportLeads>>[number];

/** Keeps the inbox's filter as the user's "My filter" (one per user; saving again replaces it). */
export async function saveLeadFilter(userId: string, query: string): Promise<{ ok: true }> {
  await db.user.update({ where: { id: userId }, data: { savedLeadFilter: query } });
  return { ok: true };
}

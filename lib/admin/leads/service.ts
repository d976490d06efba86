import 'server-only';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { db } from '@/lib/db';
import { leadOrder, leadWhere, type LeadFilter } from './filters';
import type { LeadStatusValue } from './values';

// Changes staff make to a lead. Each one writes its timeline event and its audit entry in the same
// transaction as the change. Statuses move freely (new → in_progress → won | lost, spam; staff may set any
// status back): every move is on the timeline, so nothing is lost by allowing it.

export type LeadResult = { ok: true } | Refused<'NOT_FOUND' | 'INVALID'>;

const refusal: Refusals<'NOT_FOUND' | 'INVALID'> = refusals();
const DONE = { ok: true } as const;

export async function changeLeadStatus(actor: Actor, leadId: string, status: LeadStatusValue): Promise<LeadResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { status: true } });
    if (!lead) refusal.refuse('NOT_FOUND');
    if (lead.status === status) return DONE;
    await tx.lead.update({ where: { id: leadId }, data: { status } });
    await tx.leadEvent.create({ data: { leadId, userId: actor.id, kind: 'status', from: lead.status, to: status } });
    await recordAudit(tx, actor, 'lead.status', { entityId: leadId, before: { status: lead.status }, after: { status } });
    return DONE;
  }));
}

/** Assigns the lead to an active sales or admin user, or to nobody (null). */
export async function assignLead(actor: Actor, leadId: string, assigneeId: string | null): Promise<LeadResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { assigneeId: true } });
    if (!lead) refusal.refuse('NOT_FOUND');
    if (assigneeId) {
      const user = await tx.user.findFirst({ where: { id: assigneeId, role: { in: ['sales', 'admin'] }, NOT: { banned: true } }, select: { id: true } });
      if (!user) refusal.refuse('INVALID');
    }
    if (lead.assigneeId === assigneeId) return DONE;
    await tx.lead.update({ where: { id: leadId }, data: { assigneeId } });
    await tx.leadEvent.create({ data: { leadId, userId: actor.id, kind: 'assignee', from: lead.assigneeId, to: assigneeId } });
    await recordAudit(tx, actor, 'lead.assign', { entityId: leadId, before: { assigneeId: lead.assigneeId }, after: { assigneeId } });
    return DONE;
  }));
}

/**
 * Adds a note to the timeline. The audit entry names the note, not its text: a note may hold the visitor's
 * personal data, and the log must not bring it back once the lead is erased.
 */
export async function addLeadNote(actor: Actor, leadId: string, note: string): Promise<LeadResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { id: true } });
    if (!lead) refusal.refuse('NOT_FOUND');
    const event = await tx.leadEvent.create({ data: { leadId, userId: actor.id, kind: 'note', note } });
    await recordAudit(tx, actor, 'lead.note', { entityId: leadId, meta: { eventId: event.id, length: note.length } });
    return DONE;
  }));
}

/**
 * Erases a lead: the row, its timeline and its mails (LeadEvent and OutboxMessage cascade). The audit entry
 * keeps the id, the type and when the lead came in, never its personal data.
 */
export async function eraseLead(actor: Actor, leadId: string): Promise<LeadResult> {
  return refusal.refusable(() => db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { id: true, type: true, createdAt: true } });
    if (!lead) refusal.refuse('NOT_FOUND');
    await tx.lead.delete({ where: { id: leadId } });
    await recordAudit(tx, actor, 'lead.erase', { entityId: lead.id, meta: { type: lead.type, createdAt: lead.createdAt.toISOString() } });
    return DONE;
  }));
}

/** The leads an export hands out (every page of the filter), recorded with the filter and the row count. */
export async function exportLeads(actor: Actor, filter: LeadFilter) {
  return db.$transaction(async (tx) => {
    const leads = await tx.lead.findMany({
      where: leadWhere(filter),
      orderBy: leadOrder(filter),
      include: { assignee: { select: { email: true } }, lines: { orderBy: { position: 'asc' } } },
    });
    // The search text may be a person's name: the log says only that there was one, so an erased lead's data
    // never comes back through an export's entry.
    const { page: _page, q, ...rest } = filter;
    const shown = { ...rest, ...(q ? { search: true } : {}) };
    await recordAudit(tx, actor, 'leads.export', { meta: { filter: shown, rows: leads.length } });
    return leads;
  });
}

export type ExportLead = Awaited<ReturnType<typeof exportLeads>>[number];

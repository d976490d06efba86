import 'server-only';
import type { AdminErrorCode } from '@/lib/admin/action-state';
import { changedFields, recordAudit, type Actor } from '@/lib/admin/audit';
import { db } from '@/lib/db';
import type { Dealer, Prisma } from '@/lib/generated/prisma/client';
import { revalidateDealers } from './revalidate';
import { leadDealerSchema, dealerFieldErrors, type DealerInput } from './schema';

// The back office's changes to dealers. Each writes its audit entry in the change's transaction and then
// revalidates the public list; a save names the version it was read at (optimistic lock: CONFLICT otherwise).

export type DealerResult =
  | { ok: true; id: string; existing?: boolean }
  | { ok: false; code: AdminErrorCode; fieldErrors?: Record<string, string>; reason?: 'notWon' };

const NOT_FOUND = { ok: false, code: 'NOT_FOUND' } as const;

/** What the audit log keeps of a dealer: its own fields, without bookkeeping. */
function snapshot(row: Dealer): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, version: _v, ...fields } = row;
  return fields;
}

const columns = (input: DealerInput) => ({
  name: input.name,
  country: input.country,
  region: input.region,
  city: input.city,
  address: input.address,
  phone: input.phone,
  email: input.email,
  website: input.website,
  sales: input.sales,
  installation: input.installation,
  service: input.service,
  published: input.published,
});

function done(result: DealerResult): DealerResult {
  if (result.ok) revalidateDealers();
  return result;
}

export async function createDealer(actor: Actor, input: DealerInput): Promise<DealerResult> {
  const created = await db.$transaction(async (tx) => {
    const row = await tx.dealer.create({ data: columns(input) });
    await recordAudit(tx, actor, { action: 'dealer.create', entity: 'dealer', entityId: row.id, after: snapshot(row) as Prisma.InputJsonValue });
    return row;
  });
  return done({ ok: true, id: created.id });
}

export async function updateDealer(actor: Actor, input: DealerInput): Promise<DealerResult> {
  const { id, version } = input;
  if (!id || !version) return { ok: false, code: 'INVALID' };
  return done(
    await db.$transaction(async (tx): Promise<DealerResult> => {
      const before = await tx.dealer.findUnique({ where: { id } });
      if (!before) return NOT_FOUND;
      const { count } = await tx.dealer.updateMany({ where: { id, version }, data: { ...columns(input), version: { increment: 1 } } });
      if (count === 0) return { ok: false, code: 'CONFLICT' };
      const after = await tx.dealer.findUniqueOrThrow({ where: { id } });
      const diff = changedFields(snapshot(before), snapshot(after));
      if (diff.changed) await recordAudit(tx, actor, { action: 'dealer.update', entity: 'dealer', entityId: id, before: diff.before, after: diff.after });
      return { ok: true, id };
    }),
  );
}

export async function deleteDealer(actor: Actor, id: string): Promise<DealerResult> {
  return done(
    await db.$transaction(async (tx): Promise<DealerResult> => {
      const before = await tx.dealer.findUnique({ where: { id } });
      if (!before) return NOT_FOUND;
      await tx.dealer.delete({ where: { id } });
      await recordAudit(tx, actor, { action: 'dealer.delete', entity: 'dealer', entityId: id, before: snapshot(before) as Prisma.InputJsonValue });
      return { ok: true, id };
    }),
  );
}

/**
 * Turns an approved (won) partner application into a published dealer: company name, country, region, phone and
 * e-mail from the lead; the city only if the lead has one (the partner form asks for none), else the editor adds
 * it on the dealer's page. One dealer per lead (Dealer.leadId is unique): asked again, it answers the existing one.
 */
export async function createDealerFromLead(actor: Actor, leadId: string): Promise<DealerResult> {
  const existing = await db.dealer.findUnique({ where: { leadId }, select: { id: true } });
  if (existing) return { ok: true, id: existing.id, existing: true };
  const lead = await db.lead.findUnique({ where: { id: leadId } });
  if (!lead) return NOT_FOUND;
  if (lead.type !== 'partner' || lead.status !== 'won') return { ok: false, code: 'INVALID', reason: 'notWon' };
  const parsed = leadDealerSchema.safeParse({
    name: lead.companyName || lead.name,
    country: lead.country ?? '',
    region: lead.region ?? '',
    city: lead.city ?? '',
    address: '',
    phone: lead.phone,
    email: lead.email ?? '',
    website: '',
    sales: true,
    installation: false,
    service: false,
    published: true,
  });
  if (!parsed.success) return { ok: false, code: 'INVALID', fieldErrors: dealerFieldErrors(parsed.error) };
  try {
    const created = await db.$transaction(async (tx) => {
      const row = await tx.dealer.create({ data: { ...columns(parsed.data), leadId } });
      await recordAudit(tx, actor, { action: 'dealer.create', entity: 'dealer', entityId: row.id, after: snapshot(row) as Prisma.InputJsonValue, meta: { fromLead: leadId } });
      return row;
    });
    return done({ ok: true, id: created.id });
  } catch (error) {
    // Two clicks at once: the second insert breaks the unique lead link; answer the dealer the first one made.
    const raced = await db.dealer.findUnique({ where: { leadId }, select: { id: true } });
    if (raced) return { ok: true, id: raced.id, existing: true };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Reads of the back office (dynamic, never cached)

export function listDealersForAdmin() {
  return db.dealer.findMany({ orderBy: [{ country: 'asc' }, { region: 'asc' }, { city: 'asc' }, { name: 'asc' }] });
}

export function getDealerForEdit(id: string) {
  return db.dealer.findUnique({ where: { id }, include: { lead: { select: { id: true, name: true } } } });
}

/** The dealer a partner application was turned into, if any (the lead page links to it). */
export function dealerOfLead(leadId: string) {
  return db.dealer.findUnique({ where: { leadId }, select: { id: true, name: true } });
}

import 'server-only';
import { changedFields, recordAudit, type Actor } from '@/lib/admin/audit';
import { refusals, type EditRefusal, type Refusals, type Refused } from '@/lib/admin/refusal';
import { countryLabel, regionLabel } from '@/lib/admin/leads/format';
import { sortField, sortRows } from '@/lib/admin/search-params';
import { db } from '@/lib/db';
import type { Locale } from '@/i18n/routing';
import { z } from 'zod';
import type { Dealer } from '@/lib/generated/prisma/client';
import { revalidateDealers } from './revalidate';
import { announce } from '@/lib/indexnow/announce';
import { leadDealerSchema, type DealerInput } from './schema';

// The back office's changes to dealers. Each writes its audit entry in the change's transaction and then
// revalidates the public list; a save names the version it was read at (optimistic lock: CONFLICT otherwise).

export type DealerResult<Code extends string = EditRefusal> = { ok: true; id: string; existing?: boolean } | Refused<Code>;
/** NOT_WON: a dealer is made only from a partner application marked won. */
export type FromLeadRefusal = EditRefusal | 'NOT_WON';

const refusal: Refusals<EditRefusal> = refusals();
const fromLead: Refusals<FromLeadRefusal> = refusals();

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

async function done<Code extends string>(result: DealerResult<Code>): Promise<DealerResult<Code>> {
  if (result.ok) {
    revalidateDealers();
    await announce(['/dealers']);
  }
  return result;
}

export async function createDealer(actor: Actor, input: DealerInput): Promise<DealerResult> {
  const created = await db.$transaction(async (tx) => {
    const row = await tx.dealer.create({ data: columns(input) });
    await recordAudit(tx, actor, 'dealer.create', { entityId: row.id, after: snapshot(row) });
    return row;
  });
  return done({ ok: true, id: created.id });
}

export async function updateDealer(actor: Actor, input: DealerInput): Promise<DealerResult> {
  return done(
    await refusal.refusable(() => db.$transaction(async (tx) => {
      const { id, version } = input;
      if (!id || !version) refusal.refuse('INVALID');
      const before = (await tx.dealer.findUnique({ where: { id } })) ?? refusal.refuse('NOT_FOUND');
      const { count } = await tx.dealer.updateMany({ where: { id, version }, data: { ...columns(input), version: { increment: 1 } } });
      if (count === 0) refusal.refuse('CONFLICT');
      const after = await tx.dealer.findUniqueOrThrow({ where: { id } });
      const diff = changedFields(snapshot(before), snapshot(after));
      if (diff.changed) await recordAudit(tx, actor, 'dealer.update', { entityId: id, before: diff.before, after: diff.after });
      return { ok: true as const, id };
    })),
  );
}

export async function deleteDealer(actor: Actor, id: string): Promise<DealerResult> {
  return done(
    await refusal.refusable(() => db.$transaction(async (tx) => {
      const before = (await tx.dealer.findUnique({ where: { id } })) ?? refusal.refuse('NOT_FOUND');
      await tx.dealer.delete({ where: { id } });
      await recordAudit(tx, actor, 'dealer.delete', { entityId: id, before: snapshot(before) });
      return { ok: true as const, id };
    })),
  );
}

/**
 * Turns an approved (won) partner application into a published dealer: company name, country, region, phone and
 * e-mail from the lead; the city only if the lead has one (the partner form asks for none), else the editor adds
 * it on the dealer's page. One dealer per lead (Dealer.leadId is unique): asked again, it answers the existing one.
 */
export function createDealerFromLead(actor: Actor, leadId: string): Promise<DealerResult<FromLeadRefusal>> {
  return fromLead.refusable(() => dealerFromLead(actor, leadId));
}

async function dealerFromLead(actor: Actor, leadId: string): Promise<DealerResult<FromLeadRefusal>> {
  const existing = await db.dealer.findUnique({ where: { leadId }, select: { id: true } });
  if (existing) return { ok: true, id: existing.id, existing: true };
  const lead = await db.lead.findUnique({ where: { id: leadId } });
  if (!lead) fromLead.refuse('NOT_FOUND');
  if (lead.type !== 'partner' || lead.status !== 'won') fromLead.refuse('NOT_WON');
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
  // The application lacks what a dealer needs (its phone no longer reads, say): the lead's page says so.
  if (!parsed.success) fromLead.refuse('INVALID');
  try {
    const created = await db.$transaction(async (tx) => {
      const row = await tx.dealer.create({ data: { ...columns(parsed.data), leadId } });
      await recordAudit(tx, actor, 'dealer.create', { entityId: row.id, after: snapshot(row), meta: { fromLead: leadId } });
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

/** The list's URL state: its order, by place (country, region, city in the reader's language) or by name. */
export const dealerListSchema = z.object({ sort: sortField(['place', 'name'], 'place') });

/** Every dealer, published or not, with its country and region named in `locale`, in the list's order. */
export async function listDealersForAdmin(locale: Locale, sort: z.output<typeof dealerListSchema>['sort']) {
  const rows = await db.dealer.findMany({ orderBy: { name: 'asc' } });
  const named = rows.map((row) => ({ ...row, countryName: countryLabel(row.country, locale), regionName: regionLabel(row.region, locale) }));
  return sortRows(named, sort, { place: (row) => [row.countryName, row.regionName, row.city, row.name], name: (row) => [row.name, row.countryName] }, locale);
}

export function getDealerForEdit(id: string) {
  return db.dealer.findUnique({ where: { id }, include: { lead: { select: { id: true, name: true } } } });
}

/** The dealer a partner application was turned into, if any (the lead page links to it). */
export function dealerOfLead(leadId: string) {
  return db.dealer.findUnique({ where: { leadId }, select: { id: true, name: true } });
}

import 'server-only';
import { db } from '@/lib/db';
import { PAGE_SIZE } from '@/lib/admin/limits';
import { LEAD_WORKER_ROLES } from '@/lib/admin/roles';
import { earlierCounts, earlierWhere } from '@/lib/leads/duplicates';
import { leadOrder, leadWhere, type LeadFilter, type LeadReader } from './filters';

// What the inbox and the lead page read. Staff screens are dynamic: nothing here is cached.

const listSelect = {
  id: true,
  number: true,
  type: true,
  status: true,
  name: true,
  companyName: true,
  email: true,
  phone: true,
  country: true,
  inn: true,
  productSlug: true,
  createdAt: true,
  assignee: { select: { id: true, name: true, email: true } },
} as const;

/** One page of the inbox in the filter's order (newest first by default), and the number of matching leads. */
export async function listLeads(filter: LeadFilter, reader: LeadReader) {
  const where = leadWhere(filter, reader);
  const [rows, total] = await db.$transaction([
    db.lead.findMany({ where, select: listSelect, orderBy: leadOrder(filter), skip: (filter.page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
    db.lead.count({ where }),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export type LeadListRow = Awaited<ReturnType<typeof listLeads>>['rows'][number];

/** For each row of a page, how many earlier leads share its phone, e-mail or INN (lib/leads/duplicates.ts). */
export function pageDuplicates(rows: readonly LeadListRow[]) {
  return earlierCounts(db, rows);
}

/** The leads that came in before this one with its phone, e-mail or INN, newest first (the card's list). */
export function earlierLeads(lead: { id: string; number: string; phone: string; email: string | null; inn: string | null; createdAt: Date }) {
  return db.lead.findMany({
    where: earlierWhere(lead),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 50,
    select: { id: true, number: true, name: true, companyName: true, status: true, type: true, createdAt: true },
  });
}

/** A lead with its timeline, oldest event first. */
export function getLead(id: string) {
  return db.lead.findUnique({
    where: { id },
    include: {
      assignee: { select: { id: true, name: true, email: true } },
      lines: { orderBy: { position: 'asc' } },
      crm: { orderBy: { deliveredAt: 'asc' } },
      consents: { orderBy: [{ givenAt: 'asc' }, { purpose: 'asc' }] },
      events: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { user: { select: { name: true, email: true } } } },
    },
  });
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>;

/** Whom a lead may be assigned to: active users of a role that works leads (lib/admin/roles.ts). */
export function listAssignees() {
  return db.user.findMany({
    where: { role: { in: [...LEAD_WORKER_ROLES] }, NOT: { banned: true } },
    select: { id: true, name: true, email: true },
    orderBy: [{ name: 'asc' }, { email: 'asc' }],
  });
}

/** The countries leads came from (the filter offers only these). */
export async function leadCountries(): Promise<string[]> {
  const groups = await db.lead.groupBy({ by: ['country'], where: { country: { not: null } } });
  return groups.flatMap((group) => (group.country ? [group.country] : []));
}

/** The names of the users a lead's assignment and task events mention (some may no longer be assignable). */
export async function eventPeople(lead: LeadDetail): Promise<Array<{ id: string; name: string; email: string }>> {
  // Assignments name the users before and after; a task names its owner in `from`.
  const named = lead.events.flatMap((event) => (event.kind === 'assignee' ? [event.from, event.to] : event.kind === 'task' ? [event.from] : []));
  const ids = [...new Set(named.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return [];
  return db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } });
}

/**
 * The names of the products a lead names (its requested product and its lines) in the staff member's language,
 * by slug; a product that is gone or has no text in that language is missing (the lead keeps its own copy).
 */
export async function productNames(slugs: readonly string[], locale: string): Promise<Map<string, string>> {
  if (!slugs.length) return new Map();
  const rows = await db.productTranslation.findMany({
    where: { locale, name: { not: '' }, product: { slug: { in: [...new Set(slugs)] } } },
    select: { name: true, product: { select: { slug: true } } },
  });
  return new Map(rows.map((row) => [row.product.slug, row.name]));
}

/** The inbox filter the user saved as "My filter" ("?status=new&…"), or null. */
export async function savedLeadFilter(userId: string): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { savedLeadFilter: true } }))?.savedLeadFilter ?? null;
}

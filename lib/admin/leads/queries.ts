import 'server-only';
import { db } from '@/lib/db';
import { PAGE_SIZE } from '@/lib/admin/limits';
import { leadOrder, leadWhere, type LeadFilter } from './filters';

// What the inbox and the lead page read. Staff screens are dynamic: nothing here is cached.

const listSelect = {
  id: true,
  type: true,
  status: true,
  name: true,
  companyName: true,
  email: true,
  phone: true,
  country: true,
  productSlug: true,
  createdAt: true,
  assignee: { select: { id: true, name: true, email: true } },
} as const;

/** One page of the inbox in the filter's order (newest first by default), and the number of matching leads. */
export async function listLeads(filter: LeadFilter) {
  const where = leadWhere(filter);
  const [rows, total] = await db.$transaction([
    db.lead.findMany({ where, select: listSelect, orderBy: leadOrder(filter), skip: (filter.page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
    db.lead.count({ where }),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export type LeadListRow = Awaited<ReturnType<typeof listLeads>>['rows'][number];

/** A lead with its timeline, oldest event first. */
export function getLead(id: string) {
  return db.lead.findUnique({
    where: { id },
    include: {
      assignee: { select: { id: true, name: true, email: true } },
      lines: { orderBy: { position: 'asc' } },
      events: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { user: { select: { name: true, email: true } } } },
    },
  });
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>;

/** Whom a lead may be assigned to: active users with the sales or admin role. */
export function listAssignees() {
  return db.user.findMany({
    where: { role: { in: ['sales', 'admin'] }, NOT: { banned: true } },
    select: { id: true, name: true, email: true },
    orderBy: [{ name: 'asc' }, { email: 'asc' }],
  });
}

/** The countries leads came from (the filter offers only these). */
export async function leadCountries(): Promise<string[]> {
  const groups = await db.lead.groupBy({ by: ['country'], where: { country: { not: null } } });
  return groups.flatMap((group) => (group.country ? [group.country] : []));
}

/** The names of the users a lead's assignment events mention (some may no longer be assignable). */
export async function eventPeople(lead: LeadDetail): Promise<Array<{ id: string; name: string; email: string }>> {
  const ids = [...new Set(lead.events.filter((event) => event.kind === 'assignee').flatMap((event) => [event.from, event.to]).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return [];
  return db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } });
}

import { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import { searchWhere } from '@/lib/search-key';
import { nextDay, startOfDay } from '../time-zone';
import { readSearchParams, sortField, sortOrder, type SearchParams } from '../search-params';
import { LEAD_STATUSES, LEAD_TYPES, UNASSIGNED } from './values';

// The inbox's state lives in the URL (a GET form): this one parser reads it for the list and for the export,
// so the CSV always holds exactly the rows the screen shows. A value that does not parse is ignored, never an
// error: an old or hand-edited link still opens the inbox.


const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

const filterSchema = z.object({
  type: optional(z.enum(LEAD_TYPES)),
  status: optional(z.enum(LEAD_STATUSES)),
  assignee: optional(z.string().min(1).max(64)),
  country: optional(z.string().regex(/^[A-Z]{2}$/)),
  from: optional(day),
  to: optional(day),
  q: optional(z.string().trim().min(1).max(100)),
  /** "1": spam is listed too (with no status filter); otherwise spam shows only when its status is chosen. */
  spam: optional(z.literal('1')),
  /** "overdue": the leads with a task of mine past its due time and not done. */
  tasks: optional(z.literal('overdue')),
  sort: sortField(['received', 'name'], '-received'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type LeadFilter = z.infer<typeof filterSchema>;

/** The filter from a page's searchParams or a request's URL (lib/admin/search-params.ts). */
export const parseLeadFilter = (params: SearchParams): LeadFilter => readSearchParams(filterSchema, params);

/** Whose inbox it is: days are read in their zone, "mine" and "my tasks" are theirs. */
export type LeadReader = { timeZone: string; userId: string; now: Date };

/** The Prisma `where` of a filter. Dates are whole days in the staff member's zone, `to` included. */
export function leadWhere(filter: LeadFilter, { timeZone, userId, now }: LeadReader): Prisma.LeadWhereInput {
  const and: Prisma.LeadWhereInput[] = [];
  if (filter.type) and.push({ type: filter.type });
  if (filter.status) and.push({ status: filter.status });
  else if (!filter.spam) and.push({ status: { not: 'spam' } });
  if (filter.assignee) and.push({ assigneeId: filter.assignee === UNASSIGNED ? null : filter.assignee });
  if (filter.country) and.push({ country: filter.country });
  if (filter.from) and.push({ createdAt: { gte: startOfDay(filter.from, timeZone) } });
  if (filter.to) and.push({ createdAt: { lt: startOfDay(nextDay(filter.to), timeZone) } });
  if (filter.tasks === 'overdue') and.push({ tasks: { some: { ownerId: userId, doneAt: null, dueAt: { lt: now } } } });
  const search = searchWhere(filter.q);
  if (search) and.push(search);
  return { AND: and };
}

/** The Prisma `orderBy` of a filter's sort: received (the default, newest first) or name; the id breaks ties. */
export function leadOrder(filter: LeadFilter): Prisma.LeadOrderByWithRelationInput[] {
  const { key, dir } = sortOrder(filter.sort);
  return [key === 'name' ? { name: dir } : { createdAt: dir }, { id: dir }];
}

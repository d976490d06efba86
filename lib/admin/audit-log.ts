import 'server-only';
import { sortField, sortOrder } from '@/lib/admin/search-params';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { z } from 'zod';

// The audit screen's reading of the log (lib/admin/audit.ts writes it).

const optional = (schema: z.ZodString) => schema.optional().catch(undefined);

/** The audit screen's filters and page in its URL (lib/admin/search-params.ts). */
export const auditFilterSchema = z.object({
  actor: optional(z.string().trim().max(254)),
  entity: optional(z.string().max(60)),
  action: optional(z.string().trim().max(100)),
  from: optional(z.string().max(10)),
  to: optional(z.string().max(10)),
  sort: sortField(['when'], '-when'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type AuditFilters = z.output<typeof auditFilterSchema>;

const day = (value: string | undefined, end = false) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}Z`) : undefined);

function auditWhere(filters: AuditFilters): Prisma.AuditLogWhereInput {
  const from = day(filters.from);
  const to = day(filters.to, true);
  return {
    ...(filters.actor ? { actorEmail: { contains: filters.actor.trim().toLowerCase() } } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.action ? { action: { startsWith: filters.action.trim() } } : {}),
    ...(from || to ? { at: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } } : {}),
  };
}

/** One page of the log, newest first unless the list says otherwise, with the filter's total and every entity the log names (the filter's list). */
export async function auditLogPage(filters: AuditFilters, pageSize: number) {
  const { page } = filters;
  const where = auditWhere(filters);
  const { dir } = sortOrder(filters.sort);
  const [entries, total, entities] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: [{ at: dir }, { id: dir }], take: pageSize, skip: (page - 1) * pageSize }),
    db.auditLog.count({ where }),
    db.auditLog.findMany({ distinct: ['entity'], select: { entity: true }, orderBy: { entity: 'asc' } }),
  ]);
  return { entries, total, entities: entities.map((row) => row.entity) };
}

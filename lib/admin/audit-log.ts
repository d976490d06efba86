import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

// The audit screen's reading of the log (lib/admin/audit.ts writes it).

export type AuditFilters = { actor?: string; entity?: string; action?: string; from?: string; to?: string };

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

/** One page of the log, newest first, with the filter's total and every entity the log names (the filter's list). */
export async function auditLogPage(filters: AuditFilters, page: number, pageSize: number) {
  const where = auditWhere(filters);
  const [entries, total, entities] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: { at: 'desc' }, take: pageSize, skip: (page - 1) * pageSize }),
    db.auditLog.count({ where }),
    db.auditLog.findMany({ distinct: ['entity'], select: { entity: true }, orderBy: { entity: 'asc' } }),
  ]);
  return { entries, total, entities: entities.map((row) => row.entity) };
}

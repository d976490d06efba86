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

/** Where each entity's item is opened in the back office (the audit screen links the item's name there). */
export const ENTITY_PATHS: Partial<Record<string, (id: string) => string>> = {
  product: (id) => `/admin/catalogue/products/${id}`,
  category: (id) => `/admin/catalogue/categories/${id}`,
  project: (id) => `/admin/projects/${id}`,
  document: (id) => `/admin/documents/${id}`,
  dealer: (id) => `/admin/dealers/${id}`,
  lead: (id) => `/admin/leads/${id}`,
  campaign: (id) => `/admin/campaigns/${id}`,
  outboxMessage: (id) => `/admin/outbox/${id}`,
  catalogue: (id) => `/admin/catalogue/import/${id}`,
  specLabel: (key) => `/admin/catalogue/labels/${encodeURIComponent(key)}`,
};

type Named = { entity: string; entityId: string | null };

/**
 * The current names of the items a page of the log is about, by `entity:id`, in the reader's language; an item
 * that no longer exists is absent (the screen says "deleted"). A lead is named by its contact's name only while
 * it exists: an erased lead leaves no name behind.
 */
export async function entityNames(entries: readonly Named[], locale: string): Promise<Map<string, string>> {
  const ids = (entity: string) => [...new Set(entries.filter((e) => e.entity === entity && e.entityId).map((e) => e.entityId!))];
  const byLocale = <T extends { locale: string }>(list: T[]) => list.find((t) => t.locale === locale) ?? list[0];
  const [products, categories, projects, documents, dealers, leads, campaigns, users, labels] = await Promise.all([
    db.product.findMany({ where: { id: { in: ids('product') } }, select: { id: true, modelCode: true, translations: { select: { locale: true, name: true } } } }),
    db.category.findMany({ where: { id: { in: ids('category') } }, select: { id: true, slug: true, translations: { select: { locale: true, name: true } } } }),
    db.project.findMany({ where: { id: { in: ids('project') } }, select: { id: true, slug: true, translations: { select: { locale: true, title: true } } } }),
    db.document.findMany({ where: { id: { in: ids('document') } }, select: { id: true, translations: { select: { locale: true, title: true } } } }),
    db.dealer.findMany({ where: { id: { in: ids('dealer') } }, select: { id: true, name: true } }),
    db.lead.findMany({ where: { id: { in: ids('lead') } }, select: { id: true, name: true } }),
    db.campaign.findMany({ where: { id: { in: ids('campaign') } }, select: { id: true, name: true } }),
    db.user.findMany({ where: { id: { in: ids('user') } }, select: { id: true, name: true, email: true } }),
    db.specLabel.findMany({ where: { key: { in: ids('specLabel') } }, select: { key: true, translations: { select: { locale: true, text: true } } } }),
  ]);
  return new Map<string, string>([
    ...products.map((p) => {
      // The names already carry the model code ("… WS-35R32, 3,5 kW"); one that does not gets it added.
      const name = byLocale(p.translations)?.name || p.modelCode;
      return [`product:${p.id}`, name.includes(p.modelCode) ? name : `${name} (${p.modelCode})`] as const;
    }),
    ...categories.map((c) => [`category:${c.id}`, byLocale(c.translations)?.name || c.slug] as const),
    ...projects.map((p) => [`project:${p.id}`, byLocale(p.translations)?.title || p.slug] as const),
    ...documents.map((d) => [`document:${d.id}`, byLocale(d.translations)?.title ?? d.id] as const),
    ...dealers.map((d) => [`dealer:${d.id}`, d.name] as const),
    ...leads.map((l) => [`lead:${l.id}`, l.name] as const),
    ...campaigns.map((c) => [`campaign:${c.id}`, c.name] as const),
    ...users.map((u) => [`user:${u.id}`, u.name ? `${u.name} <${u.email}>` : u.email] as const),
    ...labels.map((l) => [`specLabel:${l.key}`, byLocale(l.translations)?.text || l.key] as const),
  ]);
}

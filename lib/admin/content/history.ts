import 'server-only';
import type { ContentEntity } from '@/lib/admin/content/completeness';
import type { ContentType } from '@/lib/admin/content/engine';
import type { FieldChange, Snapshot } from '@/lib/admin/content/snapshot';
import { productType } from '@/lib/admin/catalogue/products';
import { categoryType } from '@/lib/admin/catalogue/categories';
import { documentType } from '@/lib/admin/documents/service';
import { projectType } from '@/lib/admin/projects/service';
import type { Area } from '@/lib/admin/roles';
import { db } from '@/lib/db';

// Reading an item's history (lib/admin/content/versions.ts writes it) for the history screens, for every kind of
// public content: who may read it (the area of its editor), where it is edited, how it is read.

type Entry = { area: Extract<Area, 'catalogue' | 'projects' | 'documents'>; editPath: (id: string) => string; type: ContentType<{ id: string; version: number; updatedAt: Date }> };

const as = <R extends { id: string; version: number; updatedAt: Date }>(type: ContentType<R>) => type as unknown as Entry['type'];

export const HISTORY = {
  product: { area: 'catalogue', editPath: (id) => `/admin/catalogue/products/${id}`, type: as(productType) },
  category: { area: 'catalogue', editPath: (id) => `/admin/catalogue/categories/${id}`, type: as(categoryType) },
  project: { area: 'projects', editPath: (id) => `/admin/projects/${id}`, type: as(projectType) },
  document: { area: 'documents', editPath: (id) => `/admin/documents/${id}`, type: as(documentType) },
} as const satisfies Record<ContentEntity, Entry>;

export type HistoryEntity = keyof typeof HISTORY;
export const isHistoryEntity = (value: string): value is HistoryEntity => Object.hasOwn(HISTORY, value);

/** A snapshot's name in a language (a deleted item's last version names it): its name or title, else its code or slug. */
export function snapshotName(data: Snapshot, locale: string): string {
  const texts = data.texts[locale];
  const source = data.texts.it;
  return String(texts?.name || texts?.title || source?.name || source?.title || data.fields.modelCode || data.fields.slug || data.fields.fileKey || '');
}

/** The item's current name and version, or null when it was deleted. */
export async function currentItem(entity: HistoryEntity, id: string, locale: string): Promise<{ name: string; version: number } | null> {
  const { type } = HISTORY[entity];
  const row = await type.load(db, id);
  return row ? { name: snapshotName(type.snapshot(row), locale), version: row.version } : null;
}

export async function versionList(entity: HistoryEntity, id: string) {
  const rows = await db.contentVersion.findMany({ where: { entity, entityId: id }, orderBy: { number: 'desc' } });
  return rows.map((row) => ({ ...row, data: row.data as Snapshot, changes: row.changes as FieldChange[] }));
}

export async function versionOf(entity: HistoryEntity, id: string, number: number) {
  const row = await db.contentVersion.findUnique({ where: { entity_entityId_number: { entity, entityId: id, number } } });
  return row ? { ...row, data: row.data as Snapshot, changes: row.changes as FieldChange[] } : null;
}

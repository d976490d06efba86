import 'server-only';
import type { ContentEntity } from '@/lib/admin/content/completeness';
import type { FieldChange, Snapshot } from '@/lib/admin/content/snapshot';
import { db } from '@/lib/db';

// Reading an item's history (lib/admin/content/versions.ts writes it) for the history screens.

export const HISTORY_ENTITIES = ['product'] as const satisfies readonly ContentEntity[];
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
export const isHistoryEntity = (value: string): value is HistoryEntity => (HISTORY_ENTITIES as readonly string[]).includes(value);

/** Where an item is edited in the back office. */
export const editPath: Record<HistoryEntity, (id: string) => string> = { product: (id) => `/admin/catalogue/products/${id}` };

/** The item's current name and version, or null when it was deleted. */
export async function currentItem(entity: HistoryEntity, id: string, locale: string): Promise<{ name: string; version: number } | null> {
  const row = await db.product.findUnique({ where: { id }, select: { modelCode: true, version: true, translations: { where: { locale }, select: { name: true } } } });
  return row ? { name: row.translations[0]?.name || row.modelCode, version: row.version } : null;
}

/** A snapshot's name in a language (a deleted item's last version names it). */
export const snapshotName = (data: Snapshot, locale: string) => String(data.texts[locale]?.name || data.texts.it?.name || data.fields.modelCode || '');

export async function versionList(entity: HistoryEntity, id: string) {
  const rows = await db.contentVersion.findMany({ where: { entity, entityId: id }, orderBy: { number: 'desc' } });
  return rows.map((row) => ({ ...row, data: row.data as Snapshot, changes: row.changes as FieldChange[] }));
}

export async function versionOf(entity: HistoryEntity, id: string, number: number) {
  const row = await db.contentVersion.findUnique({ where: { entity_entityId_number: { entity, entityId: id, number } } });
  return row ? { ...row, data: row.data as Snapshot, changes: row.changes as FieldChange[] } : null;
}

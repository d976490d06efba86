// The history of public content and its drafts (docs/decisions/0087-drafts-and-history.md). Every saved draft,
// publish, restore and seed change is a version holding the whole item (a Snapshot) and what changed from the
// version before; a published item's unsaved-to-the-public changes live in its one draft. Versions are never
// changed: a restore makes a new draft from an old version and is itself a version.
// No 'server-only': the seed import (prisma/seed.ts) records its changes here too.
import type { Actor } from '@/lib/admin/audit';
import { nowMs } from '@/lib/clock';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import type { ContentEntity } from './completeness';
import { diffSnapshots, type FieldChange, type Snapshot } from './snapshot';

export type VersionKind = 'baseline' | 'create' | 'draft' | 'save' | 'publish' | 'unpublish' | 'discard' | 'restore' | 'seed';

/** How long the versions of a deleted item stay readable (two years). */
export const VERSION_RETENTION_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Prisma.TransactionClient;
type Item = { entity: ContentEntity; entityId: string };

const json = (value: unknown) => value as Prisma.InputJsonValue;

/** The newest version of an item, or null before its history began. */
export function latestVersion(tx: Tx, { entity, entityId }: Item) {
  return tx.contentVersion.findFirst({ where: { entity, entityId }, orderBy: { number: 'desc' } });
}

/**
 * Records `data` as the item's next version, with what changed from the version before. An item older than its
 * history first gets its state before the change (`was`) as version 1 ("baseline"), so the first change reads as
 * a difference like every later one.
 */
export async function recordVersion(
  tx: Tx,
  actor: Actor,
  item: Item,
  version: { kind: VersionKind; data: Snapshot; was?: Snapshot | null; restoredFrom?: number },
): Promise<{ number: number; changes: FieldChange[] }> {
  let previous = await latestVersion(tx, item);
  if (!previous && version.was) {
    previous = await tx.contentVersion.create({
      data: { ...item, number: 1, kind: 'baseline', data: json(version.was), changes: [], actorId: null, actorEmail: 'system' },
    });
  }
  const changes = diffSnapshots(previous ? (previous.data as Snapshot) : null, version.data);
  const number = (previous?.number ?? 0) + 1;
  await tx.contentVersion.create({
    data: {
      ...item,
      number,
      kind: version.kind,
      data: json(version.data),
      changes: json(changes),
      restoredFrom: version.restoredFrom ?? null,
      actorId: actor.id,
      actorEmail: actor.email,
    },
  });
  return { number, changes };
}

/** The item's draft, or null when the public pages show what the editor has. */
export async function readDraft(tx: Tx, { entity, entityId }: Item): Promise<Snapshot | null> {
  const row = await tx.contentDraft.findUnique({ where: { entity_entityId: { entity, entityId } } });
  return row ? (row.data as Snapshot) : null;
}

export async function writeDraft(tx: Tx, { entity, entityId }: Item, data: Snapshot, number: number) {
  await tx.contentDraft.upsert({
    where: { entity_entityId: { entity, entityId } },
    create: { entity, entityId, data: json(data), number },
    update: { data: json(data), number },
  });
}

export async function dropDraft(tx: Tx, { entity, entityId }: Item) {
  await tx.contentDraft.deleteMany({ where: { entity, entityId } });
}

/** A deleted item: its draft goes, its versions stay readable to administrators for VERSION_RETENTION_DAYS. */
export async function markDeleted(tx: Tx, item: Item) {
  await dropDraft(tx, item);
  await tx.contentVersion.updateMany({ where: { ...item, deletedAt: null }, data: { deletedAt: new Date(nowMs()) } });
}

/** Deletes the versions of items deleted more than VERSION_RETENTION_DAYS ago (the retention job). */
export async function deleteExpiredVersions(client: PrismaClient, days = VERSION_RETENTION_DAYS): Promise<number> {
  const { count } = await client.contentVersion.deleteMany({ where: { deletedAt: { lt: new Date(nowMs() - days * DAY_MS) } } });
  return count;
}

/**
 * Whether any draft or version of an entity still refers to a stored file (a picture, a PDF): it stays while one
 * does, since a restore may bring it back. A deleted item's versions are only read, never restored: they keep none.
 */
export async function usedInHistory(client: Tx | PrismaClient, entity: ContentEntity, url: string, { prefix = false } = {}): Promise<boolean> {
  const [drafts, versions] = await Promise.all([
    client.contentDraft.findMany({ where: { entity }, select: { data: true } }),
    client.contentVersion.findMany({ where: { entity, deletedAt: null }, select: { data: true } }),
  ]);
  // A JSON string equal to `url`, or with `prefix` starting with it (any size of a picture).
  const needle = prefix ? JSON.stringify(url).slice(0, -1) : JSON.stringify(url);
  return [...drafts, ...versions].some((row) => JSON.stringify(row.data).includes(needle));
}

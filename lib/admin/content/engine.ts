import 'server-only';
import { recordAudit, type Actor, type AuditEvent, type AuditEvents } from '@/lib/admin/audit';
import { refusals, type EditRefusal, type Refusals, type Refused } from '@/lib/admin/refusal';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { incompleteLanguages, type ContentEntity } from './completeness';
import { auditChanges, diffSnapshots, type Snapshot } from './snapshot';
import { cancelSchedules } from './schedule-jobs';
import { dropDraft, markDeleted, readDraft, recordVersion, writeDraft, type VersionKind } from './versions';

// The one way public content changes in the back office (docs/decisions/0087-drafts-and-history.md): products,
// categories, reference projects and documents each describe themselves once as a ContentType (how to read one,
// its snapshot, how to write a snapshot back, what to refresh after) and every change runs here, in one
// transaction with its version and its audit entry, under the optimistic lock (a change names the version its
// form was read at). An editor changes the item's working copy: the item itself while it is unpublished, its
// draft once it is published, so the public page changes only on "Publish changes". Publishing is refused while
// a language lacks a required text (./completeness.ts).

type Tx = Prisma.TransactionClient;
export type ContentRefusal = EditRefusal | 'INCOMPLETE';
export type ContentResult<T = { id: string }> = ({ ok: true } & T) | Refused<ContentRefusal>;
export const refusal: Refusals<ContentRefusal> = refusals();

type Row = { id: string; version: number; updatedAt: Date };

/** What a change did, for its type's `settle`: the item as it was, and its public and working copies either side. */
export type Settled<R extends Row> = {
  row: R;
  /** `history`: every version of a deleted item (its files are kept for none of them any more). */
  before: { live: Snapshot; working: Snapshot; published: boolean; history?: Snapshot[] };
  /** `live` is null once the item is deleted. */
  after: { live: Snapshot | null; working: Snapshot | null; published: boolean };
  /** Whether the public rows changed (pages to refresh). */
  publicChanged: boolean;
};

export type ContentType<R extends Row> = {
  entity: ContentEntity;
  load(tx: Tx, id: string): Promise<R | null>;
  snapshot(row: R): Snapshot;
  published(row: R): boolean;
  /** False for an item that is always public (a category): it has no "Unpublish". */
  canUnpublish: boolean;
  /** Refuses a snapshot that cannot be saved or published (a slug another item has, a link to something gone). */
  check(tx: Tx, id: string | undefined, data: Snapshot): Promise<void>;
  /**
   * A draft or an old version as it can still be published or restored: links to what was deleted since are
   * dropped, as the item's own links were when it was deleted. The form's save is checked, not pruned.
   */
  prune?(tx: Tx, data: Snapshot): Promise<Snapshot>;
  /** Writes a snapshot onto the item's own rows (what the public pages show), with its new published state. */
  apply(tx: Tx, row: R, data: Snapshot, published?: boolean): Promise<void>;
  /** A new item made of a snapshot, unpublished (where it can be); answers its id. */
  create(tx: Tx, data: Snapshot): Promise<string>;
  /**
   * The compare-and-set: raises the version of the item read at `version` (0 rows when it changed since), marks it
   * edited by staff where the model keeps that, and keeps `updatedAt` (the sitemaps' lastmod) when given.
   */
  lock(tx: Tx, id: string, version: number, keep: { updatedAt?: Date }): Promise<number>;
  /** After the commit: the public pages to refresh and the files nothing uses any more. */
  settle(change: Settled<R>): Promise<void>;
};

const item = (entity: ContentEntity, entityId: string) => ({ entity, entityId });
const event = (entity: ContentEntity, verb: string) => `${entity}.${verb}` as AuditEvent;
/** The audit entries written here share the shape of a change: only the fields that changed, either side. */
type ChangedEntry = AuditEvents['product.update'];
const audit = (tx: Tx, actor: Actor, entity: ContentEntity, verb: string, entry: ChangedEntry | { entityId: string; after: Record<string, unknown>; meta?: object } | { entityId: string; before: Record<string, unknown> }) =>
  recordAudit(tx, actor, event(entity, verb), entry as never);

async function run<R extends Row>(type: ContentType<R>, work: (tx: Tx) => Promise<Settled<R>>): Promise<ContentResult> {
  const result = await refusal.refusable(async () => ({ ok: true as const, settled: await db.$transaction(work) }));
  if (!result.ok) return result;
  await type.settle(result.settled);
  return { ok: true, id: result.settled.row.id };
}

/** The start of every change: the item (NOT_FOUND when gone), its public snapshot and its draft. */
async function open<R extends Row>(type: ContentType<R>, tx: Tx, id: string) {
  const row = await type.load(tx, id);
  if (!row) refusal.refuse('NOT_FOUND');
  const live = type.snapshot(row);
  const draft = await readDraft(tx, item(type.entity, id));
  return { row, live, draft, working: draft ?? live, published: type.published(row) };
}

async function lockOrRefuse<R extends Row>(type: ContentType<R>, tx: Tx, id: string, version: number, keep: { updatedAt?: Date } = {}) {
  if ((await type.lock(tx, id, version, keep)) === 0) refusal.refuse('CONFLICT');
}

/** The item as its editor shows it: its working copy, whether it has a draft, and what each language lacks. */
export async function readForEdit<R extends Row>(type: ContentType<R>, id: string) {
  const row = await type.load(db, id);
  if (!row) return null;
  const draft = await readDraft(db, item(type.entity, id));
  const working = draft ?? type.snapshot(row);
  return { row, working, hasDraft: draft !== null, published: type.published(row), incomplete: incompleteLanguages(type.entity, working.texts) };
}

/** The verbs of a working-copy change: an edit, an item's own buttons (pictures), a restore. */
export type ChangeVerb = 'update' | 'restore' | 'picture.add' | 'picture.remove' | 'picture.main';

/**
 * Changes an item's working copy: `change` computes the new one from the current one. A published item's change is
 * stored as its draft (the row keeps its content and its public date); an unpublished one's is written onto it.
 * A change that changes nothing (a second click) writes nothing: no version, no audit entry, no draft.
 */
export function changeWorkingCopy<R extends Row>(
  type: ContentType<R>,
  actor: Actor,
  id: string,
  version: number,
  verb: ChangeVerb,
  change: (working: Snapshot) => Snapshot,
  /** A restore: the version whose content `change` brings back. */
  restoredFrom?: number,
): Promise<ContentResult> {
  return run(type, (tx) => changeIn(tx, type, actor, id, version, verb, change, restoredFrom));
}

/**
 * The work of changeWorkingCopy in the caller's transaction (a spreadsheet import changes many items in one).
 * `version` null: the item as it is now (the import's dry run showed the staff member what it will change).
 */
export async function changeIn<R extends Row>(
  tx: Tx,
  type: ContentType<R>,
  actor: Actor,
  id: string,
  version: number | null,
  verb: ChangeVerb | 'import',
  change: (working: Snapshot) => Snapshot,
  restoredFrom?: number,
): Promise<Settled<R>> {
  const { row, live, draft, working, published } = await open(type, tx, id);
  const expected = version ?? row.version;
  const changed = change(working);
  const next = restoredFrom && type.prune ? await type.prune(tx, changed) : changed;
  await type.check(tx, id, next);
  const unchanged = { row, before: { live, working, published }, after: { live, working, published }, publicChanged: false };
  if (diffSnapshots(working, next).length === 0) {
    if (row.version !== expected) refusal.refuse('CONFLICT');
    return unchanged;
  }
  await lockOrRefuse(type, tx, id, expected, published ? { updatedAt: row.updatedAt } : {});
  const kind: VersionKind = restoredFrom ? 'restore' : published ? 'draft' : 'save';
  const { number, changes } = await recordVersion(tx, actor, item(type.entity, id), { kind, data: next, was: draft ?? live, restoredFrom });
  // A published item's draft that came back to the published content is no draft any more.
  if (published && diffSnapshots(live, next).length === 0) await dropDraft(tx, item(type.entity, id));
  else if (published) await writeDraft(tx, item(type.entity, id), next, number);
  else await type.apply(tx, row, next);
  const diff = { entityId: id, ...auditChanges(changes) };
  if (verb === 'restore') await audit(tx, actor, type.entity, 'restore', { ...diff, meta: { version: number, restoredFrom: restoredFrom ?? 0 } } as never);
  else await audit(tx, actor, type.entity, (verb === 'update' || verb === 'import') && published ? 'draft.save' : verb === 'import' ? 'update' : verb, { ...diff, meta: { version: number } });
  return { row, before: { live, working, published }, after: { live: published ? live : next, working: next, published }, publicChanged: !published };
}

/** A new item (unpublished where the type can be): its first version and its audit entry. */
export function createItem<R extends Row>(type: ContentType<R>, actor: Actor, data: Snapshot, meta: { verb: 'create' | 'duplicate'; sourceId?: string } = { verb: 'create' }) {
  return run(type, (tx) => createIn(tx, type, actor, data, meta));
}

/** The work of createItem in the caller's transaction (see changeIn). */
export async function createIn<R extends Row>(tx: Tx, type: ContentType<R>, actor: Actor, data: Snapshot, meta: { verb: 'create' | 'duplicate'; sourceId?: string } = { verb: 'create' }): Promise<Settled<R>> {
  await type.check(tx, undefined, data);
  const id = await type.create(tx, data);
  const row = (await type.load(tx, id))!;
  const { number, changes } = await recordVersion(tx, actor, item(type.entity, id), { kind: 'create', data });
  await audit(tx, actor, type.entity, meta.verb, { entityId: id, after: auditChanges(changes).after, meta: { version: number, ...(meta.sourceId ? { sourceId: meta.sourceId } : {}) } });
  const published = type.published(row);
  // Only an item that is public at once (a category) changes a public page by being created.
  return { row, before: { live: data, working: data, published }, after: { live: data, working: data, published }, publicChanged: published };
}

/**
 * Publishes an item, or the draft of a published one ("Publish changes"): refused with INCOMPLETE while a language
 * lacks a required text, and by the type's check when the draft's slug was taken or a link removed since.
 */
export function publishItem<R extends Row>(type: ContentType<R>, actor: Actor, id: string, version: number) {
  return run(type, (tx) => publishIn(tx, type, actor, id, { version }));
}

/**
 * The work of a publish, in the caller's transaction: the content engine's own (a click) or a scheduled job's
 * (./schedule.ts), which names no version (it publishes the item as it is then) and marks its entries `scheduled`.
 * A click cancels a publish scheduled for later: it has happened.
 */
export async function publishIn<R extends Row>(tx: Tx, type: ContentType<R>, actor: Actor, id: string, by: { version: number } | { scheduled: true }): Promise<Settled<R>> {
  const { row, live, draft, working: read, published } = await open(type, tx, id);
  if (published && !draft) refusal.refuse('INVALID');
  const working = type.prune ? await type.prune(tx, read) : read;
  if (incompleteLanguages(type.entity, working.texts).length > 0) refusal.refuse('INCOMPLETE');
  await type.check(tx, id, working);
  await lockOrRefuse(type, tx, id, 'version' in by ? by.version : row.version);
  if ('version' in by) await cancelSchedules(tx, type.entity, id, ['publish']);
  await type.apply(tx, row, working, true);
  await dropDraft(tx, item(type.entity, id));
  const { number } = await recordVersion(tx, actor, item(type.entity, id), { kind: 'publish', data: working, was: live });
  const diff = auditChanges(diffSnapshots(live, working));
  await audit(tx, actor, type.entity, 'publish', {
    entityId: id,
    before: { ...diff.before, ...(published ? {} : { published: false }) },
    after: { ...diff.after, ...(published ? {} : { published: true }) },
    meta: { version: number, ...scheduledMeta(by) },
  });
  return { row, before: { live, working, published }, after: { live: working, working, published: true }, publicChanged: true };
}

const scheduledMeta = (by: object) => ('scheduled' in by ? { scheduled: true } : {});

/** Withdraws an item: it leaves the public pages and the sitemaps; a draft it had becomes its content. */
export function unpublishItem<R extends Row>(type: ContentType<R>, actor: Actor, id: string, version: number) {
  return run(type, (tx) => unpublishIn(tx, type, actor, id, { version }));
}

/** The work of an unpublish in the caller's transaction (see publishIn); a click cancels a scheduled unpublish. */
export async function unpublishIn<R extends Row>(tx: Tx, type: ContentType<R>, actor: Actor, id: string, by: { version: number } | { scheduled: true }): Promise<Settled<R>> {
  const { row, live, working, published } = await open(type, tx, id);
  if (!type.canUnpublish) refusal.refuse('INVALID');
  await lockOrRefuse(type, tx, id, 'version' in by ? by.version : row.version);
  if ('version' in by) await cancelSchedules(tx, type.entity, id, ['unpublish']);
  await type.apply(tx, row, working, false);
  await dropDraft(tx, item(type.entity, id));
  const { number } = await recordVersion(tx, actor, item(type.entity, id), { kind: 'unpublish', data: working, was: live });
  await audit(tx, actor, type.entity, 'unpublish', { entityId: id, before: { published }, after: { published: false }, meta: { version: number, ...scheduledMeta(by) } });
  return { row, before: { live, working, published }, after: { live: working, working, published: false }, publicChanged: true };
}

/** Throws the draft away: the editor shows the published item again. */
export function discardDraft<R extends Row>(type: ContentType<R>, actor: Actor, id: string, version: number) {
  return run(type, async (tx) => {
    const { row, live, draft, published } = await open(type, tx, id);
    if (!draft) refusal.refuse('INVALID');
    await lockOrRefuse(type, tx, id, version, { updatedAt: row.updatedAt });
    await dropDraft(tx, item(type.entity, id));
    // A published item's scheduled publish had only the draft to publish.
    if (published) await cancelSchedules(tx, type.entity, id, ['publish']);
    const { number, changes } = await recordVersion(tx, actor, item(type.entity, id), { kind: 'discard', data: live, was: draft });
    await audit(tx, actor, type.entity, 'draft.discard', { entityId: id, ...auditChanges(changes), meta: { version: number } });
    return { row, before: { live, working: draft, published }, after: { live, working: live, published }, publicChanged: false };
  });
}

/**
 * Makes an older version the working copy again: a new draft of a published item (published with "Publish
 * changes"), the item itself while unpublished. History is never rewritten: the restore is a version too.
 */
export async function restoreVersion<R extends Row>(type: ContentType<R>, actor: Actor, id: string, version: number, number: number): Promise<ContentResult> {
  const source = await db.contentVersion.findUnique({ where: { entity_entityId_number: { entity: type.entity, entityId: id, number } } });
  if (!source) return { ok: false, code: 'NOT_FOUND' };
  return changeWorkingCopy(type, actor, id, version, 'restore', () => source.data as Snapshot, number);
}

/**
 * Deletes an item (`remove` deletes its rows and whatever goes with them). Its history stays readable to
 * administrators for two years; an item whose history never began keeps its last state as a version.
 */
export function deleteItem<R extends Row>(type: ContentType<R>, actor: Actor, id: string, remove: (tx: Tx, row: R) => Promise<Record<string, unknown>>) {
  return run(type, async (tx) => {
    const { row, live, draft, published } = await open(type, tx, id);
    if (!(await tx.contentVersion.count({ where: item(type.entity, id) }))) {
      await recordVersion(tx, actor, item(type.entity, id), { kind: 'baseline', data: live });
    }
    const history = (await tx.contentVersion.findMany({ where: item(type.entity, id), select: { data: true } })).map((v) => v.data as Snapshot);
    const before = await remove(tx, row);
    await markDeleted(tx, item(type.entity, id));
    await cancelSchedules(tx, type.entity, id, ['publish', 'unpublish']);
    await audit(tx, actor, type.entity, 'delete', { entityId: id, before });
    return { row, before: { live, working: draft ?? live, published, history }, after: { live: null, working: null, published: false }, publicChanged: true };
  });
}

/**
 * The values of one field a change may have left unused (pictures, files): those of the item's snapshots before it
 * (its history too, once deleted) that none of its snapshots after it has.
 */
export function droppedBy(field: string, { before, after }: Pick<Settled<Row>, 'before' | 'after'>): string[] {
  return dropped(field, [before.live, before.working, ...(before.history ?? [])], [after.live, after.working]);
}

function dropped(field: string, before: (Snapshot | null)[], after: (Snapshot | null)[]): string[] {
  const values = (list: (Snapshot | null)[]) => list.flatMap((s) => {
    const value = s?.fields[field];
    return Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)];
  });
  const kept = new Set(values(after));
  return [...new Set(values(before))].filter((value) => !kept.has(value));
}

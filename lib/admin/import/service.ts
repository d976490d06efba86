import 'server-only';
import { gunzipSync, gzipSync } from 'node:zlib';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { incompleteLanguages } from '@/lib/admin/content/completeness';
import { changeIn, createIn, publishIn, type ContentType } from '@/lib/admin/content/engine';
import type { Snapshot } from '@/lib/admin/content/snapshot';
import { dropDraft, markDeleted, readDraft, recordVersion, writeDraft } from '@/lib/admin/content/versions';
import { Refusal, refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import * as clock from '@/lib/clock';
import { isPostgresUrl } from '@/lib/database-url';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { breathe } from '@/lib/event-loop';
import type { Prisma } from '@/lib/generated/prisma/client';
import { CONTENT_TYPES } from '@/lib/admin/content/schedule';
import { cancelSchedules } from '@/lib/admin/content/schedule-jobs';
import { prepare, reportOf, textSheets, type ImportRefusal, type Plan, type PlanRow, type Prepared } from './plan';
import { readSpreadsheet, type Sheet } from './read';

// The spreadsheet import's three steps (issue 34, item 2; docs/decisions/0099-catalogue-import.md): the dry run
// reads the file and records the report (created, changed field by field, unchanged, refused with sheet, row,
// column and reason) with the cells it read; Apply reads those cells again, refuses when the catalogue no longer
// reads as the report said, and writes every row that was not refused through the content engine (drafts of
// published items, or published where the editor asked and every language is complete), recording each item's
// state before; "Undo import" puts every item back, refused when one was changed since. Both write in turns on
// SQLite (TURN_ROWS) and in one transaction on PostgreSQL.

type Tx = Prisma.TransactionClient;
export type ImportCounts = { created: number; changed: number; unchanged: number; refused: number };
type StoredPlan = Plan & { sheets?: Sheet[] };
type Entity = 'product' | 'category';

export type ImportRefusalCode = 'NOT_FOUND' | 'INVALID' | 'STALE' | 'PARTIAL' | 'IMPORT_BUSY' | 'CHANGED_SINCE' | 'CONFLICT' | 'INCOMPLETE';
const refusal: Refusals<ImportRefusalCode> = refusals();

const countsOf = (rows: PlanRow[]): ImportCounts => ({
  created: rows.filter((row) => row.outcome === 'created').length,
  changed: rows.filter((row) => row.outcome === 'changed').length,
  unchanged: rows.filter((row) => row.outcome === 'unchanged').length,
  refused: rows.filter((row) => row.outcome === 'refused').length,
});

let reading = false;

/**
 * Runs `work` (a dry run or an Apply) unless another is running in this process: either holds a large workbook's rows
 * in memory (a few hundred MB) for its length, so they run one at a time and another meanwhile is answered BUSY.
 */
export async function oneReadAtATime<T>(work: () => Promise<T>): Promise<T | 'BUSY'> {
  if (reading) return 'BUSY';
  reading = true;
  try {
    return await work();
  } finally {
    reading = false;
  }
}

/** The dry run: the file read and checked against the catalogue, recorded as an import waiting for Apply. */
export async function planImport(actor: Actor, file: { name: string; bytes: Uint8Array }) {
  const fileName = file.name.slice(0, 200) || 'import';
  const read = await readSpreadsheet(file);
  if (!read.ok) {
    const refusals: ImportRefusal[] = read.refusals.map((r) => ({ sheet: r.sheet ?? '', row: r.row ?? 0, column: r.column, reason: `import.read.${r.code}`, detail: r.detail }));
    const plan: Plan = { rows: [], refusals };
    const record = await db.catalogueImport.create({ data: { fileName, format: /\.csv$/i.test(fileName) ? 'csv' : 'xlsx', status: 'refused', plan: json(plan), actorId: actor.id, actorEmail: actor.email } });
    return { ok: false as const, id: record.id, refusals };
  }
  // Read only, and outside a transaction: on SQLite a transaction would hold the one connection for seconds, and
  // the visitors' forms with it. Apply reads everything again in its own transaction and refuses a report it differs from.
  const sheets = textSheets(read.sheets);
  const { rows, refusals } = await prepare(db, sheets, read.format);
  const report = reportOf(rows);
  const counts = countsOf(report);
  const plan: Plan = { rows: report, refusals };
  const cells = new Uint8Array(gzipSync(JSON.stringify(sheets)));
  const record = await db.catalogueImport.create({ data: { fileName, format: read.format, plan: json(plan), cells, ...counts, refused: counts.refused, actorId: actor.id, actorEmail: actor.email } });
  await discardOldDryRuns();
  return { ok: true as const, id: record.id, counts };
}

/** A dry run nobody applied for this long is stale (the catalogue has moved on): its report stays, its cells go. */
export const DRY_RUN_KEPT_MS = 14 * 24 * 60 * 60_000;

function discardOldDryRuns() {
  const before = new Date(clock.now().getTime() - DRY_RUN_KEPT_MS);
  return db.catalogueImport.updateMany({ where: { status: 'dry-run', createdAt: { lt: before } }, data: { status: 'discarded', cells: null } });
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

/** An import's report (the dry run's, then what was applied), or null. */
export async function getImport(id: string) {
  const record = await db.catalogueImport.findUnique({ where: { id }, omit: { cells: true } });
  if (!record) return null;
  const { rows, refusals: fileRefusals } = record.plan as unknown as StoredPlan;
  const items = await db.catalogueImportItem.count({ where: { importId: id, undoneAt: null } });
  return { ...record, plan: undefined, rows, fileRefusals, items, undoable: undoable(record) };
}

/** The latest imports, newest first. */
export function recentImports(take = 20) {
  return db.catalogueImport.findMany({
    orderBy: { createdAt: 'desc' },
    take,
    select: { id: true, fileName: true, status: true, created: true, changed: true, unchanged: true, refused: true, actorEmail: true, createdAt: true, appliedAt: true, undoneAt: true },
  });
}

/** Whether the catalogue still reads as the report said: the same outcome, version and changes for every row. */
function sameAsReport(rows: Prepared[], report: PlanRow[]) {
  const key = (row: PlanRow) => `${row.entity}:${row.sheet}:${row.row}:${row.slug}:${row.outcome}:${row.id}:${row.version}:${JSON.stringify(row.changes)}`;
  return rows.length === report.length && rows.every((row, index) => key(row) === key(report[index]!));
}

async function stateOf(tx: Tx, entity: Entity, id: string) {
  const type = CONTENT_TYPES[entity];
  const row = await type.load(tx, id);
  return { live: type.snapshot(row), draft: await readDraft(tx, { entity, entityId: id }), published: type.published(row) };
}

/** An item's version (null: gone), without loading it whole. */
async function versionOf(tx: Tx, entity: Entity, id: string) {
  const where = { where: { id }, select: { version: true } } as const;
  const row = entity === 'product' ? await tx.product.findUnique(where) : await tx.category.findUnique(where);
  return row?.version ?? null;
}

/** Ids a query names at most (SQLite's `in` lists stay within 500). */
const ID_CHUNK = 500;

/**
 * How many rows one of Apply's or Undo's transactions writes. SQLite has one writer: while a transaction is open every
 * other write of the site waits for it (a visitor's form at most 2 s), and Apply through the engine takes about 50 ms
 * a product. So on SQLite Apply writes in turns of a few rows, and a refusal in a later turn undoes what the earlier
 * ones wrote: to the editor it is still all or nothing (docs/decisions/0099-catalogue-import.md). PostgreSQL locks
 * only the rows written: there the whole file is one transaction, as the issue asks.
 */
const TURN_ROWS = isPostgresUrl(env.DATABASE_URL) ? Number.POSITIVE_INFINITY : 10;
const TURN = { timeout: 300_000, maxWait: 30_000 };
/** An import still `applying` this long after it was claimed was stopped with its server: it can be undone. */
export const APPLY_STALLED_MS = 15 * 60_000;

function* turns<T>(list: T[]): Generator<T[]> {
  const size = Math.min(list.length, TURN_ROWS);
  for (let start = 0; start < list.length; start += size) yield list.slice(start, start + size);
}

/**
 * Apply: every row of the report that was not refused, through the content engine, each item with the record of
 * what was done to it (for Undo) in the transaction that writes it. Refused (STALE) when the catalogue changed since
 * the dry run, before anything is written or, when it changed during Apply, after undoing what was written: the
 * editor runs it again and reads the new report.
 */
export async function applyImport(actor: Actor, id: string, options: { publish: boolean }): Promise<{ ok: true } | Refused<ImportRefusalCode>> {
  const record = await db.catalogueImport.findUnique({ where: { id } });
  if (!record) return { ok: false, code: 'NOT_FOUND' };
  if (record.status !== 'dry-run') return { ok: false, code: 'INVALID' };
  // One import read or applied at a time in this process: Apply holds every row's content in memory for its length.
  const result = await oneReadAtATime(() => applyClaimed(actor, record, options));
  return result === 'BUSY' ? { ok: false, code: 'IMPORT_BUSY' } : result;
}

type ImportRecord = NonNullable<Awaited<ReturnType<typeof db.catalogueImport.findUnique>>>;

async function applyClaimed(actor: Actor, record: ImportRecord, options: { publish: boolean }): Promise<{ ok: true } | Refused<ImportRefusalCode>> {
  const { id } = record;
  // The claim first: of two editors applying at once, the second is told it is done (INVALID), not STALE.
  const claimed = await db.catalogueImport.updateMany({ where: { id, status: 'dry-run' }, data: { status: 'applying', appliedAt: clock.now(), publish: options.publish } });
  if (claimed.count !== 1) return { ok: false, code: 'INVALID' };
  // Every later change of state is this Apply's only while the import is still `applying` (not undone meanwhile).
  const applying = { id, status: 'applying' };
  const backToDryRun = () => db.catalogueImport.updateMany({ where: applying, data: { status: 'dry-run', appliedAt: null } });
  // The file read again against the catalogue as it is now (outside a transaction: it only reads).
  const stored = record.plan as unknown as StoredPlan;
  let rows: Prepared[];
  try {
    // Imports of the first release kept their cells in the plan.
    const sheets: Sheet[] = record.cells ? JSON.parse(gunzipSync(record.cells).toString('utf8')) : (stored.sheets ?? []);
    ({ rows } = await prepare(db, sheets, record.format as 'xlsx' | 'csv'));
  } catch (error) {
    await backToDryRun();
    throw error;
  }
  if (!sameAsReport(rows, stored.rows)) {
    await backToDryRun();
    return { ok: false, code: 'STALE' };
  }
  // Categories first: a product of the file may be in a category the file creates.
  const writable = (entity: Entity) => rows.filter((row) => row.entity === entity && row.snapshot && (row.outcome === 'created' || row.outcome === 'changed'));
  const todo = [...writable('category'), ...writable('product')];
  const newCategories = new Map<string, string>();
  let position = await db.catalogueImportItem.count({ where: { importId: id } });
  const firstPosition = position;
  let wrote = false;
  try {
    for (const turn of turns(todo)) {
      await breathe();
      await db.$transaction(async (tx) => {
        // Still this Apply's, and seen alive: an import whose claim is older than APPLY_STALLED_MS counts as stopped.
        if ((await tx.catalogueImport.updateMany({ where: applying, data: { appliedAt: clock.now() } })).count !== 1) refusal.refuse('INVALID');
        for (const row of turn) await applyRow(tx, actor, id, row, position++, options.publish, newCategories);
      }, TURN);
      wrote = true;
    }
  } catch (error) {
    // Something changed during Apply (the engine refused a row) or the database failed: what was written goes back.
    const undone = await undoItems(actor, id, { position: { gte: firstPosition } }).catch((undoError: unknown) => {
      console.error('[import] undoing what a failed Apply wrote failed too:', undoError);
      return { ok: false as const };
    });
    if (wrote) await revalidateCatalogue({ kind: 'all' });
    if (!undone.ok) {
      // Part of it stays written: the import reads as applied, and "Undo import" takes back the rest.
      await db.catalogueImport.updateMany({ where: applying, data: { status: 'applied' } });
      return { ok: false, code: 'PARTIAL' };
    }
    await backToDryRun();
    if (error instanceof Refusal) return { ok: false, code: 'STALE' };
    throw error;
  }
  await db.$transaction(async (tx) => {
    if ((await tx.catalogueImport.updateMany({ where: applying, data: { status: 'applied' } })).count !== 1) return;
    await recordAudit(tx, actor, 'catalogue.import', { entityId: id, meta: { fileName: record.fileName, created: record.created, changed: record.changed, refused: record.refused, publish: options.publish } });
  });
  await revalidateCatalogue({ kind: 'all' });
  return { ok: true };
}

/** One row of Apply: the item created or changed (published too where asked and complete), and its record for Undo. */
async function applyRow(tx: Tx, actor: Actor, importId: string, row: Prepared, position: number, publish: boolean, newCategories: Map<string, string>) {
  const type = CONTENT_TYPES[row.entity];
  const snapshot = withNewIds(row.snapshot!, newCategories);
  let itemId: string;
  let before: ItemBefore | null = null;
  if (row.outcome === 'created') {
    const created = (await createIn(tx, type, actor, snapshot)).row;
    itemId = created.id;
    if (row.entity === 'category') newCategories.set(row.slug, itemId);
    // A new item has no draft: it is published as created, where it is not public already (a category is).
    if (publish && !type.published(created) && incompleteLanguages(row.entity, snapshot.texts).length === 0) {
      await publishIn(tx, type, actor, itemId, { version: created.version });
    }
  } else {
    itemId = row.id!;
    before = await stateOf(tx, row.entity, itemId);
    // The version of the report: an edit since is a CONFLICT, and Apply is undone (STALE).
    await changeIn(tx, type, actor, itemId, row.version, 'import', () => snapshot);
    if (publish) await publishIfComplete(tx, type, actor, row.entity, itemId);
  }
  const versionAfter = (await versionOf(tx, row.entity, itemId))!;
  await tx.catalogueImportItem.create({ data: { importId, position, entity: row.entity, itemId, action: row.outcome, before: before ? json(before) : undefined, versionAfter } });
}

/** A category the file creates, named by its slug in a product's or a child's row, gets its new id. */
function withNewIds(snapshot: Snapshot, created: Map<string, string>): Snapshot {
  const fields = { ...snapshot.fields };
  for (const name of ['categoryId', 'parentId']) {
    const value = fields[name];
    if (typeof value === 'string' && value.startsWith('new:')) fields[name] = created.get(value.slice(4)) ?? null;
  }
  return { ...snapshot, fields };
}

/** "Publish" ticked: an unpublished item or a published one's draft goes live where every language is complete. */
async function publishIfComplete(tx: Tx, type: ContentType<{ id: string; version: number; updatedAt: Date }>, actor: Actor, entity: Entity, id: string) {
  const row = await type.load(tx, id);
  if (!row) return;
  const draft = await readDraft(tx, { entity, entityId: id });
  if (type.published(row) && !draft) return;
  if (incompleteLanguages(entity, (draft ?? type.snapshot(row)).texts).length > 0) return;
  await publishIn(tx, type, actor, id, { version: row.version });
}

/** Whether an import can be undone: applied, or left half-applied by a server that stopped. */
export function undoable(record: { status: string; appliedAt: Date | null }, now = clock.now()) {
  return record.status === 'applied' || (record.status === 'applying' && !!record.appliedAt && now.getTime() - record.appliedAt.getTime() > APPLY_STALLED_MS);
}

/**
 * "Undo import": what the import created is deleted (its history kept, as any deletion's), what it changed gets
 * back its content, its draft and its published state from before, each a new version. Refused (CHANGED_SINCE),
 * before anything is written, when an item was changed after the import: undoing would throw that change away.
 */
export async function undoImport(actor: Actor, id: string): Promise<{ ok: true } | Refused<ImportRefusalCode>> {
  const record = await db.catalogueImport.findUnique({ where: { id }, select: { status: true, appliedAt: true, fileName: true } });
  if (!record) return { ok: false, code: 'NOT_FOUND' };
  if (!undoable(record)) return { ok: false, code: 'INVALID' };
  const items = await db.catalogueImportItem.count({ where: { importId: id, undoneAt: null } });
  const result = await undoItems(actor, id, {});
  if (!result.ok) {
    // Refused before writing, or halfway (an item changed meanwhile): what was put back is public already.
    await revalidateCatalogue({ kind: 'all' });
    return result;
  }
  await db.$transaction(async (tx) => {
    const ended = await tx.catalogueImport.updateMany({ where: { id, status: { in: ['applied', 'applying'] } }, data: { status: 'undone', undoneAt: clock.now() } });
    if (ended.count === 1) await recordAudit(tx, actor, 'catalogue.import_undo', { entityId: id, meta: { fileName: record.fileName, items } });
  });
  await revalidateCatalogue({ kind: 'all' });
  return { ok: true };
}

type ItemWhere = Prisma.CatalogueImportItemWhereInput;

/** Undoes the import's items `where` names that are not undone yet, last first, in turns; each item once. */
async function undoItems(actor: Actor, importId: string, where: ItemWhere): Promise<{ ok: true } | Refused<ImportRefusalCode>> {
  const items = await db.catalogueImportItem.findMany({ where: { ...where, importId, undoneAt: null }, orderBy: { position: 'desc' } });
  // Every item as Apply left it, or nothing is undone: their versions now, read a chunk at a time.
  const versions = new Map<string, number>();
  for (let start = 0; start < items.length; start += ID_CHUNK) {
    const ids = items.slice(start, start + ID_CHUNK).map((item) => item.itemId);
    const select = { where: { id: { in: ids } }, select: { id: true, version: true } } as const;
    for (const row of [...(await db.product.findMany(select)), ...(await db.category.findMany(select))]) versions.set(row.id, row.version);
  }
  if (items.some((item) => versions.get(item.itemId) !== item.versionAfter)) return { ok: false, code: 'CHANGED_SINCE' };
  return refusal.refusable(async () => {
    for (const turn of turns(items)) {
      await breathe();
      await db.$transaction(async (tx) => {
        for (const item of turn) await undoItem(tx, actor, importId, item);
      }, TURN);
    }
    return { ok: true as const };
  });
}

type ItemBefore = { live: Snapshot; draft: Snapshot | null; published: boolean };
type ImportItem = { importId: string; position: number; entity: string; itemId: string; action: string; before: unknown; versionAfter: number };

async function undoItem(tx: Tx, actor: Actor, importId: string, item: ImportItem) {
  // The claim: of two editors undoing at once, one undoes each item.
  const claimed = await tx.catalogueImportItem.updateMany({ where: { importId, position: item.position, undoneAt: null }, data: { undoneAt: clock.now() } });
  if (claimed.count !== 1) return;
  const entity = item.entity as Entity;
  const type = CONTENT_TYPES[entity];
  const row = await type.load(tx, item.itemId);
  if (!row || row.version !== item.versionAfter) refusal.refuse('CHANGED_SINCE');
  const ref = { entity, entityId: item.itemId };
  await cancelSchedules(tx, entity, item.itemId, ['publish', 'unpublish']);
  if (item.action === 'created') {
    if (entity === 'product') await tx.product.delete({ where: { id: item.itemId } });
    else {
      // A category someone has since filled is theirs now.
      if ((await tx.category.count({ where: { parentId: item.itemId } })) + (await tx.product.count({ where: { categoryId: item.itemId } })) > 0) refusal.refuse('CHANGED_SINCE');
      await tx.category.delete({ where: { id: item.itemId } });
    }
    await markDeleted(tx, ref);
    await recordAudit(tx, actor, `${entity}.delete`, { entityId: item.itemId, before: { slug: row.slug, import: importId } } as never);
    return;
  }
  const before = item.before as ItemBefore;
  const working = (await readDraft(tx, ref)) ?? type.snapshot(row);
  // The content as it was must still fit (its slug may have been taken since).
  try {
    await type.check(tx, item.itemId, before.live);
  } catch {
    refusal.refuse('CHANGED_SINCE');
  }
  if ((await type.lock(tx, item.itemId, row.version, {})) === 0) refusal.refuse('CHANGED_SINCE');
  await type.apply(tx, row, before.live, entity === 'product' ? before.published : undefined);
  const { number } = await recordVersion(tx, actor, ref, { kind: 'restore', data: before.draft ?? before.live, was: working });
  if (before.draft) await writeDraft(tx, ref, before.draft, number);
  else await dropDraft(tx, ref);
  await recordAudit(tx, actor, `${entity}.restore`, { entityId: item.itemId, before: {}, after: {}, meta: { version: number, restoredFrom: 0 } } as never);
}

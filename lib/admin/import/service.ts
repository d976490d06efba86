import 'server-only';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { incompleteLanguages } from '@/lib/admin/content/completeness';
import { changeIn, createIn, publishIn, type ContentType } from '@/lib/admin/content/engine';
import type { Snapshot } from '@/lib/admin/content/snapshot';
import { dropDraft, markDeleted, readDraft, recordVersion, writeDraft } from '@/lib/admin/content/versions';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { CONTENT_TYPES } from '@/lib/admin/content/schedule';
import { cancelSchedules } from '@/lib/admin/content/schedule-jobs';
import { prepare, reportOf, textSheets, type ImportRefusal, type Plan, type PlanRow, type Prepared } from './plan';
import { readSpreadsheet, type Sheet } from './read';

// The spreadsheet import's three steps (issue 34, item 2; docs/decisions/0099-catalogue-import.md): the dry run
// reads the file and records the report (created, changed field by field, unchanged, refused with sheet, row,
// column and reason) with the cells it read; Apply reads those cells again inside one transaction and writes every
// row that was not refused through the content engine (drafts of published items, or published where the editor
// asked and every language is complete), recording the import with each item's state before; "Undo import" puts
// every item back in one transaction, refused when one was changed since.

type Tx = Prisma.TransactionClient;
export type ImportCounts = { created: number; changed: number; unchanged: number; refused: number };
type StoredPlan = Plan & { sheets: Sheet[] };
/** What Apply did to one item: created it, or changed it from `before` (for Undo); its version after. */
type AppliedItem = { entity: 'product' | 'category'; id: string; action: 'created' | 'changed'; before?: { live: Snapshot; draft: Snapshot | null; published: boolean }; versionAfter: number };

export type ImportRefusalCode = 'NOT_FOUND' | 'INVALID' | 'STALE' | 'CHANGED_SINCE' | 'CONFLICT' | 'INCOMPLETE';
const refusal: Refusals<ImportRefusalCode> = refusals();


const countsOf = (rows: PlanRow[]): ImportCounts => ({
  created: rows.filter((row) => row.outcome === 'created').length,
  changed: rows.filter((row) => row.outcome === 'changed').length,
  unchanged: rows.filter((row) => row.outcome === 'unchanged').length,
  refused: rows.filter((row) => row.outcome === 'refused').length,
});

/** The dry run: the file read and checked against the catalogue, recorded as an import waiting for Apply. */
export async function planImport(actor: Actor, file: { name: string; bytes: Uint8Array }) {
  const fileName = file.name.slice(0, 200) || 'import';
  const read = await readSpreadsheet(file);
  if (!read.ok) {
    const refusals: ImportRefusal[] = read.refusals.map((r) => ({ sheet: r.sheet ?? '', row: r.row ?? 0, column: r.column, reason: `import.read.${r.code}`, detail: r.detail }));
    const plan: StoredPlan = { rows: [], refusals, sheets: [] };
    const record = await db.catalogueImport.create({ data: { fileName, format: /\.csv$/i.test(fileName) ? 'csv' : 'xlsx', status: 'refused', plan: json(plan), actorId: actor.id, actorEmail: actor.email } });
    return { ok: false as const, id: record.id, refusals };
  }
  // Read only, and outside a transaction: on SQLite a transaction would hold the one connection for seconds, and
  // the visitors' forms with it. Apply reads everything again in its own transaction and refuses a report it differs from.
  const sheets = textSheets(read.sheets);
  const { rows, refusals } = await prepare(db, sheets, read.format);
  const report = reportOf(rows);
  const counts = countsOf(report);
  const plan: StoredPlan = { rows: report, refusals, sheets };
  const record = await db.catalogueImport.create({ data: { fileName, format: read.format, plan: json(plan), ...counts, refused: counts.refused, actorId: actor.id, actorEmail: actor.email } });
  return { ok: true as const, id: record.id, counts };
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

/** An import's report (the dry run's, then what was applied), or null. */
export async function getImport(id: string) {
  const record = await db.catalogueImport.findUnique({ where: { id } });
  if (!record) return null;
  const { rows, refusals: fileRefusals } = record.plan as unknown as StoredPlan;
  return { ...record, plan: undefined, rows, fileRefusals, applied: record.applied as unknown as AppliedItem[] };
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

async function stateOf(tx: Tx, entity: 'product' | 'category', id: string) {
  const type = CONTENT_TYPES[entity];
  const row = await type.load(tx, id);
  return { live: type.snapshot(row), draft: await readDraft(tx, { entity, entityId: id }), published: type.published(row) };
}

/**
 * Apply: every row of the report that was not refused, in one transaction, through the content engine. Refused
 * (STALE) when the catalogue changed since the dry run: the editor runs it again and reads the new report.
 */
export async function applyImport(actor: Actor, id: string, options: { publish: boolean }): Promise<{ ok: true } | Refused<ImportRefusalCode>> {
  const record = await db.catalogueImport.findUnique({ where: { id } });
  if (!record) return { ok: false, code: 'NOT_FOUND' };
  if (record.status !== 'dry-run') return { ok: false, code: 'INVALID' };
  const stored = record.plan as unknown as StoredPlan;
  const result = await refusal.refusable(() =>
    db.$transaction(
      async (tx) => {
        // The claim first: of two editors applying at once, the second is told it is done (INVALID), not STALE.
        const claimed = await tx.catalogueImport.updateMany({ where: { id, status: 'dry-run' }, data: { status: 'applied', appliedAt: clock.now(), publish: options.publish } });
        if (claimed.count !== 1) refusal.refuse('INVALID');
        const { rows } = await prepare(tx, stored.sheets, record.format as 'xlsx' | 'csv');
        if (!sameAsReport(rows, stored.rows)) refusal.refuse('STALE');
        const applied: AppliedItem[] = [];
        const newCategories = new Map<string, string>();
        // Categories first: a product of the file may be in a category the file creates.
        for (const row of [...rows.filter((r) => r.entity === 'category'), ...rows.filter((r) => r.entity === 'product')]) {
          if (!row.snapshot || (row.outcome !== 'created' && row.outcome !== 'changed')) continue;
          const type = CONTENT_TYPES[row.entity];
          const snapshot = withNewIds(row.snapshot, newCategories);
          let itemId: string;
          if (row.outcome === 'created') {
            itemId = (await createIn(tx, type, actor, snapshot)).row.id;
            if (row.entity === 'category') newCategories.set(row.slug, itemId);
            applied.push({ entity: row.entity, id: itemId, action: 'created', versionAfter: 0 });
          } else {
            itemId = row.id!;
            const before = await stateOf(tx, row.entity, itemId);
            await changeIn(tx, type, actor, itemId, row.version, 'import', () => snapshot);
            applied.push({ entity: row.entity, id: itemId, action: 'changed', before, versionAfter: 0 });
          }
          if (options.publish) await publishIfComplete(tx, type, actor, row.entity, itemId);
          applied.at(-1)!.versionAfter = (await type.load(tx, itemId)).version;
        }
        await tx.catalogueImport.update({ where: { id }, data: { applied: json(applied) } });
        await recordAudit(tx, actor, 'catalogue.import', { entityId: id, meta: { fileName: record.fileName, created: record.created, changed: record.changed, refused: record.refused, publish: options.publish } });
        return { ok: true as const };
      },
      { timeout: 300_000, maxWait: 20_000 },
    ),
  );
  if (result.ok) await revalidateCatalogue({ kind: 'all' });
  return result;
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
async function publishIfComplete(tx: Tx, type: ContentType<{ id: string; version: number; updatedAt: Date }>, actor: Actor, entity: 'product' | 'category', id: string) {
  const row = await type.load(tx, id);
  if (!row) return;
  const draft = await readDraft(tx, { entity, entityId: id });
  if (type.published(row) && !draft) return;
  if (incompleteLanguages(entity, (draft ?? type.snapshot(row)).texts).length > 0) return;
  await publishIn(tx, type, actor, id, { version: row.version });
}

/**
 * "Undo import": what the import created is deleted (its history kept, as any deletion's), what it changed gets
 * back its content, its draft and its published state from before, each a new version. Refused (CHANGED_SINCE)
 * when an item was changed after the import: undoing would throw that change away.
 */
export async function undoImport(actor: Actor, id: string): Promise<{ ok: true } | Refused<ImportRefusalCode>> {
  const record = await db.catalogueImport.findUnique({ where: { id } });
  if (!record) return { ok: false, code: 'NOT_FOUND' };
  if (record.status !== 'applied') return { ok: false, code: 'INVALID' };
  const applied = record.applied as unknown as AppliedItem[];
  const result = await refusal.refusable(() =>
    db.$transaction(
      async (tx) => {
        const claimed = await tx.catalogueImport.updateMany({ where: { id, status: 'applied' }, data: { status: 'undone', undoneAt: clock.now() } });
        if (claimed.count !== 1) refusal.refuse('INVALID');
        for (const item of [...applied].reverse()) {
          const type = CONTENT_TYPES[item.entity];
          const row = await type.load(tx, item.id);
          if (!row || row.version !== item.versionAfter) refusal.refuse('CHANGED_SINCE');
          const ref = { entity: item.entity, entityId: item.id };
          await cancelSchedules(tx, item.entity, item.id, ['publish', 'unpublish']);
          if (item.action === 'created') {
            if (item.entity === 'product') await tx.product.delete({ where: { id: item.id } });
            else {
              // A category someone has since filled is theirs now.
              if ((await tx.category.count({ where: { OR: [{ parentId: item.id }] } })) + (await tx.product.count({ where: { categoryId: item.id } })) > 0) refusal.refuse('CHANGED_SINCE');
              await tx.category.delete({ where: { id: item.id } });
            }
            await markDeleted(tx, ref);
            await recordAudit(tx, actor, `${item.entity}.delete`, { entityId: item.id, before: { slug: row.slug, import: id } } as never);
            continue;
          }
          const before = item.before!;
          const working = (await readDraft(tx, ref)) ?? type.snapshot(row);
          // The content as it was must still fit (its slug may have been taken since).
          try {
            await type.check(tx, item.id, before.live);
          } catch {
            refusal.refuse('CHANGED_SINCE');
          }
          if ((await type.lock(tx, item.id, row.version, {})) === 0) refusal.refuse('CHANGED_SINCE');
          await type.apply(tx, row, before.live, item.entity === 'product' ? before.published : undefined);
          const { number } = await recordVersion(tx, actor, ref, { kind: 'restore', data: before.draft ?? before.live, was: working });
          if (before.draft) await writeDraft(tx, ref, before.draft, number);
          else await dropDraft(tx, ref);
          await recordAudit(tx, actor, `${item.entity}.restore`, { entityId: item.id, before: {}, after: {}, meta: { version: number, restoredFrom: 0 } } as never);
        }
        await recordAudit(tx, actor, 'catalogue.import_undo', { entityId: id, meta: { fileName: record.fileName, items: applied.length } });
        return { ok: true as const };
      },
      { timeout: 300_000, maxWait: 20_000 },
    ),
  );
  if (result.ok) await revalidateCatalogue({ kind: 'all' });
  return result;
}

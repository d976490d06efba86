import 'server-only';
import { changedFields, recordAudit, type Actor, type AuditEvents } from '@/lib/admin/audit';
import { refusals, type EditRefusal, type Refusals, type Refused } from '@/lib/admin/refusal';
import { deletePictureFiles } from '@/lib/admin/catalogue/pictures';
import { textListSchema } from '@/lib/catalogue/technical';
import { sortField, sortRows } from '@/lib/admin/search-params';
import { db } from '@/lib/db';
import { z } from 'zod';
import { countryName } from '@/lib/geo/countries';
import type { Locale } from '@/i18n/routing';
import type { Prisma } from '@/lib/generated/prisma/client';
import { revalidateProjects } from '@/lib/projects/revalidate';
import type { ProjectFormOutput } from './schema';
import { LOCALES, MAX_PROJECT_PICTURES, PROJECT_ORDER, projectTranslationMissing } from '@/lib/projects/values';

// The back office's reference projects: list, create, edit, publish, pictures, delete. Every change runs in one
// transaction with its audit entry and raises the version; a save names the version it started from
// (optimistic lock). The public pages that show the project are refreshed after the commit.

export type ProjectResult<T = { id: string }> = ({ ok: true } & T) | Refused<EditRefusal>;

const refusal: Refusals<EditRefusal> = refusals();

const withRelations = {
  translations: { orderBy: { locale: 'asc' } },
  products: { select: { id: true, slug: true }, orderBy: { slug: 'asc' } },
} as const;
type ProjectRow = Prisma.ProjectGetPayload<{ include: typeof withRelations }>;

/** A project as the audit log records it: its fields, the slugs of its products and each locale's texts. */
function snapshot(row: ProjectRow): Record<string, unknown> {
  const { translations, products, createdAt: _c, updatedAt: _u, version: _v, ...fields } = row;
  return {
    ...fields,
    products: products.map((p) => p.slug),
    ...Object.fromEntries(translations.map(({ projectId: _p, locale, ...t }) => [`translation.${locale}`, t])),
  };
}

const pictureList = (row: { pictures: unknown }) => textListSchema.parse(row.pictures);

// ---------------------------------------------------------------------------------------------------------
// Reading

export type ProjectListRow = {
  id: string;
  slug: string;
  title: string;
  city: string;
  country: string;
  year: number | null;
  published: boolean;
  productCount: number;
  pictureCount: number;
  missing: string[];
};

/** The list's URL state: its order, the public one (`order`) unless a column is chosen. */
export const projectListSchema = z.object({ sort: sortField(['order', 'title', 'place', 'year'], 'order') });

/** Every project (a company has tens, not thousands: one page), in the list's order. */
export async function listProjects(locale: Locale, sort: z.output<typeof projectListSchema>['sort']): Promise<ProjectListRow[]> {
  const rows = await db.project.findMany({
    orderBy: [...PROJECT_ORDER],
    include: { translations: true, _count: { select: { products: true } } },
  });
  const list = rows.map((row) => {
    const own = row.translations.find((t) => t.locale === locale && t.title);
    return {
      id: row.id,
      slug: row.slug,
      title: (own ?? row.translations.find((t) => t.title))?.title ?? row.slug,
      city: row.city,
      country: countryName(row.country, locale) ?? row.country,
      year: row.year,
      published: row.published,
      productCount: row._count.products,
      pictureCount: pictureList(row).length,
      missing: LOCALES.filter((l) => projectTranslationMissing(row.translations.find((t) => t.locale === l))),
    };
  });
  return sortRows(list, sort, { order: () => null, title: (row) => row.title, place: (row) => [row.country, row.city], year: (row) => row.year }, locale);
}

export async function getProjectForEdit(id: string) {
  const row = await db.project.findUnique({ where: { id }, include: withRelations });
  if (!row) return null;
  return { ...row, pictures: pictureList(row), productIds: row.products.map((p) => p.id) };
}
export type ProjectForEdit = NonNullable<Awaited<ReturnType<typeof getProjectForEdit>>>;

export type ProductChoice = { id: string; label: string; published: boolean };

/** The catalogue for the "products used" checkboxes, grouped by category in catalogue order. */
export async function productChoices(locale: Locale): Promise<{ category: string; products: ProductChoice[] }[]> {
  const rows = await db.product.findMany({
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { slug: 'asc' }],
    select: {
      id: true,
      modelCode: true,
      published: true,
      translations: { where: { locale }, select: { name: true } },
      category: { select: { id: true, slug: true, translations: { where: { locale }, select: { name: true } } } },
    },
  });
  const groups = new Map<string, { category: string; products: ProductChoice[] }>();
  for (const row of rows) {
    const group = groups.get(row.category.id) ?? { category: row.category.translations[0]?.name || row.category.slug, products: [] };
    const name = row.translations[0]?.name;
    group.products.push({ id: row.id, label: name && !name.includes(row.modelCode) ? `${row.modelCode} · ${name}` : (name ?? row.modelCode), published: row.published });
    groups.set(row.category.id, group);
  }
  return [...groups.values()];
}

// ---------------------------------------------------------------------------------------------------------
// Writing

function rowData(input: ProjectFormOutput) {
  return { slug: input.slug, city: input.city, country: input.country, buildingType: input.buildingType, year: input.year, sortOrder: input.sortOrder, published: input.published };
}

/** A language left empty has no row: the public page shows the Italian texts there. */
const translationRows = (input: ProjectFormOutput) =>
  LOCALES.filter((locale) => input.translations[locale].title).map((locale) => ({ locale, ...input.translations[locale] }));

async function check(tx: Prisma.TransactionClient, input: ProjectFormOutput, exceptId?: string) {
  const other = await tx.project.findUnique({ where: { slug: input.slug }, select: { id: true } });
  if (other && other.id !== exceptId) refusal.refuse('INVALID', { slug: 'slugTaken' });
  if ((await tx.product.count({ where: { id: { in: input.productIds } } })) !== input.productIds.length) {
    refusal.refuse('INVALID', { productIds: 'unknownProduct' });
  }
}

const publishedCount = (tx: Prisma.TransactionClient) => tx.project.count({ where: { published: true } });

/**
 * The project a change starts from (refused NOT_FOUND when gone), and a check to call after the change: whether
 * the public list went from some projects to none or back (its menu entry and sitemap follow).
 */
async function startChange(tx: Prisma.TransactionClient, id: string) {
  const before = await tx.project.findUnique({ where: { id }, include: withRelations });
  if (!before) refusal.refuse('NOT_FOUND');
  const countBefore = await publishedCount(tx);
  return { before, listingFlipped: async () => (countBefore > 0) !== ((await publishedCount(tx)) > 0) };
}

type Done = { id: string; slugs: string[]; productIds: string[]; flipped: boolean; removedPictures: string[] };

async function finish(result: ProjectResult<Done>): Promise<ProjectResult> {
  if (!result.ok) return result;
  await revalidateProjects({ slugs: result.slugs, productIds: result.productIds, listingFlipped: result.flipped });
  for (const url of result.removedPictures) await deleteUnusedProjectPicture(url);
  return { ok: true, id: result.id };
}

export async function createProject(actor: Actor, input: ProjectFormOutput): Promise<ProjectResult> {
  return finish(
    await refusal.refusable(() =>
      db.$transaction(async (tx) => {
        await check(tx, input);
        const before = await publishedCount(tx);
        const created = await tx.project.create({
          data: { ...rowData(input), translations: { create: translationRows(input) }, products: { connect: input.productIds.map((id) => ({ id })) } },
          include: withRelations,
        });
        await recordAudit(tx, actor, 'project.create', { entityId: created.id, after: snapshot(created) });
        const flipped = (before > 0) !== ((await publishedCount(tx)) > 0);
        return { ok: true as const, id: created.id, slugs: [created.slug], productIds: input.productIds, flipped, removedPictures: [] };
      }),
    ),
  );
}

/** Saves an edit: refused with CONFLICT when the project changed since the form's version was read. */
export async function saveProject(actor: Actor, input: ProjectFormOutput): Promise<ProjectResult> {
  return finish(
    await refusal.refusable(() =>
      db.$transaction(async (tx) => {
        const { id, version } = input;
        if (!id || !version) refusal.refuse('INVALID');
        const { before, listingFlipped } = await startChange(tx, id);
        await check(tx, input, id);
        // The compare-and-set: only the version the form was read at is overwritten.
        const { count } = await tx.project.updateMany({ where: { id, version }, data: { ...rowData(input), version: { increment: 1 } } });
        if (count === 0) refusal.refuse('CONFLICT');
        await tx.project.update({ where: { id }, data: { products: { set: input.productIds.map((productId) => ({ id: productId })) } } });
        await tx.projectTranslation.deleteMany({ where: { projectId: id } });
        await tx.projectTranslation.createMany({ data: translationRows(input).map((t) => ({ ...t, projectId: id })) });
        const after = await tx.project.findUniqueOrThrow({ where: { id }, include: withRelations });
        const diff = changedFields(snapshot(before), snapshot(after));
        await recordAudit(tx, actor, 'project.update', { entityId: id, before: diff.before, after: diff.after });
        const flipped = await listingFlipped();
        const productIds = [...before.products.map((p) => p.id), ...input.productIds];
        return { ok: true as const, id, slugs: [before.slug, after.slug], productIds, flipped, removedPictures: [] };
      }),
    ),
  );
}

type ProjectChange = Extract<keyof AuditEvents, `project.${'publish' | 'unpublish' | 'picture'}${string}`>;

/** One change of a project's own fields (publish, pictures), with its audit entry and the optimistic lock. */
async function changeProject(actor: Actor, id: string, version: number, action: ProjectChange, change: (row: ProjectRow) => Prisma.ProjectUpdateManyMutationInput) {
  return finish(
    await refusal.refusable(() =>
      db.$transaction(async (tx) => {
        const { before, listingFlipped } = await startChange(tx, id);
        const { count } = await tx.project.updateMany({ where: { id, version }, data: { ...change(before), version: { increment: 1 } } });
        if (count === 0) refusal.refuse('CONFLICT');
        const after = await tx.project.findUniqueOrThrow({ where: { id }, include: withRelations });
        const diff = changedFields(snapshot(before), snapshot(after));
        await recordAudit(tx, actor, action, { entityId: id, before: diff.before, after: diff.after });
        const flipped = await listingFlipped();
        const removedPictures = pictureList(before).filter((p) => !pictureList(after).includes(p));
        return { ok: true as const, id, slugs: [before.slug], productIds: before.products.map((p) => p.id), flipped, removedPictures };
      }),
    ),
  );
}

export function setProjectPublished(actor: Actor, id: string, version: number, published: boolean) {
  return changeProject(actor, id, version, published ? 'project.publish' : 'project.unpublish', () => ({ published }));
}

/** A project's current version (its edit page's optimistic lock), or null when it is gone. */
export async function projectVersion(id: string): Promise<number | null> {
  return (await db.project.findUnique({ where: { id }, select: { version: true } }))?.version ?? null;
}

/** Adds an uploaded picture at the end (the first one is the main picture); refused beyond the limit. */
export async function addProjectPicture(actor: Actor, id: string, version: number, url: string): Promise<ProjectResult> {
  return changeProject(actor, id, version, 'project.picture.add', (row) => {
    const list = pictureList(row).filter((p) => p !== url);
    if (list.length >= MAX_PROJECT_PICTURES) refusal.refuse('INVALID', { pictures: 'tooManyPictures' });
    return { pictures: [...list, url] };
  });
}

export function removeProjectPicture(actor: Actor, id: string, version: number, url: string) {
  return changeProject(actor, id, version, 'project.picture.remove', (row) => ({ pictures: pictureList(row).filter((p) => p !== url) }));
}

export function makeMainProjectPicture(actor: Actor, id: string, version: number, url: string) {
  return changeProject(actor, id, version, 'project.picture.main', (row) => {
    const list = pictureList(row);
    return { pictures: list.includes(url) ? [url, ...list.filter((p) => p !== url)] : list };
  });
}

/** Deletes a picture's files once no project shows it (projects keep their pictures apart from the catalogue's). */
export async function deleteUnusedProjectPicture(url: string) {
  const rows = await db.project.findMany({ select: { pictures: true } });
  if (rows.some((row) => pictureList(row).includes(url))) return;
  await deletePictureFiles(url);
}

export async function deleteProject(actor: Actor, id: string): Promise<ProjectResult> {
  return finish(
    await refusal.refusable(() =>
      db.$transaction(async (tx) => {
        const { before, listingFlipped } = await startChange(tx, id);
        await tx.project.delete({ where: { id } });
        await recordAudit(tx, actor, 'project.delete', { entityId: id, before: snapshot(before) });
        const flipped = await listingFlipped();
        return { ok: true as const, id, slugs: [before.slug], productIds: before.products.map((p) => p.id), flipped, removedPictures: pictureList(before) };
      }),
    ),
  );
}

import 'server-only';
import type { Actor } from '@/lib/admin/audit';
import * as engine from '@/lib/admin/content/engine';
import { changeWorkingCopy, createItem, deleteItem, droppedBy, publishItem, readForEdit, refusal, unpublishItem, type ContentResult, type ContentType } from '@/lib/admin/content/engine';
import { missingLocales } from '@/lib/admin/content/completeness';
import type { Json, Snapshot } from '@/lib/admin/content/snapshot';
import { usedInHistory } from '@/lib/admin/content/versions';
import { deletePictureFiles } from '@/lib/admin/catalogue/pictures';
import { textListSchema } from '@/lib/catalogue/technical';
import { sortField, sortRows } from '@/lib/admin/search-params';
import { db } from '@/lib/db';
import { z } from 'zod';
import { countryName } from '@/lib/geo/countries';
import { routing, type Locale } from '@/i18n/routing';
import type { Prisma } from '@/lib/generated/prisma/client';
import { revalidateProjects } from '@/lib/projects/revalidate';
import { announce } from '@/lib/indexnow/announce';
import type { ProjectFormOutput } from './schema';
import { LOCALES, MAX_PROJECT_PICTURES, PROJECT_ORDER } from '@/lib/projects/values';

// The back office's reference projects: list, create, edit, publish, pictures, delete, all through the content
// engine (lib/admin/content/engine.ts): a published project's edits are its draft until "Publish changes", every
// change is a version of its history and an audit entry, under the optimistic lock. The public pages that show
// the project are refreshed after the commit.

export type ProjectResult<T = { id: string }> = ContentResult<T>;

const withRelations = {
  translations: { orderBy: { locale: 'asc' } },
  products: { select: { id: true, slug: true }, orderBy: { slug: 'asc' } },
} as const;
type ProjectRow = Prisma.ProjectGetPayload<{ include: typeof withRelations }>;

/** A project as its editor, its drafts and its history read it: its fields, its products' ids and each language's texts. */
function snapshot(row: ProjectRow): Snapshot {
  return {
    fields: {
      slug: row.slug,
      city: row.city,
      country: row.country,
      buildingType: row.buildingType,
      year: row.year,
      sortOrder: row.sortOrder,
      pictures: row.pictures as Json,
      productIds: row.products.map((p) => p.id).sort(),
    },
    texts: Object.fromEntries(row.translations.map(({ locale, title, city, summary, description }) => [locale, { title, city, summary, description }])),
  };
}

const textsOf = (row: { translations: { locale: string }[] }) => Object.fromEntries(row.translations.map((t) => [t.locale, t]));

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
  /** Languages short of a required text, in the working copy (the draft when it has one). */
  missing: string[];
  /** Saved changes the public page does not show yet. */
  draft: boolean;
};

/** The list's URL state: its order, the public one (`order`) unless a column is chosen. */
export const projectListSchema = z.object({
  sort: sortField(['order', 'title', 'place', 'year'], 'order'),
  /** Only the projects a language is incomplete in (`any`: in some language), as the catalogue's list. */
  missing: z.enum(['any', ...LOCALES]).optional().catch(undefined),
});
type ProjectListQuery = z.output<typeof projectListSchema>;

/** Every project (a company has tens, not thousands: one page), in the list's order. */
export async function listProjects(locale: Locale, { sort, missing: only }: ProjectListQuery): Promise<ProjectListRow[]> {
  const rows = await db.project.findMany({
    orderBy: [...PROJECT_ORDER],
    include: { translations: true, _count: { select: { products: true } } },
  });
  const drafts = new Map((await db.contentDraft.findMany({ where: { entity: 'project' }, select: { entityId: true, data: true } })).map((d) => [d.entityId, d.data as Snapshot]));
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
      missing: missingLocales('project', drafts.get(row.id)?.texts ?? textsOf(row)),
      draft: drafts.has(row.id),
    };
  });
  const shown = list.filter((row) => (only === 'any' ? row.missing.length > 0 : only ? row.missing.includes(only) : true));
  return sortRows(shown, sort, { order: () => null, title: (row) => row.title, place: (row) => [row.country, row.city], year: (row) => row.year }, locale);
}

/** A project as its editor shows it: its working copy (its draft, once published), its state and what each language lacks. */
export async function getProjectForEdit(id: string) {
  const read = await readForEdit(projectType, id);
  if (!read) return null;
  const { row, working } = read;
  const f = working.fields;
  return {
    id: row.id,
    version: row.version,
    published: row.published,
    hasDraft: read.hasDraft,
    incomplete: read.incomplete,
    /** The slug the public page answers at (a draft may change it; the change goes live with the draft). */
    liveSlug: row.slug,
    slug: String(f.slug),
    city: String(f.city),
    country: String(f.country),
    buildingType: String(f.buildingType),
    year: typeof f.year === 'number' ? f.year : null,
    sortOrder: Number(f.sortOrder),
    pictures: textListSchema.parse(f.pictures),
    productIds: textListSchema.parse(f.productIds),
    translations: LOCALES.filter((locale) => working.texts[locale]).map((locale) => {
      const t = working.texts[locale]!;
      return { locale, title: String(t.title ?? ''), city: String(t.city ?? ''), summary: String(t.summary ?? ''), description: String(t.description ?? '') };
    }),
  };
}
/** A project's title in a language, else the Italian one, else its slug (the editor's headings). */
export const projectTitle = (project: { slug: string; translations: { locale: string; title: string }[] }, locale: string) =>
  project.translations.find((x) => x.locale === locale && x.title)?.title || project.translations.find((x) => x.locale === routing.defaultLocale)?.title || project.slug;

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

/** The form's content as a snapshot; the pictures are the working copy's (their buttons change them, not the form). */
function formSnapshot(input: ProjectFormOutput, pictures: Json): Snapshot {
  return {
    fields: {
      slug: input.slug,
      city: input.city,
      country: input.country,
      buildingType: input.buildingType,
      year: input.year,
      sortOrder: input.sortOrder,
      pictures,
      productIds: [...input.productIds].sort(),
    },
    // A language left empty has no texts: the public page shows the Italian ones there.
    texts: Object.fromEntries(LOCALES.filter((locale) => input.translations[locale].title).map((locale) => [locale, { ...input.translations[locale] }])),
  };
}

const ids = (value: Json | undefined) => textListSchema.parse(value ?? []);

async function check(tx: Prisma.TransactionClient, exceptId: string | undefined, data: Snapshot) {
  const other = await tx.project.findUnique({ where: { slug: String(data.fields.slug) }, select: { id: true } });
  if (other && other.id !== exceptId) refusal.refuse('INVALID', { slug: 'slugTaken' });
  const productIds = ids(data.fields.productIds);
  if ((await tx.product.count({ where: { id: { in: productIds } } })) !== productIds.length) refusal.refuse('INVALID', { productIds: 'unknownProduct' });
}

/** A snapshot's fields and texts as the project's rows. */
function rowOf(data: Snapshot) {
  const { productIds: _p, ...fields } = data.fields;
  return fields as unknown as Omit<Prisma.ProjectUncheckedCreateInput, 'pictures'> & { pictures: Prisma.InputJsonValue };
}
const textRowsOf = (data: Snapshot) =>
  Object.entries(data.texts)
    .filter(([locale, t]) => (LOCALES as readonly string[]).includes(locale) && t && String(t.title ?? '').trim())
    .map(([locale, t]) => ({ locale, title: String(t!.title), city: String(t!.city ?? ''), summary: String(t!.summary ?? ''), description: String(t!.description ?? '') }));

/** The reference project as the content engine (lib/admin/content/engine.ts) reads, writes and refreshes it. */
export const projectType: ContentType<ProjectRow> = {
  entity: 'project',
  load: (tx, id) => tx.project.findUnique({ where: { id }, include: withRelations }),
  snapshot,
  published: (row) => row.published,
  canUnpublish: true,
  check,
  async prune(tx, data) {
    const productIds = (await tx.product.findMany({ where: { id: { in: ids(data.fields.productIds) } }, select: { id: true } })).map((p) => p.id).sort();
    return { ...data, fields: { ...data.fields, productIds } };
  },
  async apply(tx, row, data, published) {
    await tx.project.update({
      where: { id: row.id },
      data: { ...rowOf(data), ...(published === undefined ? {} : { published }), products: { set: ids(data.fields.productIds).map((id) => ({ id })) } },
    });
    await tx.projectTranslation.deleteMany({ where: { projectId: row.id } });
    await tx.projectTranslation.createMany({ data: textRowsOf(data).map((t) => ({ ...t, projectId: row.id })) });
  },
  async create(tx, data) {
    const created = await tx.project.create({
      data: { ...rowOf(data), published: false, translations: { create: textRowsOf(data) }, products: { connect: ids(data.fields.productIds).map((id) => ({ id })) } },
    });
    return created.id;
  },
  lock: async (tx, id, version, keep) => (await tx.project.updateMany({ where: { id, version }, data: { version: { increment: 1 }, ...keep } })).count,
  async settle(change) {
    const { row, before, after, publicChanged } = change;
    if (publicChanged) {
      // /projects and its menu entry appear with the first published project and go with the last. Counted after
      // the commit, two projects published at once could each see the other: any change of state refreshes the
      // menus (projects are published a few times a month).
      const flipped = before.published !== after.published;
      const slugs = [row.slug, ...(after.live ? [String(after.live.fields.slug)] : [])];
      const productIds = [...ids(before.live.fields.productIds), ...(after.live ? ids(after.live.fields.productIds) : [])];
      const paths = await revalidateProjects({ slugs: [...new Set(slugs)], productIds: [...new Set(productIds)], listingFlipped: flipped });
      if (before.published || after.published) await announce(paths);
    }
    for (const url of droppedBy('pictures', change)) await deleteUnusedProjectPicture(url);
  },
};

/** Saves an edit: a draft of a published project, the project itself otherwise; CONFLICT when it changed since. */
export async function saveProject(actor: Actor, input: ProjectFormOutput): Promise<ProjectResult> {
  const { id, version } = input;
  if (!id || !version) return { ok: false, code: 'INVALID' };
  return changeWorkingCopy(projectType, actor, id, version, 'update', (working) => formSnapshot(input, working.fields.pictures ?? []));
}

/** A new project starts unpublished: it is published from its edit page once every language is complete. */
export const createProject = (actor: Actor, input: ProjectFormOutput): Promise<ProjectResult> => createItem(projectType, actor, formSnapshot(input, []));

export function setProjectPublished(actor: Actor, id: string, version: number, published: boolean) {
  return (published ? publishItem : unpublishItem)(projectType, actor, id, version);
}

export const discardProjectDraft = (actor: Actor, id: string, version: number) => engine.discardDraft(projectType, actor, id, version);

/** A project's current version (its edit page's optimistic lock), or null when it is gone. */
export async function projectVersion(id: string): Promise<number | null> {
  return (await db.project.findUnique({ where: { id }, select: { version: true } }))?.version ?? null;
}

const withPictures = (working: Snapshot, pictures: string[]): Snapshot => ({ ...working, fields: { ...working.fields, pictures } });
const workingPictures = (working: Snapshot) => textListSchema.parse(working.fields.pictures ?? []);

/** Adds an uploaded picture at the end (the first one is the main picture); refused beyond the limit. */
export function addProjectPicture(actor: Actor, id: string, version: number, url: string): Promise<ProjectResult> {
  return changeWorkingCopy(projectType, actor, id, version, 'picture.add', (working) => {
    const list = workingPictures(working).filter((p) => p !== url);
    if (list.length >= MAX_PROJECT_PICTURES) refusal.refuse('INVALID', { pictures: 'tooManyPictures' });
    return withPictures(working, [...list, url]);
  });
}

export function removeProjectPicture(actor: Actor, id: string, version: number, url: string) {
  return changeWorkingCopy(projectType, actor, id, version, 'picture.remove', (working) => withPictures(working, workingPictures(working).filter((p) => p !== url)));
}

export function makeMainProjectPicture(actor: Actor, id: string, version: number, url: string) {
  return changeWorkingCopy(projectType, actor, id, version, 'picture.main', (working) => {
    const list = workingPictures(working);
    return withPictures(working, list.includes(url) ? [url, ...list.filter((p) => p !== url)] : list);
  });
}

/**
 * Deletes a picture's files once no project, no draft and no version of a project's history shows it (projects
 * keep their pictures apart from the catalogue's).
 */
export async function deleteUnusedProjectPicture(url: string) {
  const rows = await db.project.findMany({ select: { pictures: true } });
  if (rows.some((row) => pictureList(row).includes(url))) return;
  if (await usedInHistory(db, 'project', url)) return;
  await deletePictureFiles(url);
}

/** Deletes a project; its history stays readable to administrators for two years. */
export function deleteProject(actor: Actor, id: string): Promise<ProjectResult> {
  return deleteItem(projectType, actor, id, async (tx, before) => {
    await tx.project.delete({ where: { id } });
    return { slug: before.slug, published: before.published };
  });
}

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { incompleteLanguages, missingLocales, missingTexts } from '@/lib/admin/content/completeness';
import { auditChanges, changesOfEntry, diffSnapshots, type Snapshot } from '@/lib/admin/content/snapshot';
import { productListQuerySchema, type CategoryFormOutput } from '@/lib/admin/catalogue/schema';
import { seededDatabase } from '../support/test-db';

// Editors publish safely (issue 29): the completeness rule, the field-level diff, and the draft/publish state
// machine of a product on a real SQLite file with the seed catalogue.

vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: <T,>(fn: T) => fn }));
// What search engines are told (IndexNow): each call's paths.
const announced = vi.hoisted(() => [] as string[][]);
vi.mock('@/lib/indexnow/announce', () => ({ announce: async (paths: string[]) => void announced.push(paths) }));

const full = { name: 'Split', shortDescription: 'Breve', description: 'Lunga', keyFeatures: ['Silenzioso'] };

describe('completeness', () => {
  it('names each required text a language lacks, and every one when the language has no texts', () => {
    expect(missingTexts('product', full)).toEqual([]);
    expect(missingTexts('product', { ...full, description: '  ', keyFeatures: ['', ' '] })).toEqual(['description', 'keyFeatures']);
    expect(missingTexts('product', undefined)).toEqual(['name', 'shortDescription', 'description', 'keyFeatures']);
    expect(missingTexts('project', { title: 'Hotel', summary: '', description: 'x' })).toEqual(['summary']);
    expect(missingTexts('document', { title: 'Manuale' })).toEqual([]);
  });

  it('lists the incomplete languages in the site order', () => {
    expect(incompleteLanguages('product', { it: full, en: { ...full, name: '' } })).toEqual([
      { locale: 'ru', missing: ['name', 'shortDescription', 'description', 'keyFeatures'] },
      { locale: 'en', missing: ['name'] },
    ]);
    expect(missingLocales('category', { it: { name: 'A', description: 'B' }, ru: { name: 'А', description: 'Б' }, en: { name: 'A', description: 'B' } })).toEqual([]);
  });
});

describe('the field-level diff', () => {
  const before: Snapshot = { fields: { slug: 'a', seer: 6.1, pictures: ['/1.webp'] }, texts: { it: { name: 'Uno', keyFeatures: ['x'] } } };
  const after: Snapshot = { fields: { slug: 'a', seer: 6.4, pictures: ['/1.webp', '/2.webp'] }, texts: { it: { name: 'Uno' , keyFeatures: ['x'] }, en: { name: 'One' } } };

  it('names each changed field, a language text with its language, and nothing that stayed', () => {
    const changes = diffSnapshots(before, after);
    expect(changes).toEqual([
      { field: 'seer', before: 6.1, after: 6.4 },
      { field: 'pictures', before: ['/1.webp'], after: ['/1.webp', '/2.webp'] },
      { field: 'name', locale: 'en', before: null, after: 'One' },
    ]);
    expect(diffSnapshots(after, after)).toEqual([]);
  });

  it('reads the audit log of today (flat keys) and of before (nested texts) into the same changes', () => {
    const flat = auditChanges(diffSnapshots(before, after));
    expect(flat.after).toEqual({ seer: 6.4, pictures: ['/1.webp', '/2.webp'], 'name.en': 'One' });
    expect(changesOfEntry(flat.before, flat.after)).toEqual(diffSnapshots(before, after));
    expect(changesOfEntry({ 'translation.ru': { name: 'Старое' } }, { 'translation.ru': { name: 'Новое' } })).toEqual([{ field: 'name', locale: 'ru', before: 'Старое', after: 'Новое' }]);
  });
});

// One seeded database for the file: lib/db keeps the client it first found on globalThis.
const db = seededDatabase();

describe('drafts, publishing and history of a product', () => {
  let lib: typeof import('@/lib/admin/catalogue/products') & typeof import('@/lib/admin/content/versions');
  const actor = { id: null, email: 'editor@test.invalid' };
  const pictures = async (id: string) => (await db.prisma.product.findUniqueOrThrow({ where: { id } })).pictures;
  const version = async (id: string) => (await db.prisma.product.findUniqueOrThrow({ where: { id } })).version;
  const draft = (id: string) => db.prisma.contentDraft.findUnique({ where: { entity_entityId: { entity: 'product', entityId: id } } });
  const kinds = async (id: string) => (await db.prisma.contentVersion.findMany({ where: { entity: 'product', entityId: id }, orderBy: { number: 'asc' } })).map((v) => v.kind);

  let restore: (actor: { id: null; email: string }, id: string, version: number, number: number) => Promise<unknown>;
  beforeAll(async () => {
    lib = { ...(await import('@/lib/admin/catalogue/products')), ...(await import('@/lib/admin/content/versions')) };
    const { restoreVersion } = await import('@/lib/admin/content/engine');
    restore = (actor, id, version, number) => restoreVersion(lib.productType, actor, id, version, number);
  });

  it('a change to a published product is a draft until "Publish changes"; then it is live and the draft is gone', async () => {
    const { id, pictures: live } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' } });
    const url = '/uploads/products/draft-test-480.webp';
    expect(await lib.addPicture(actor, id, await version(id), url)).toEqual({ ok: true, id });
    expect(await pictures(id)).toEqual(live);
    expect((await draft(id))?.data).toMatchObject({ fields: { pictures: [...(live as string[]), url] } });
    expect(await kinds(id)).toEqual(['baseline', 'draft']);
    // The catalogue list marks it as having unpublished changes.
    const { slug } = await db.prisma.product.findUniqueOrThrow({ where: { id } });
    expect((await lib.listProducts(productListQuerySchema.parse({ q: slug }), 'it')).items).toEqual([expect.objectContaining({ id, draft: true })]);

    expect(await lib.publishProduct(actor, id, await version(id))).toEqual({ ok: true, id });
    expect(await pictures(id)).toEqual([...(live as string[]), url]);
    expect(await draft(id)).toBeNull();
    expect(await kinds(id)).toEqual(['baseline', 'draft', 'publish']);
    const audit = await db.prisma.auditLog.findMany({ where: { entityId: id }, orderBy: { at: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['product.picture.add', 'product.publish']);
    expect(audit[0]!.after).toEqual({ pictures: [...(live as string[]), url] });
  });

  it('search engines hear of a publish (the product, its category, the list, the products beside it), never of a draft', async () => {
    const { id, slug, categoryId } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 7 });
    const category = await db.prisma.category.findUniqueOrThrow({ where: { id: categoryId } });
    const sibling = await db.prisma.product.findFirstOrThrow({ where: { categoryId, id: { not: id } } });
    announced.length = 0;
    expect(await lib.addPicture(actor, id, await version(id), '/uploads/products/announce-480.webp')).toEqual({ ok: true, id });
    expect(announced).toEqual([]);
    expect(await lib.publishProduct(actor, id, await version(id))).toEqual({ ok: true, id });
    expect(announced).toHaveLength(1);
    expect(announced[0]).toEqual(expect.arrayContaining(['/product', `/product/${slug}`, `/product/${sibling.slug}`, `/categories/${category.slug}`]));
  });

  it('a change that changes nothing writes nothing: no draft, no version, no audit entry', async () => {
    const { id, pictures: live } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 5 });
    const main = (live as string[])[0]!;
    const before = await version(id);
    expect(await lib.makeMainPicture(actor, id, before, main)).toEqual({ ok: true, id });
    expect(await draft(id)).toBeNull();
    expect(await version(id)).toBe(before);
    expect(await kinds(id)).toEqual([]);
    expect(await db.prisma.auditLog.count({ where: { entityId: id } })).toBe(0);
    expect(await lib.makeMainPicture(actor, id, before - 1, main)).toEqual({ ok: false, code: 'CONFLICT' });
  });

  it('a draft brought back to the published content is no draft any more', async () => {
    const { id } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 6 });
    const url = '/uploads/products/back-480.webp';
    expect(await lib.addPicture(actor, id, await version(id), url)).toEqual({ ok: true, id });
    expect(await draft(id)).not.toBeNull();
    expect(await lib.removePicture(actor, id, await version(id), url)).toEqual({ ok: true, id });
    expect(await draft(id)).toBeNull();
    expect(await kinds(id)).toEqual(['baseline', 'draft', 'draft']);
  });

  it('a stale version is refused with CONFLICT and changes nothing', async () => {
    const { id } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'desc' } });
    const stale = await version(id);
    await lib.addPicture(actor, id, stale, '/uploads/products/a-480.webp');
    expect(await lib.addPicture(actor, id, stale, '/uploads/products/b-480.webp')).toEqual({ ok: false, code: 'CONFLICT' });
    expect((await draft(id))?.data).not.toMatchObject({ fields: { pictures: expect.arrayContaining(['/uploads/products/b-480.webp']) } });
  });

  it('"Discard draft" leaves the product as published; "Restore" makes an old version the draft again, as a new version', async () => {
    const { id, pictures: live } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 1 });
    await lib.addPicture(actor, id, await version(id), '/uploads/products/discard-480.webp');
    expect(await lib.discardDraft(actor, id, await version(id))).toEqual({ ok: true, id });
    expect(await draft(id)).toBeNull();
    expect(await pictures(id)).toEqual(live);
    expect(await lib.discardDraft(actor, id, await version(id))).toEqual({ ok: false, code: 'INVALID' });

    // Version 2 is the discarded draft: restored, it is the draft again, and the history only grows.
    expect(await restore(actor, id, await version(id), 2)).toEqual({ ok: true, id });
    expect((await draft(id))?.data).toMatchObject({ fields: { pictures: [...(live as string[]), '/uploads/products/discard-480.webp'] } });
    const versions = await db.prisma.contentVersion.findMany({ where: { entity: 'product', entityId: id }, orderBy: { number: 'asc' } });
    expect(versions.map((v) => [v.number, v.kind, v.restoredFrom])).toEqual([
      [1, 'baseline', null],
      [2, 'draft', null],
      [3, 'discard', null],
      [4, 'restore', 2],
    ]);
    expect(await restore(actor, id, await version(id), 99)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('publishing is refused while a language lacks a required text, and nothing changes', async () => {
    const { id } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 2 });
    expect(await lib.unpublishProduct(actor, id, await version(id))).toEqual({ ok: true, id });
    await db.prisma.productTranslation.update({ where: { productId_locale: { productId: id, locale: 'en' } }, data: { description: '' } });
    const before = await version(id);
    expect(await lib.publishProduct(actor, id, before)).toEqual({ ok: false, code: 'INCOMPLETE' });
    expect(await db.prisma.product.findUniqueOrThrow({ where: { id } })).toMatchObject({ published: false, version: before });
    await db.prisma.productTranslation.update({ where: { productId_locale: { productId: id, locale: 'en' } }, data: { description: 'A full description.' } });
    expect(await lib.publishProduct(actor, id, before)).toEqual({ ok: true, id });
  });

  it('unpublishing a product with a draft makes the draft its content', async () => {
    const { id, pictures: live } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 3 });
    await lib.addPicture(actor, id, await version(id), '/uploads/products/unpublish-480.webp');
    expect(await lib.unpublishProduct(actor, id, await version(id))).toEqual({ ok: true, id });
    expect(await draft(id)).toBeNull();
    expect(await pictures(id)).toEqual([...(live as string[]), '/uploads/products/unpublish-480.webp']);
  });

  it("a deleted product's history stays, marked, until the retention deletes it", async () => {
    const { id } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 4 });
    expect(await lib.deleteProduct(actor, id)).toEqual({ ok: true, id });
    const kept = await db.prisma.contentVersion.findMany({ where: { entity: 'product', entityId: id } });
    expect(kept.length).toBe(1);
    expect(kept[0]!.deletedAt).not.toBeNull();
    expect(await lib.deleteExpiredVersions(db.prisma)).toBe(0);
    expect(await lib.deleteExpiredVersions(db.prisma, -1)).toBe(1);
  });

  it('a file stays while a live item’s draft or version shows it, and not for a deleted item’s versions', async () => {
    const url = '/uploads/products/history-480.webp';
    const { id } = await db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip: 5 });
    expect(await lib.addPicture(actor, id, await version(id), url)).toEqual({ ok: true, id });
    expect(await lib.usedInHistory(db.prisma, 'product', url)).toBe(true);
    expect(await lib.deleteProduct(actor, id)).toEqual({ ok: true, id });
    expect(await lib.usedInHistory(db.prisma, 'product', url)).toBe(false);
  });
});

describe('a category, always public: drafts and publishing', () => {
  let lib: typeof import('@/lib/admin/catalogue/categories');
  const actor = { id: null, email: 'editor@test.invalid' };
  const texts = (name: string) => ({ name, description: `${name}: descrizione.`, seoTitle: '', seoDescription: '' });
  const form = (overrides: Partial<Record<'it' | 'ru' | 'en', ReturnType<typeof texts>>> = {}): CategoryFormOutput => ({
    id: undefined,
    slug: 't-cat',
    parentId: null,
    picture: '',
    translations: { it: texts('Categoria'), ru: texts('Категория'), en: texts('Category'), ...overrides },
  });

  beforeAll(async () => {
    lib = await import('@/lib/admin/catalogue/categories');
  });

  it('a new category is public at once, so it is refused with each missing text marked until every language is complete', async () => {
    const refused = await lib.createCategory(actor, form({ en: { ...texts('Category'), description: '' } }));
    expect(refused).toEqual({ ok: false, code: 'INCOMPLETE', fieldErrors: { 'translations.en.description': 'requiredToPublish' } });
    expect(await db.prisma.category.count({ where: { slug: 't-cat' } })).toBe(0);
    expect(await lib.createCategory(actor, form())).toMatchObject({ ok: true });
  });

  it('an edit is a draft, live only on "Publish changes"; it has no "Unpublish"', async () => {
    const { id, version } = await db.prisma.category.findUniqueOrThrow({ where: { slug: 't-cat' } });
    expect(await lib.saveCategory(actor, { ...form({ en: texts('Renamed') }), id, version })).toEqual({ ok: true, id });
    const name = async () => (await db.prisma.categoryTranslation.findUniqueOrThrow({ where: { categoryId_locale: { categoryId: id, locale: 'en' } } })).name;
    expect(await name()).toBe('Category');
    expect((await lib.getCategoryForEdit(id))?.translations.find((t) => t.locale === 'en')?.name).toBe('Renamed');
    expect(await lib.publishCategory(actor, id, version + 1)).toEqual({ ok: true, id });
    expect(await name()).toBe('Renamed');
    const { categoryType } = lib;
    const { unpublishItem } = await import('@/lib/admin/content/engine');
    expect(await unpublishItem(categoryType, actor, id, version + 2)).toEqual({ ok: false, code: 'INVALID' });
    const actions = (await db.prisma.auditLog.findMany({ where: { entity: 'category', entityId: id }, orderBy: { at: 'asc' } })).map((a) => a.action);
    expect(actions).toEqual(['category.create', 'category.draft.save', 'category.publish']);
  });
});

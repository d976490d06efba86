import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPaths } from '@conform-to/dom';
import { lastProjectYear, projectFormSchema, type ProjectFormInput } from '@/lib/admin/projects/schema';
import { slugify } from '@/lib/projects/values';
import { seededDatabase } from '../support/test-db';

// Reference projects: the form's rules (texts, slugs, year, country), and the queries and changes on a real
// SQLite file with the seed catalogue (which holds no project).

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidatePath: (path: string, type?: string) => revalidated.push(type ? `${path} (${type})` : path) }));

const empty = { title: '', summary: '', description: '' };
const input = (overrides: Partial<ProjectFormInput> = {}): ProjectFormInput => ({
  slug: '',
  city: 'Milano',
  country: 'IT',
  buildingType: 'hotel',
  year: '2023',
  sortOrder: '0',
  productIds: [],
  intent: 'save',
  translations: { it: { title: 'Hotel Città Alta', summary: 'Cento camere climatizzate.', description: '' }, ru: empty, en: empty },
  ...overrides,
});
const errorsOf = (value: ProjectFormInput) => {
  const parsed = projectFormSchema.safeParse(value);
  // Keyed as Conform keys them for the form (`translations.ru.title`), the first message of each field.
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[formatPaths(issue.path as (string | number)[])] ??= issue.message;
  return errors;
};

describe('the project form', () => {
  it('accepts an Italian-only project and makes its slug from the Italian title, accents dropped', () => {
    const parsed = projectFormSchema.parse(input());
    expect(parsed.slug).toBe('hotel-citta-alta');
    expect(parsed.year).toBe(2023);
    expect(slugify('  Ospedale San Raffaele — Blocco B ')).toBe('ospedale-san-raffaele-blocco-b');
  });

  it('stores a typed slug in lower case and refuses other characters and reserved words', () => {
    expect(projectFormSchema.parse(input({ slug: 'Hotel-MILANO' })).slug).toBe('hotel-milano');
    expect(errorsOf(input({ slug: 'hotel_milano' }))).toEqual({ slug: 'slug' });
    expect(errorsOf(input({ slug: 'hotel--milano' }))).toEqual({ slug: 'slug' });
    expect(errorsOf(input({ slug: 'отель' }))).toEqual({ slug: 'slug' });
    expect(errorsOf(input({ slug: 'new' }))).toEqual({ slug: 'slugReserved' });
    expect(errorsOf(input({ slug: 'opengraph-image' }))).toEqual({ slug: 'slugReserved' });
    // A title with no Latin letter or digit gives no slug: staff must type one.
    expect(errorsOf(input({ translations: { it: { title: '—', summary: 'x', description: '' }, ru: empty, en: empty } }))).toEqual({ slug: 'slugRequired' });
  });

  it('requires the Italian title and summary; another language is empty or has both', () => {
    expect(errorsOf(input({ translations: { it: empty, ru: empty, en: empty } }))).toEqual({ 'translations.it.title': 'required', 'translations.it.summary': 'required' });
    const ruDescriptionOnly = { it: { title: 'Uffici', summary: 'Sede.', description: '' }, ru: { title: '', summary: '', description: 'Только описание' }, en: empty };
    expect(errorsOf(input({ translations: ruDescriptionOnly }))).toEqual({ 'translations.ru.title': 'translationTitle', 'translations.ru.summary': 'translationSummary' });
    const full = { it: { title: 'Uffici', summary: 'Sede.', description: '' }, ru: { title: 'Офис', summary: 'Штаб-квартира.', description: '' }, en: empty };
    expect(errorsOf(input({ translations: full }))).toEqual({});
  });

  it('takes a four-digit completion year from 1950 to next year, or none', () => {
    expect(projectFormSchema.parse(input({ year: '' })).year).toBeNull();
    expect(projectFormSchema.parse(input({ year: String(lastProjectYear()) })).year).toBe(lastProjectYear());
    for (const year of ['1949', String(lastProjectYear() + 1), '23', '2023.5', 'duemila']) expect(errorsOf(input({ year })), year).toEqual({ year: 'year' });
  });

  it('checks the country code and the building type against their lists, and requires the city', () => {
    expect(errorsOf(input({ country: 'XX' }))).toEqual({ country: 'choose' });
    expect(errorsOf(input({ country: '' }))).toEqual({ country: 'choose' });
    expect(errorsOf(input({ buildingType: 'castle' as 'hotel' }))).toEqual({ buildingType: 'choose' });
    expect(errorsOf(input({ city: '  ' }))).toEqual({ city: 'required' });
  });

  it('lists a product once however often it was ticked', () => {
    expect(projectFormSchema.parse(input({ productIds: ['a', 'b', 'a'] })).productIds).toEqual(['a', 'b']);
  });
});

describe('projects in the database', () => {
  const db = seededDatabase();
  const actor = { id: null, email: 'editor@staff.test' };
  let products: { id: string; slug: string }[];
  let lib: typeof import('@/lib/admin/projects/service') & typeof import('@/lib/projects/queries');

  beforeAll(async () => {
    lib = { ...(await import('@/lib/admin/projects/service')), ...(await import('@/lib/projects/queries')) };
    products = await db.prisma.product.findMany({ where: { published: true }, orderBy: { slug: 'asc' }, take: 3, select: { id: true, slug: true } });
  });
  beforeEach(() => {
    revalidated.length = 0;
  });

  /** A new project (unpublished); `published`: then made public as one published before the completeness rule was. */
  const create = async ({ published = true, ...overrides }: Partial<ProjectFormInput> & { published?: boolean }) => {
    const result = await lib.createProject(actor, projectFormSchema.parse(input(overrides)));
    if (!result.ok) throw new Error(result.code);
    if (published) await db.prisma.project.update({ where: { id: result.id }, data: { published: true } });
    return result.id;
  };
  const english = { title: 'Offices in Moscow', city: 'Moscow', summary: 'Headquarters.', description: 'Text.' };

  it('starts empty: nothing to list, no sitemap entries, the list left out of the menus', async () => {
    expect(await lib.hasPublishedProjects()).toBe(false);
    expect(await lib.projectSitemapEntries()).toEqual([]);
    expect(await lib.getPublishedProjects('it')).toEqual([]);
  });

  it('shows a published project with its products in the visitor’s language, Italian where a language has none', async () => {
    const [a, b] = products as [{ id: string; slug: string }, { id: string; slug: string }];
    const id = await create({
      published: false,
      slug: 'uffici-mosca',
      city: 'Mosca',
      country: 'RU',
      buildingType: 'office',
      productIds: [a.id, b.id],
      translations: { it: { title: 'Uffici a Mosca', summary: 'Sede.', description: 'Testo.' }, ru: { title: 'Офисы в Москве', city: 'Москва', summary: 'Штаб.', description: 'Текст.' }, en: english },
    });
    expect(revalidated).not.toContain('/[locale] (layout)');
    expect(await lib.setProjectPublished(actor, id, 1, true)).toEqual({ ok: true, id });
    // The first published project: the layout (menus) is refreshed, so are the products' pages in every locale.
    expect(revalidated).toContain('/[locale] (layout)');
    for (const locale of ['it', 'ru', 'en']) {
      expect(revalidated).toEqual(expect.arrayContaining([`/${locale}/projects`, `/${locale}/projects/uffici-mosca`, `/${locale}/product/${a.slug}`, `/${locale}/product/${b.slug}`]));
    }

    // Published before English was required, its English texts later lost: the English page shows the Italian ones.
    await db.prisma.projectTranslation.delete({ where: { projectId_locale: { projectId: id, locale: 'en' } } });
    const ru = await lib.getProject('uffici-mosca', 'ru');
    expect(ru).toMatchObject({ title: 'Офисы в Москве', city: 'Москва', textLocale: 'ru', countryName: 'Россия', buildingType: 'office' });
    // A language that gives no city of its own shows it as typed.
    expect(await lib.getProject('uffici-mosca', 'en')).toMatchObject({ city: 'Mosca', textLocale: 'it' });
    const names = await db.prisma.productTranslation.findMany({ where: { productId: { in: [a.id, b.id] }, locale: 'ru' } });
    expect(ru!.products.map((p) => p.slug).sort()).toEqual([a.slug, b.slug].sort());
    expect(ru!.products.map((p) => p.name).sort()).toEqual(names.map((n) => n.name).sort());

    const en = await lib.getProject('uffici-mosca', 'en');
    expect(en).toMatchObject({ title: 'Uffici a Mosca', summary: 'Sede.', textLocale: 'it', countryName: 'Russia' });
    expect(await lib.hasPublishedProjects()).toBe(true);
    expect((await lib.projectSitemapEntries()).map((e) => e.path)).toEqual(['/projects', '/projects/uffici-mosca']);

    // A product without an English name (the catalogue requires only the Italian one) is listed by that name.
    await db.prisma.productTranslation.delete({ where: { productId_locale: { productId: b.id, locale: 'en' } } });
    const italian = await db.prisma.productTranslation.findUniqueOrThrow({ where: { productId_locale: { productId: b.id, locale: 'it' } } });
    expect((await lib.getProject('uffici-mosca', 'en'))!.products.find((p) => p.slug === b.slug)!.name).toBe(italian.name);
  });

  it('hides unpublished projects everywhere, and unpublished products on a project page', async () => {
    const [a, , c] = products as [{ id: string; slug: string }, unknown, { id: string; slug: string }];
    await create({ slug: 'bozza', published: false, productIds: [a.id] });
    expect(await lib.getProject('bozza', 'it')).toBeNull();
    expect((await lib.getPublishedProjects('it')).map((p) => p.slug)).toEqual(['uffici-mosca']);
    expect((await lib.getProjectsForProduct(a.slug, 'it')).map((p) => p.slug)).toEqual(['uffici-mosca']);
    expect(await lib.getPublishedProjectSlugs()).toEqual(['uffici-mosca']);

    await create({ slug: 'con-prodotto-ritirato', productIds: [a.id, c.id] });
    await db.prisma.product.update({ where: { id: c.id }, data: { published: false } });
    expect((await lib.getProject('con-prodotto-ritirato', 'it'))!.products.map((p) => p.slug)).toEqual([a.slug]);
    expect(await lib.getProjectsForProduct(c.slug, 'it')).toEqual([]);
    await db.prisma.product.update({ where: { id: c.id }, data: { published: true } });
  });

  it('finds the projects of a product, and none for a product no project used', async () => {
    const [a, b] = products as [{ id: string; slug: string }, { id: string; slug: string }];
    expect((await lib.getProjectsForProduct(a.slug, 'ru')).map((p) => [p.slug, p.title])).toEqual([
      ['con-prodotto-ritirato', 'Hotel Città Alta'],
      ['uffici-mosca', 'Офисы в Москве'],
    ]);
    expect((await lib.getProjectsForProduct(b.slug, 'it')).map((p) => p.slug)).toEqual(['uffici-mosca']);
    const unused = await db.prisma.product.findFirstOrThrow({ where: { published: true, projects: { none: {} } } });
    expect(await lib.getProjectsForProduct(unused.slug, 'it')).toEqual([]);
  });

  it('refuses a slug another project has, and a product that does not exist, storing nothing', async () => {
    const before = await db.prisma.project.count();
    expect(await lib.createProject(actor, projectFormSchema.parse(input({ slug: 'uffici-mosca' })))).toEqual({ ok: false, code: 'INVALID', fieldErrors: { slug: 'slugTaken' } });
    expect(await lib.createProject(actor, projectFormSchema.parse(input({ slug: 'altro', productIds: ['no-such-id'] })))).toEqual({
      ok: false,
      code: 'INVALID',
      fieldErrors: { productIds: 'unknownProduct' },
    });
    expect(await db.prisma.project.count()).toBe(before);
  });

  it('saves a published project as a draft (a stale version is refused); publishing it swaps products and revalidates both sets of pages', async () => {
    const [a, b, c] = products as [{ id: string; slug: string }, { id: string; slug: string }, { id: string; slug: string }];
    const row = await db.prisma.project.findUniqueOrThrow({ where: { slug: 'uffici-mosca' } });
    const edit = (version: number, productIds: string[]) =>
      projectFormSchema.parse(
        input({
          id: row.id,
          version: String(version),
          slug: 'uffici-mosca-city',
          city: 'Mosca',
          country: 'RU',
          buildingType: 'office',
          productIds,
          translations: { it: { title: 'Uffici a Mosca', summary: 'Sede.', description: 'Testo.' }, ru: { title: 'Офисы в Москве', city: '', summary: 'Штаб.', description: 'Текст.' }, en: english },
        }),
      );
    expect(await lib.saveProject(actor, edit(row.version, [c.id]))).toEqual({ ok: true, id: row.id });
    // A draft: the public pages are as they were, and nothing was refreshed.
    expect(revalidated).toEqual([]);
    expect((await lib.getProjectsForProduct(b.slug, 'it')).map((p) => p.slug)).toEqual(['uffici-mosca']);
    expect(await lib.saveProject(actor, edit(row.version, [a.id]))).toEqual({ ok: false, code: 'CONFLICT' });

    expect(await lib.setProjectPublished(actor, row.id, row.version + 1, true)).toEqual({ ok: true, id: row.id });
    expect(revalidated).toEqual(expect.arrayContaining(['/ru/projects/uffici-mosca', '/ru/projects/uffici-mosca-city', `/ru/product/${a.slug}`, `/ru/product/${c.slug}`]));
    expect(revalidated).not.toContain('/[locale] (layout)');
    expect((await lib.getProjectsForProduct(b.slug, 'it')).map((p) => p.slug)).toEqual([]);
    expect((await lib.getProjectsForProduct(c.slug, 'it')).map((p) => p.slug).sort()).toEqual(['con-prodotto-ritirato', 'uffici-mosca-city']);
    const audit = await db.prisma.auditLog.findMany({ where: { entity: 'project', entityId: row.id }, orderBy: { at: 'asc' } });
    expect(audit.map((entry) => entry.action)).toEqual(['project.create', 'project.publish', 'project.draft.save', 'project.publish']);
    expect(audit[3]!.before).toMatchObject({ slug: 'uffici-mosca', productIds: [a.id, b.id].sort() });
    expect(audit[3]!.after).toMatchObject({ slug: 'uffici-mosca-city', productIds: [c.id] });
  });

  it('unpublishing and deleting take the project off the pages; the last one gone refreshes the menus', async () => {
    const rows = await db.prisma.project.findMany({ where: { published: true } });
    for (const row of rows) expect((await lib.setProjectPublished(actor, row.id, row.version, false)).ok).toBe(true);
    expect(revalidated).toContain('/[locale] (layout)');
    expect(await lib.hasPublishedProjects()).toBe(false);
    expect(await lib.projectSitemapEntries()).toEqual([]);
    const draft = await db.prisma.project.findUniqueOrThrow({ where: { slug: 'bozza' } });
    expect(await lib.deleteProject(actor, draft.id)).toEqual({ ok: true, id: draft.id });
    expect(await db.prisma.project.findUnique({ where: { slug: 'bozza' } })).toBeNull();
    expect(await db.prisma.auditLog.count({ where: { entity: 'project', entityId: draft.id, action: 'project.delete' } })).toBe(1);
  });
});

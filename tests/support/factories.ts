import { randomBytes } from 'node:crypto';
import { createPrismaClient } from '@/lib/prisma-client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { BASE_URL, E2E_ADMIN_TOKEN } from '../../playwright.config';
import { E2E_DATABASE_URL } from './e2e';
import { productSearchColumn } from '@/lib/search-key';

// Data a test makes for itself on the one end-to-end server, written straight to its database. Everything made
// here has a slug, code or address no other test uses (`unique`), so tests running at the same time never see
// each other's rows. Products and categories are published on the public pages: only the `changes` project makes
// them (playwright.config.ts), after the tests that read the catalogue as the seed made it.

/** The end-to-end server's database, for tests that arrange data or check what a request stored. */
export const db = createPrismaClient(E2E_DATABASE_URL);

/** A short token no other test uses (lower-case letters and digits). */
export function unique(): string {
  return randomBytes(5).toString('hex');
}

/** Slugs and codes made by tests start with this: the tests that walk every page leave them out. */
export const TEST_SLUG_PREFIX = 't-';

/** Whether a URL or slug names something a test made (the walkers skip those: they may come and go meanwhile). */
export function isTestMade(urlOrSlug: string): boolean {
  return urlOrSlug.split('/').some((segment) => segment.startsWith(TEST_SLUG_PREFIX));
}

/** Makes the server read the catalogue again (its page caches and its list of known slugs), as a save does. */
export async function revalidateCatalogue(): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`revalidate answered ${response.status}`);
}

export type MadeProduct = { id: string; slug: string; modelCode: string; names: Record<'it' | 'ru' | 'en', string> };

/**
 * A product of its own: a copy of the seed product `from` (all its data, pictures and texts) under a new slug,
 * model code and names, published unless told otherwise, in the same category unless `categoryId` is given.
 */
export async function copyProduct(from: string, options: { published?: boolean; categoryId?: string } = {}): Promise<MadeProduct> {
  const token = unique();
  const source = await db.product.findUniqueOrThrow({ where: { slug: from }, include: { translations: true } });
  const { id: _id, slug: _slug, seedKey: _seedKey, createdAt: _createdAt, updatedAt: _updatedAt, editedAt: _editedAt, translations, ...data } = source;
  const modelCode = `T${token.toUpperCase()}`;
  const slug = `${TEST_SLUG_PREFIX}${token}`;
  // The back office's search column, as the editor writes it (lib/search-key.ts).
  const search = productSearchColumn({ modelCode, slug }, Object.fromEntries(translations.map((text) => [text.locale, `${text.name} ${modelCode}`])));
  const product = await db.product.create({
    data: {
      ...data,
      slug,
      search,
      modelCode,
      modelKey: modelCode.toLowerCase(),
      version: 1,
      published: options.published ?? true,
      categoryId: options.categoryId ?? source.categoryId,
      pictures: source.pictures as Prisma.InputJsonValue,
      dimensionsAndWeight: source.dimensionsAndWeight as Prisma.InputJsonValue,
      specRows: source.specRows as Prisma.InputJsonValue,
      translations: {
        create: translations.map(({ productId: _productId, keyFeatures, specifications, ...text }) => ({
          ...text,
          name: `${text.name} ${modelCode}`,
          keyFeatures: keyFeatures as Prisma.InputJsonValue,
          specifications: specifications as Prisma.InputJsonValue,
        })),
      },
    },
    include: { translations: true },
  });
  await revalidateCatalogue();
  const names = Object.fromEntries(product.translations.map((text) => [text.locale, text.name])) as MadeProduct['names'];
  return { id: product.id, slug: product.slug, modelCode, names };
}

/** A child category of its own under the seed category `parent`, named in the three languages. */
export async function createCategory(parent: string): Promise<{ id: string; slug: string; names: Record<'it' | 'ru' | 'en', string> }> {
  const token = unique();
  const names = { it: `Categoria ${token}`, ru: `Категория ${token}`, en: `Category ${token}` };
  // Complete in every language (lib/admin/content/completeness.ts): its edits can be published.
  const descriptions = { it: 'Categoria di prova.', ru: 'Тестовая категория.', en: 'A test category.' };
  const parentId = (await db.category.findUniqueOrThrow({ where: { slug: parent }, select: { id: true } })).id;
  const category = await db.category.create({
    data: {
      slug: `${TEST_SLUG_PREFIX}${token}`,
      parentId,
      sortOrder: 1000,
      translations: { create: Object.entries(names).map(([locale, name]) => ({ locale, name, description: descriptions[locale as keyof typeof descriptions] })) },
    },
  });
  await revalidateCatalogue();
  return { id: category.id, slug: category.slug, names };
}

let clients = 0;
/**
 * A client address no other test uses (198.18.0.0/15, the benchmarking range), for a test that spends a per-address
 * budget (sign-in attempts, form limits): the server trusts one proxy (TRUST_PROXY=1), so a request's
 * `X-Forwarded-For` names its client. E.g. `browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } })`.
 */
export function clientIp(): string {
  const [a, b] = randomBytes(2);
  clients += 1;
  return `198.${18 + (clients % 2)}.${a}.${b}`;
}

import type { Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import type { Prisma } from '@/lib/generated/prisma/client';
import { compareConformity, CONFORMITY_TYPES, regulationsOf, type ConformityEntry } from './conformity';
import { pick, visibleWhere } from './queries';
import { isExpired, validityDay } from './rules';

// A product's conformity documents, read with the client the caller gives (the app's `db`, a test's database, the
// datasheet's renderer): published certificates and declarations with a registration number, linked to the
// product itself or to its category or that category's parent, as the product page's documents are.

/** What these reads need of a Prisma client (the app's, a transaction, a test's). */
export type ConformityReader = Pick<Prisma.TransactionClient, 'product' | 'document'>;

/** A conformity document: a certificate or declaration that carries a registration number. */
export const conformityWhere: Prisma.DocumentWhereInput = { type: { in: [...CONFORMITY_TYPES] }, registrationNumber: { not: null }, NOT: { registrationNumber: '' } };

/** Each product's categories that lend it documents: its own and that one's parent. */
async function familiesOf(db: ConformityReader, productIds: string[]): Promise<Map<string, string[]>> {
  const products = await db.product.findMany({ where: { id: { in: productIds } }, select: { id: true, categoryId: true, category: { select: { parentId: true } } } });
  return new Map(products.map((p) => [p.id, [p.categoryId, ...(p.category.parentId ? [p.category.parentId] : [])]]));
}

const select = {
  id: true,
  type: true,
  registrationNumber: true,
  technicalRegulations: true,
  issuedOn: true,
  validUntil: true,
  holder: true,
  registryUrl: true,
  fictitious: true,
  published: true,
  translations: { select: { locale: true, title: true } },
  products: { select: { id: true } },
  categories: { select: { id: true } },
} satisfies Prisma.DocumentSelect;
type Row = Prisma.DocumentGetPayload<{ select: typeof select }>;

/** The conformity documents (any state, or those `where` narrows) linked to the products, with whom each covers. */
async function linked(db: ConformityReader, productIds: string[], where: Prisma.DocumentWhereInput) {
  const families = await familiesOf(db, productIds);
  const categoryIds = [...new Set([...families.values()].flat())];
  const rows = await db.document.findMany({
    where: { AND: [conformityWhere, where, { OR: [{ products: { some: { id: { in: productIds } } } }, { categories: { some: { id: { in: categoryIds } } } }] }] },
    select,
  });
  const covers = (row: Row, productId: string) =>
    row.products.some((p) => p.id === productId) || row.categories.some((c) => families.get(productId)?.includes(c.id));
  return new Map(productIds.map((id) => [id, rows.filter((row) => covers(row, id))]));
}

function toEntry(row: Row, locale: Locale): ConformityEntry {
  const titles = row.translations.filter((t) => t.title.trim());
  return {
    id: row.id,
    kind: row.type === 'certificate' ? 'certificate' : 'declaration',
    title: titles[pick(titles, locale)]?.title ?? '',
    number: row.registrationNumber ?? '',
    regulations: regulationsOf(row.technicalRegulations),
    issuedOn: row.issuedOn,
    validUntil: row.validUntil,
    holder: row.holder,
    // A made-up number has no entry in the registry: never linked, whatever is stored.
    registryUrl: row.fictitious ? null : row.registryUrl,
    fictitious: row.fictitious,
  };
}

/**
 * Each product's conformity entries in `locale`, as visitors may see them on `now`'s day (published, not past the
 * last valid day, Europe/Rome): declarations first, then certificates, the latest issued first. Every id asked for
 * is in the answer (an empty list when it has none).
 */
export async function productConformity(db: ConformityReader, productIds: string[], locale: Locale, now: Date = clock.now()): Promise<Map<string, ConformityEntry[]>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const byProduct = await linked(db, ids, visibleWhere(now));
  return new Map([...byProduct].map(([id, rows]) => [id, rows.map((row) => toEntry(row, locale)).sort(compareConformity)]));
}

/**
 * How a product stands for the back office's list: `valid` while a published EAEU conformity document (one naming a
 * technical regulation, with a real number) covers it today; `expired` when the published ones it had are all past
 * their last day (`on`: the latest of those days); `missing` when none was ever published for it (the seed's sample
 * declarations do not count: the list reminds staff to load the real ones).
 */
export type ConformityStatus = { state: 'valid' } | { state: 'expired'; on: string } | { state: 'missing' };

export async function conformityStatus(db: ConformityReader, productIds: string[], now: Date = clock.now()): Promise<Map<string, ConformityStatus>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const byProduct = await linked(db, ids, { published: true });
  return new Map(
    [...byProduct].map(([id, linkedRows]): [string, ConformityStatus] => {
      // Only a registered EAEU document counts: a sample number of the seed, or a document naming no EAEU regulation, does not.
      const rows = linkedRows.filter((row) => !row.fictitious && regulationsOf(row.technicalRegulations).length > 0);
      if (!rows.length) return [id, { state: 'missing' }];
      if (rows.some((row) => !isExpired(row.validUntil, now))) return [id, { state: 'valid' }];
      const last = rows.map((row) => validityDay(row.validUntil!)).sort().at(-1)!;
      return [id, { state: 'expired', on: last }];
    }),
  );
}

import { createHash } from 'node:crypto';
import type { PrismaClient } from '../lib/generated/prisma/client';
import { categories } from './data/categories';
import { SEED_LOCALES, type SeedCategory } from './data/types';

export const SEED_HASH_KEY = 'seed.hash';

/** Fingerprint of the seed data: the import runs again only when it changes. */
export function seedHash(): string {
  return createHash('sha256').update(JSON.stringify({ categories })).digest('hex');
}

export type ImportReport = { created: number; updated: number; unchanged: number };

/**
 * Upserts the seed data by slug. Rows whose content already matches are not written, so a second run
 * changes nothing (not even `updatedAt`, which the sitemaps publish as lastmod).
 */
export async function importSeed(prisma: PrismaClient, data: SeedCategory[] = categories): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0 };
  await prisma.$transaction(async (tx) => {
    const upsertCategory = async (category: SeedCategory, parentId: string | null) => {
      const existing = await tx.category.findUnique({
        where: { slug: category.slug },
        include: { translations: true },
      });
      const names = SEED_LOCALES.map((locale) => ({ locale, name: category.name[locale] }));
      let id: string;
      if (!existing) {
        const created = await tx.category.create({
          data: { slug: category.slug, parentId, sortOrder: category.sortOrder, translations: { create: names } },
        });
        id = created.id;
        report.created += 1;
      } else {
        id = existing.id;
        const sameRow = existing.parentId === parentId && existing.sortOrder === category.sortOrder;
        const sameNames =
          existing.translations.length === names.length &&
          names.every((n) => existing.translations.some((t) => t.locale === n.locale && t.name === n.name));
        if (sameRow && sameNames) {
          report.unchanged += 1;
        } else {
          await tx.category.update({
            where: { id },
            data: {
              parentId,
              sortOrder: category.sortOrder,
              translations: { deleteMany: {}, create: names },
            },
          });
          report.updated += 1;
        }
      }
      for (const child of category.children ?? []) await upsertCategory(child, id);
    };
    for (const parent of data) await upsertCategory(parent, null);
  });
  return report;
}

// Derived columns the SQL migrations cannot fill: the search columns (lib/search-key.ts) hold text folded by
// JavaScript's Unicode rules, which neither SQLite nor PostgreSQL has. The release step (prisma/setup.ts) runs
// this after the migrations: it fills the rows whose column is still empty (rows from before the column, rows
// written by hand) and rewrites every row when the rule itself changed (SEARCH_RULE_VERSION). Most starts find
// nothing to do and only read.
import type { PrismaClient } from '../lib/generated/prisma/client';
import { leadSearchColumn } from '../lib/leads/number';
import { productSearchColumn, searchColumn, SEARCH_RULE_VERSION } from '../lib/search-key';

const RULE_KEY = 'search.rule';
const BATCH = 500;

export type BackfillReport = { leads: number; subscribers: number; products: number };

/** Fills (or, after a rule change, rewrites) the search columns; answers how many rows of each it wrote. */
export async function backfillSearchColumns(prisma: PrismaClient): Promise<BackfillReport> {
  const rule = await prisma.setting.findUnique({ where: { key: RULE_KEY } });
  const all = rule?.value !== String(SEARCH_RULE_VERSION);
  const stale = all ? {} : { search: '' };
  const report: BackfillReport = { leads: 0, subscribers: 0, products: 0 };

  // Batches by id, so a rewrite of every row (whose column is not empty) still ends.
  for (let after = ''; ; ) {
    const leads = await prisma.lead.findMany({ where: { ...stale, id: { gt: after } }, orderBy: { id: 'asc' }, take: BATCH });
    if (!leads.length) break;
    await prisma.$transaction(leads.map((lead) => prisma.lead.update({ where: { id: lead.id }, data: { search: leadSearchColumn(lead), updatedAt: lead.updatedAt } })));
    report.leads += leads.length;
    after = leads.at(-1)!.id;
  }
  for (let after = ''; ; ) {
    const subscribers = await prisma.subscriber.findMany({ where: { ...stale, id: { gt: after } }, orderBy: { id: 'asc' }, take: BATCH, select: { id: true, email: true, updatedAt: true } });
    if (!subscribers.length) break;
    await prisma.$transaction(subscribers.map(({ id, email, updatedAt }) => prisma.subscriber.update({ where: { id }, data: { search: searchColumn([email]), updatedAt } })));
    report.subscribers += subscribers.length;
    after = subscribers.at(-1)!.id;
  }
  for (let after = ''; ; ) {
    const products = await prisma.product.findMany({
      where: { ...stale, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, slug: true, modelCode: true, updatedAt: true, translations: { select: { locale: true, name: true } } },
    });
    if (!products.length) break;
    await prisma.$transaction(
      products.map((product) => {
        const names = Object.fromEntries(product.translations.map((t) => [t.locale, t.name]));
        // updatedAt kept as it was (the sitemaps' lastmod): a derived column is not an edit.
        return prisma.product.update({ where: { id: product.id }, data: { search: productSearchColumn(product, names), updatedAt: product.updatedAt } });
      }),
    );
    report.products += products.length;
    after = products.at(-1)!.id;
  }
  if (all) await prisma.setting.upsert({ where: { key: RULE_KEY }, create: { key: RULE_KEY, value: String(SEARCH_RULE_VERSION) }, update: { value: String(SEARCH_RULE_VERSION) } });
  return report;
}

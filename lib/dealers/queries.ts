import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { db } from '@/lib/db';
import { groupDealers, type CountryGroup, type PublicDealer } from './grouping';
import { DEALERS_TAG } from './values';

const PUBLIC_FIELDS = {
  id: true,
  name: true,
  country: true,
  region: true,
  city: true,
  address: true,
  phone: true,
  email: true,
  website: true,
  sales: true,
  installation: true,
  service: true,
} as const;

/**
 * Every published dealer, kept in Next's data cache under DEALERS_TAG: the static page and the filtered results
 * read it without touching the database until a change revalidates the tag.
 */
export const publishedDealers = unstable_cache(
  async (): Promise<PublicDealer[]> => db.dealer.findMany({ where: { published: true }, select: PUBLIC_FIELDS }),
  ['dealers:published'],
  { tags: [DEALERS_TAG] },
);

/** The public list in `locale`: countries, their regions (RU), their dealers. */
export async function dealerDirectory(locale: Locale): Promise<CountryGroup[]> {
  return groupDealers(await publishedDealers(), locale);
}

/**
 * When the public list last changed, for the sitemaps' lastmod: the latest dealer edit or audited change (a
 * deletion leaves only its audit entry). Null when there never was a dealer.
 */
export async function dealersChangedAt(): Promise<Date | null> {
  const [latest, audited] = await Promise.all([
    db.dealer.aggregate({ _max: { updatedAt: true } }),
    db.auditLog.findFirst({ where: { entity: 'dealer' }, orderBy: { at: 'desc' }, select: { at: true } }),
  ]);
  const dates = [latest._max.updatedAt, audited?.at].filter((date): date is Date => date instanceof Date);
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
}

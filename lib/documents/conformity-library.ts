import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { now } from '@/lib/clock';
import { db } from '@/lib/db';
import type { ConformityEntry } from './conformity';
import { productConformity } from './conformity-queries';
import { DOCUMENTS_TAG } from './library';
import { dayIn, validityDate, validityDay } from './rules';

// The conformity entries the public pages read (the product page, the comparison), cached like the documents'
// lists: under the `documents` tag every back-office change of a document refreshes, with the day in the key so an
// expiry needs no edit. Next's cache keeps JSON: the days travel as "2029-03-12" and come back as dates.

type Stored = Omit<ConformityEntry, 'issuedOn' | 'validUntil'> & { issuedOn: string | null; validUntil: string | null };

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

const cached = unstable_cache(
  async (productIds: string[], locale: Locale, day: string): Promise<[string, Stored[]][]> => {
    const map = await productConformity(db, productIds, locale, noon(day));
    return [...map].map(([id, entries]) => [
      id,
      entries.map((entry) => ({ ...entry, issuedOn: entry.issuedOn ? validityDay(entry.issuedOn) : null, validUntil: entry.validUntil ? validityDay(entry.validUntil) : null })),
    ]);
  },
  ['documents-conformity'],
  { tags: [DOCUMENTS_TAG], revalidate: 3600 },
);

/** Each product's conformity entries in `locale` (see productConformity), by product id. */
export async function getConformity(productIds: string[], locale: Locale): Promise<Map<string, ConformityEntry[]>> {
  if (!productIds.length) return new Map();
  const stored = await cached([...new Set(productIds)].sort(), locale, dayIn(now()));
  return new Map(
    stored.map(([id, entries]) => [
      id,
      entries.map((entry) => ({ ...entry, issuedOn: entry.issuedOn ? validityDate(entry.issuedOn) : null, validUntil: entry.validUntil ? validityDate(entry.validUntil) : null })),
    ]),
  );
}

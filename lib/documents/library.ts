import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { now } from '@/lib/clock';
import { categoryDocuments, lastChange, visibleDocuments, type PublicDocument } from './queries';
import { dayIn, type DocumentFilter } from './rules';

// What the public pages read. Cached with the tag below, so every page that shows documents (the library, each
// product's and category's page) is regenerated when the back office changes one (revalidateDocuments); the day
// is part of each key, so a certificate past its last day disappears by the pages' hourly revalidation too.

export const DOCUMENTS_TAG = 'documents';

const HOUR = 3600;
const options = { tags: [DOCUMENTS_TAG], revalidate: HOUR };
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

const library = unstable_cache(
  async (locale: Locale, filter: DocumentFilter, day: string) => visibleDocuments(locale, filter, noon(day)),
  ['documents-library'],
  options,
);
const ofCategory = unstable_cache(async (slug: string, locale: Locale, day: string) => categoryDocuments(slug, locale, noon(day)), ['documents-category'], options);
const changedAt = unstable_cache(async (day: string) => (await lastChange(noon(day)))?.toISOString() ?? null, ['documents-changed'], options);

/** The visible documents, optionally of one type and one product. */
export function getDocumentLibrary(locale: Locale, filter: DocumentFilter = {}): Promise<PublicDocument[]> {
  return library(locale, filter, dayIn(now()));
}

/** A product's visible documents (its own, its category's and its parent category's). */
export function getProductDocuments(slug: string, locale: Locale): Promise<PublicDocument[]> {
  return library(locale, { product: slug }, dayIn(now()));
}

export function getCategoryDocuments(slug: string, locale: Locale): Promise<PublicDocument[]> {
  return ofCategory(slug, locale, dayIn(now()));
}

/** For the sitemaps: when the newest visible document changed, or null when the library is empty. */
export async function documentsChangedAt(): Promise<Date | null> {
  const stamp = await changedAt(dayIn(now()));
  return stamp ? new Date(stamp) : null;
}

/** After every back-office change: the next visit of each page that shows documents renders it afresh. */
export function revalidateDocuments(): void {
  revalidateTag(DOCUMENTS_TAG, { expire: 0 });
}

/** A filtered library, read afresh (the per-request result page: its filters are not cache keys). */
export function findDocuments(locale: Locale, filter: DocumentFilter): Promise<PublicDocument[]> {
  return visibleDocuments(locale, filter);
}

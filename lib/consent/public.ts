import 'server-only';
import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { db } from '@/lib/db';
import { consentText, type ConsentPurpose } from './documents';

// What the public consent pages read (/consent/<purpose> and /consent/<purpose>/<version>). Cached under one tag
// that a publication expires; a version's own page never changes once rendered.

export const CONSENT_TAG = 'consent-documents';

export type PublicConsentDocument = {
  purpose: ConsentPurpose;
  version: number;
  text: string;
  sha256: string;
  publishedAt: string;
  /** Every version of the purpose, newest first; the first is the one in force. */
  versions: { version: number; publishedAt: string }[];
};

const read = unstable_cache(
  async (purpose: ConsentPurpose, version: number | null, locale: Locale): Promise<PublicConsentDocument | null> => {
    const versions = await db.consentDocument.findMany({ where: { purpose }, orderBy: { version: 'desc' }, select: { version: true, publishedAt: true } });
    const wanted = version ?? versions[0]?.version;
    if (wanted === undefined) return null;
    const row = await db.consentDocument.findUnique({ where: { purpose_version: { purpose, version: wanted } } });
    if (!row) return null;
    return {
      purpose,
      version: row.version,
      text: consentText(row, locale),
      sha256: row.sha256,
      publishedAt: row.publishedAt.toISOString(),
      versions: versions.map((item) => ({ version: item.version, publishedAt: item.publishedAt.toISOString() })),
    };
  },
  ['consent-document'],
  { tags: [CONSENT_TAG] },
);

/** A purpose's document in one language: the version in force, or the version asked for (null: none such). */
export function getConsentDocument(purpose: ConsentPurpose, locale: Locale, version?: number): Promise<PublicConsentDocument | null> {
  return read(purpose, version ?? null, locale);
}

/** After a publication: the pages of the purpose's current version show the new one on their next visit. */
export function revalidateConsentDocuments(): void {
  revalidateTag(CONSENT_TAG, { expire: 0 });
  revalidatePath('/[locale]/consent/[purpose]', 'page');
}

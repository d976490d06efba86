import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';

// The consent documents a visitor agrees to (152-FZ as amended in 2025 wants the consent to processing as a
// document of its own, and separate consents for advertising mail-outs and for transfer to third parties). Each
// purpose has numbered versions; a published version never changes, so a record naming it (with its SHA-256)
// names exactly what the person was shown. Administrators publish new versions in the back office.

export const CONSENT_PURPOSES = ['processing', 'newsletter', 'transfer'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const isConsentPurpose = (value: unknown): value is ConsentPurpose => CONSENT_PURPOSES.includes(value as ConsentPurpose);

export type ConsentTexts = { textIt: string; textRu: string; textEn: string };

/** The SHA-256 of a version's three texts, as stored with it and with every consent that names it. */
export function consentHash(texts: ConsentTexts): string {
  return createHash('sha256').update(JSON.stringify([texts.textIt, texts.textRu, texts.textEn])).digest('hex');
}

const TEXT_OF: Record<Locale, keyof ConsentTexts> = { it: 'textIt', ru: 'textRu', en: 'textEn' };
export const consentText = (texts: ConsentTexts, locale: Locale) => texts[TEXT_OF[locale]];

/** The public address of a purpose's document: its current version, or one version for good. */
export const consentPath = (purpose: ConsentPurpose, version?: number) => (version ? `/consent/${purpose}/${version}` : `/consent/${purpose}`);

export type ConsentVersionRef = { id: string; purpose: ConsentPurpose; version: number; sha256: string };

type Reader = Pick<PrismaClient, 'consentDocument'> | Prisma.TransactionClient;

/** The current version of every purpose: what a form shows and a submission records. */
export async function currentConsentVersions(client: Reader): Promise<Map<ConsentPurpose, ConsentVersionRef>> {
  const rows = await client.consentDocument.findMany({
    orderBy: { version: 'desc' },
    distinct: ['purpose'],
    select: { id: true, purpose: true, version: true, sha256: true },
  });
  return new Map(rows.filter((row) => isConsentPurpose(row.purpose)).map((row) => [row.purpose as ConsentPurpose, { ...row, purpose: row.purpose as ConsentPurpose }]));
}

/** Who published the migration's version 1 of the processing document (the forms' earlier sentences). */
export const MIGRATION_PUBLISHER = 'migration';
/** Who published the texts of lib/consent/initial-documents.ts. */
export const SETUP_PUBLISHER = 'setup';

/**
 * The release step's part: every purpose that no one has published a document for gets the texts of
 * lib/consent/initial-documents.ts as its next version (for processing, version 2 after the migration's
 * sentences). Run on every start; once an administrator or this step published, nothing changes.
 */
export async function ensureConsentDocuments(client: PrismaClient, initial: Record<ConsentPurpose, ConsentTexts>): Promise<ConsentPurpose[]> {
  const published: ConsentPurpose[] = [];
  for (const purpose of CONSENT_PURPOSES) {
    const written = await client.consentDocument.count({ where: { purpose, publishedBy: { not: MIGRATION_PUBLISHER } } });
    if (written > 0) continue;
    const latest = await client.consentDocument.findFirst({ where: { purpose }, orderBy: { version: 'desc' }, select: { version: true } });
    const texts = initial[purpose];
    await client.consentDocument.create({
      data: { purpose, version: (latest?.version ?? 0) + 1, ...texts, sha256: consentHash(texts), note: '', publishedBy: SETUP_PUBLISHER },
    });
    published.push(purpose);
  }
  return published;
}

import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A change refreshes the documents' cached lists (lib/documents/library.ts): outside Next there is nothing to refresh.
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined, unstable_cache: <T>(work: T) => work }));
vi.mock('@/lib/db', () => import('../support/app-db'));
import { cleanup, db } from '../support/app-db';
import { documentFormSchema, type DocumentForm } from '@/lib/admin/documents/schema';
import { createDocument, setDocumentPublished, updateDocument } from '@/lib/admin/documents/service';
import { documentForEdit } from '@/lib/admin/documents/queries';
import { readForm } from '@/lib/admin/form-schema';
import { conformityStatus, productConformity } from '@/lib/documents/conformity-queries';
import { serverTranslator } from '@/lib/i18n/messages';
import { pdfLatin, samplePdf } from '@/lib/documents/sample-pdf';
import { checkPdf } from '@/lib/documents/rules';
import { importSeed, seedData, seedDocumentFile, writeSeedDocumentFiles } from '@/prisma/seed';
import { createTestDatabase } from '../support/test-db';
import { conformityDocuments } from '@/prisma/data/conformity';

// Issue 35, item 3: the EAEU declarations and certificates of a product. The form's rules, a document's conformity
// fields saved through the content engine and read back as the pages read them (productConformity) in three
// languages, and the back office's list flag. The expiry mails: conformity-expiry.test.ts; the screens and the
// product page in Chromium: tests/e2e/changes/documents.spec.ts.

afterAll(() => cleanup());

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return readForm(data, documentFormSchema);
};
const declaration = { type: 'declaration', language: 'ru', 'titles.it': 'Dichiarazione EAC' };

describe('the form: conformity fields', () => {
  it('refuses a registry link that is not https, an unknown regulation, a number over 120 characters and an issue day after the expiry', () => {
    const refused = form({
      ...declaration,
      registryUrl: 'http://pub.fsa.gov.ru/rds/declaration/view/1',
      technicalRegulations: ['TR CU 004/2011', 'TR CU 999/2099'],
      registrationNumber: 'N'.repeat(121),
      validUntil: '2029-03-11',
    });
    expect(refused).toMatchObject({ ok: false, code: 'INVALID', fieldErrors: { registryUrl: 'https', technicalRegulations: 'regulation', registrationNumber: 'numberTooLong' } });
    expect(form({ ...declaration, registryUrl: 'javascript:alert(1)' })).toMatchObject({ fieldErrors: { registryUrl: 'https' } });
    expect(form({ ...declaration, issuedOn: '2024-02-30' })).toMatchObject({ fieldErrors: { issuedOn: 'date' } });
    expect(form({ ...declaration, issuedOn: '2029-03-12', validUntil: '2029-03-11' })).toMatchObject({ fieldErrors: { issuedOn: 'issuedAfterExpiry' } });
    // Every code is a translated message in the three languages.
    for (const locale of ['it', 'ru', 'en'] as const) {
      const t = serverTranslator(locale, 'admin.documents');
      for (const code of ['https', 'regulation', 'numberTooLong', 'issuedAfterExpiry', 'date', 'holderTooLong', 'urlTooLong'] as const) expect(t(`errors.${code}`)).not.toMatch(/errors\./);
    }
  });

  it('keeps a declaration’s fields (regulations in the list’s order, once) and drops them for a manual', () => {
    const fields = {
      registrationNumber: ' ЕАЭС N RU Д-IT.РА01.В.10482/24 ',
      technicalRegulations: ['TR CU 020/2011', 'TR CU 004/2011', 'TR CU 020/2011'],
      issuedOn: '2024-03-12',
      validUntil: '2029-03-11',
      holder: 'ООО «Аэрис Клима Рус»',
      registryUrl: 'https://pub.fsa.gov.ru/rds/declaration/view/123',
    };
    const kept = form({ ...declaration, ...fields });
    expect(kept).toMatchObject({
      ok: true,
      value: { registrationNumber: 'ЕАЭС N RU Д-IT.РА01.В.10482/24', technicalRegulations: ['TR CU 004/2011', 'TR CU 020/2011'], issuedOn: '2024-03-12', registryUrl: fields.registryUrl },
    });
    expect(form({ ...declaration, ...fields, type: 'manual' })).toMatchObject({
      ok: true,
      value: { registrationNumber: null, technicalRegulations: [], issuedOn: null, validUntil: null, holder: null, registryUrl: null },
    });
  });
});

describe('conformity in the database (real SQLite file)', () => {
  beforeEach(async () => {
    await db.$transaction([
      db.document.deleteMany(),
      db.product.deleteMany(),
      db.category.deleteMany({ where: { parentId: { not: null } } }),
      db.category.deleteMany(),
      db.contentVersion.deleteMany(),
      db.contentDraft.deleteMany(),
    ]);
  });

  const actor = { id: null, email: 'editor@staff.test' };
  const titles = { it: 'Dichiarazione di conformità EAEU', ru: 'Декларация о соответствии ЕАЭС', en: 'EAEU declaration of conformity' };
  const values = (changes: Partial<DocumentForm> = {}): DocumentForm => ({
    type: 'declaration',
    language: 'ru',
    titles,
    validUntil: '2029-03-11',
    registrationNumber: 'ЕАЭС N RU Д-IT.РА01.В.10482/24',
    technicalRegulations: ['TR CU 004/2011', 'TR CU 020/2011'],
    issuedOn: '2024-03-12',
    holder: 'ООО «Аэрис Клима Рус»',
    registryUrl: 'https://pub.fsa.gov.ru/rds/declaration/view/123',
    productIds: [],
    categoryIds: [],
    ...changes,
  });
  const file = (n: number) => ({ fileKey: `documents/${String(n).repeat(32)}.pdf`, fileSize: 100 });

  async function catalogue() {
    const family = await db.category.create({ data: { slug: 'chillers', translations: { create: [{ locale: 'it', name: 'Refrigeratori' }] } } });
    const range = await db.category.create({ data: { slug: 'air-cooled-chillers', parentId: family.id, translations: { create: [{ locale: 'it', name: 'Aria' }] } } });
    const product = (slug: string) =>
      db.product.create({
        data: {
          slug,
          modelCode: slug.toUpperCase(),
          modelKey: slug,
          categoryId: range.id,
          powerSupply: 'three',
          voltage: '380-415',
          frequency: '50',
          dimensionsAndWeight: [],
          productDimensions: '2000 × 1000 × 1500',
          packageDimensions: '2100 × 1100 × 1600',
          netWeightKg: 400,
          grossWeightKg: 420,
          published: true,
        } as never,
      });
    return { family, range, chiller: await product('ach-020'), other: await product('ach-030') };
  }

  async function published(changes: Partial<DocumentForm>, n: number) {
    const created = await createDocument(actor, values(changes), file(n));
    if (!created.ok) throw new Error(created.code);
    expect(await setDocumentPublished(actor, created.id, 1, true)).toMatchObject({ ok: true });
    return created.id;
  }

  it('saves the fields through the engine and reads them back, in each language, declarations first; a published edit waits for “Publish changes”', async () => {
    const { chiller, family } = await catalogue();
    const now = new Date('2026-11-27T10:00:00Z');
    const id = await published({ productIds: [chiller.id] }, 1);
    // A certificate of the family (linked to the parent category) covers the product too.
    await published({ type: 'certificate', registrationNumber: 'ЕАЭС RU С-IT.АЯ46.В.00123/25', technicalRegulations: ['TR CU 010/2011'], categoryIds: [family.id], issuedOn: '2025-01-10', validUntil: '2030-01-09' }, 2);

    const expected = { it: 'Dichiarazione di conformità EAEU', ru: 'Декларация о соответствии ЕАЭС', en: 'EAEU declaration of conformity' } as const;
    for (const locale of ['it', 'ru', 'en'] as const) {
      const entries = (await productConformity(db, [chiller.id], locale, now)).get(chiller.id)!;
      expect(entries.map((entry) => entry.kind)).toEqual(['declaration', 'certificate']);
      expect(entries[0]).toEqual({
        id,
        kind: 'declaration',
        title: expected[locale],
        number: 'ЕАЭС N RU Д-IT.РА01.В.10482/24',
        regulations: ['TR CU 004/2011', 'TR CU 020/2011'],
        issuedOn: new Date('2024-03-12T00:00:00Z'),
        validUntil: new Date('2029-03-11T00:00:00Z'),
        holder: 'ООО «Аэрис Клима Рус»',
        registryUrl: 'https://pub.fsa.gov.ru/rds/declaration/view/123',
        fictitious: false,
      });
    }

    // Published: the renewal is a draft, and the public entry stays as it was until published.
    expect(await updateDocument(actor, id, 2, values({ productIds: [chiller.id], registrationNumber: 'ЕАЭС N RU Д-IT.РА01.В.20001/26', validUntil: '2031-05-01' }))).toMatchObject({ ok: true });
    expect((await productConformity(db, [chiller.id], 'en', now)).get(chiller.id)![0]!.number).toBe('ЕАЭС N RU Д-IT.РА01.В.10482/24');
    expect((await documentForEdit(id, 'en', now))!.conformity).toMatchObject({ registrationNumber: 'ЕАЭС N RU Д-IT.РА01.В.20001/26', technicalRegulations: ['TR CU 004/2011', 'TR CU 020/2011'] });
    expect(await setDocumentPublished(actor, id, 3, true)).toMatchObject({ ok: true });
    expect((await productConformity(db, [chiller.id], 'en', now)).get(chiller.id)![0]).toMatchObject({ number: 'ЕАЭС N RU Д-IT.РА01.В.20001/26', validUntil: new Date('2031-05-01T00:00:00Z') });

    // Past its last day (Europe/Rome) or unpublished, an entry is gone.
    expect((await productConformity(db, [chiller.id], 'it', new Date('2031-05-01T21:00:00Z'))).get(chiller.id)!.map((e) => e.kind)).toEqual(['declaration']);
    expect((await productConformity(db, [chiller.id], 'it', new Date('2031-05-01T23:30:00Z'))).get(chiller.id)).toEqual([]);
  });

  it('a sample number of the seed is shown as such and never linked; typing the real number clears the mark', async () => {
    const { chiller } = await catalogue();
    const id = await published({ productIds: [chiller.id] }, 3);
    await db.document.update({ where: { id }, data: { fictitious: true } });
    expect((await productConformity(db, [chiller.id], 'ru', new Date('2026-11-27T10:00:00Z'))).get(chiller.id)![0]).toMatchObject({ fictitious: true, registryUrl: null });
    // Saved with the same number (another field changed): still a sample.
    expect(await updateDocument(actor, id, 2, values({ productIds: [chiller.id], holder: 'ООО «Аэрис Клима»' }))).toMatchObject({ ok: true });
    expect((await documentForEdit(id, 'it', new Date('2026-11-27T10:00:00Z')))!.conformity.fictitious).toBe(true);
    expect(await updateDocument(actor, id, 3, values({ productIds: [chiller.id], registrationNumber: 'ЕАЭС N RU Д-IT.РА01.В.77777/26' }))).toMatchObject({ ok: true });
    expect(await setDocumentPublished(actor, id, 4, true)).toMatchObject({ ok: true });
    expect((await productConformity(db, [chiller.id], 'ru', new Date('2026-11-27T10:00:00Z'))).get(chiller.id)![0]).toMatchObject({ fictitious: false, registryUrl: 'https://pub.fsa.gov.ru/rds/declaration/view/123' });
  });

  it('flags for the back office a product with no valid declaration, or whose declarations all expired', async () => {
    const { chiller, other } = await catalogue();
    await published({ productIds: [chiller.id], validUntil: '2026-10-31', issuedOn: '2021-11-01' }, 4);
    await published({ productIds: [chiller.id], validUntil: '2026-11-20', issuedOn: '2021-11-21', registrationNumber: 'ЕАЭС N RU Д-IT.РА01.В.00002/21' }, 5);
    const status = await conformityStatus(db, [chiller.id, other.id], new Date('2026-11-27T10:00:00Z'));
    expect(status.get(chiller.id)).toEqual({ state: 'expired', on: '2026-11-20' });
    expect(status.get(other.id)).toEqual({ state: 'missing' });
    // A sample number (the seed's) or a document naming no EAEU regulation does not make a product compliant.
    const sample = await published({ productIds: [chiller.id, other.id] }, 6);
    await db.document.update({ where: { id: sample }, data: { fictitious: true } });
    await published({ productIds: [other.id], technicalRegulations: [], registrationNumber: 'EUROVENT 20.01.123' }, 7);
    const today = await conformityStatus(db, [chiller.id, other.id], new Date('2026-11-27T10:00:00Z'));
    expect([today.get(chiller.id), today.get(other.id)]).toEqual([{ state: 'expired', on: '2026-11-20' }, { state: 'missing' }]);
    await published({ productIds: [chiller.id, other.id] }, 8);
    expect((await conformityStatus(db, [chiller.id, other.id], new Date('2026-11-27T10:00:00Z'))).get(chiller.id)).toEqual({ state: 'valid' });
  });
});

describe('the seed’s sample declarations', () => {
  it('are marked fictitious in their PDF, have no registry link, and are PDFs the upload check accepts', () => {
    expect(conformityDocuments.length).toBeGreaterThan(0);
    for (const document of conformityDocuments) {
      const { bytes, fileKey } = seedDocumentFile(document);
      expect(checkPdf(bytes)).toBeNull();
      expect(fileKey).toMatch(/^documents\/[0-9a-f]{32}\.pdf$/);
      expect(bytes.toString('latin1')).toContain('SAMPLE DOCUMENT - NOT A REAL DECLARATION OF CONFORMITY');
      expect(bytes.toString('latin1')).toContain(pdfLatin(document.registrationNumber));
      expect(document.issuedOn < document.validUntil).toBe(true);
    }
    expect(pdfLatin('ЕАЭС N RU Д-IT.РА01.В.10482/24')).toBe('EAES N RU D-IT.RA01.V.10482/24');
    expect(samplePdf(['x']).equals(samplePdf(['x']))).toBe(true);
  });

  it('cover every seed product once, published, with no registry link; a second import and a second file pass change nothing', async () => {
    const seeded = createTestDatabase();
    try {
      await importSeed(seeded.prisma);
      const documents = await seeded.prisma.document.findMany({ include: { products: { select: { slug: true } } }, orderBy: { seedKey: 'asc' } });
      expect(documents).toHaveLength(conformityDocuments.length);
      expect(documents.every((d) => d.published && d.fictitious && d.registryUrl === null && d.type === 'declaration')).toBe(true);
      const covered = documents.flatMap((d) => d.products.map((p) => p.slug)).sort();
      expect(covered).toEqual(seedData.products.map((p) => p.slug).sort());
      const before = await seeded.prisma.document.findMany({ orderBy: { seedKey: 'asc' } });
      await importSeed(seeded.prisma);
      expect(await seeded.prisma.document.findMany({ orderBy: { seedKey: 'asc' } })).toEqual(before);

      const stored = new Map<string, Buffer>();
      const store = { get: async (key: string) => stored.get(key) ?? null, put: async (key: string, data: Buffer) => void stored.set(key, data) };
      expect(await writeSeedDocumentFiles(seeded.prisma, store)).toBe(conformityDocuments.length);
      expect(await writeSeedDocumentFiles(seeded.prisma, store)).toBe(0);
      expect([...stored.keys()].sort()).toEqual(documents.map((d) => d.fileKey).sort());
    } finally {
      await seeded.cleanup();
    }
  });
});

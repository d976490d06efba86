import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer';
import { createElement } from 'react';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A change refreshes the library's cached lists (lib/documents/library.ts): outside Next there is nothing to refresh.
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined, unstable_cache: <T>(work: T) => work }));
import { createDocument, deleteDocument, setDocumentPublished, updateDocument } from '@/lib/admin/documents/service';
import { uploadStorage } from '@/lib/storage/uploads';
import { documentFileName, inlineDisposition } from '@/lib/documents/file-name';
import { allDocuments } from '@/lib/admin/documents/queries';
import { lastChange, visibleDocuments, visibleFile } from '@/lib/documents/queries';
import { checkPdf, dayIn, isExpired, MAX_DOCUMENT_BYTES, readDocumentFilter, validityDate } from '@/lib/documents/rules';
import { documentFormSchema, type DocumentForm } from '@/lib/admin/documents/schema';
import { readForm } from '@/lib/admin/form-schema';
import { minimalPdf } from '../support/pdf';
import { createTestDatabase } from '../support/test-db';

const pdfText = (bytes: Buffer) => {
  const file = path.join(os.tmpdir(), `documents-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
};

describe('the PDF check (by content: name and declared type play no part)', () => {
  it('accepts the PDF the tests write (pdftotext reads it) and one made by @react-pdf/renderer', async () => {
    const written = minimalPdf('Manuale di installazione');
    expect(pdfText(written)).toContain('Manuale di installazione');
    expect(checkPdf(written)).toBeNull();
    const rendered = await renderToBuffer(createElement(Document, null, createElement(Page, { size: 'A4' }, createElement(Text, null, 'Certificate'))));
    expect(checkPdf(rendered)).toBeNull();
  });

  it('refuses a PNG picture (renamed .pdf or not), an empty file, a truncated header and a file cut short', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).png().toBuffer();
    expect(checkPdf(png)).toBe('TYPE');
    expect(checkPdf(Buffer.alloc(0))).toBe('EMPTY');
    expect(checkPdf(Buffer.from('%PDF'))).toBe('TYPE');
    expect(checkPdf(Buffer.from('%PD-1.4\n' + minimalPdf('x').subarray(9).toString('latin1'), 'latin1'))).toBe('TYPE');
    const whole = minimalPdf('Dichiarazione EAC');
    expect(checkPdf(whole.subarray(0, whole.length - 20))).toBe('TYPE');
    expect(checkPdf(Buffer.from('<html>%PDF-1.4</html>'))).toBe('TYPE');
  });

  it('refuses a file over 20 MB, and accepts one just under it', () => {
    const pdf = minimalPdf('x');
    const padding = (size: number) => Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(size - pdf.length, 0x20), pdf.subarray(9)]);
    // The padding sits inside the header's comment area: the offsets move, so the trailer's offset stays inside.
    expect(MAX_DOCUMENT_BYTES).toBe(20 * 1024 * 1024);
    expect(checkPdf(padding(MAX_DOCUMENT_BYTES + 1))).toBe('TOO_LARGE');
    expect(checkPdf(padding(MAX_DOCUMENT_BYTES))).toBeNull();
  });
});

describe('expiry by date (the company day, Europe/Rome)', () => {
  const day = '2026-11-23';
  it('shows a document all of its last valid day and hides it from the next', () => {
    expect(isExpired(validityDate(day), new Date('2026-11-23T00:30:00+01:00'))).toBe(false);
    expect(isExpired(validityDate(day), new Date('2026-11-23T23:59:00+01:00'))).toBe(false);
    expect(isExpired(validityDate(day), new Date('2026-11-24T00:01:00+01:00'))).toBe(true);
    expect(isExpired(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('reads the day in Rome, not in UTC', () => {
    expect(dayIn(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
});

describe('the form and the filter', () => {
  const form = (fields: Record<string, string | string[]>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
    // Read as the upload handler reads it.
    const reading = readForm(data, documentFormSchema);
    return reading.ok ? { success: true as const, data: reading.value } : { success: false as const, fieldErrors: reading.fieldErrors };
  };

  it('requires the Italian title only, and keeps a validity date for certificates and declarations alone', () => {
    const ok = form({ type: 'certificate', language: 'ru', 'titles.it': 'Certificato EAC', validUntil: '2027-01-31' });
    expect(ok.success && ok.data).toMatchObject({ titles: { it: 'Certificato EAC', ru: '', en: '' }, validUntil: '2027-01-31' });
    const manual = form({ type: 'manual', language: 'it', 'titles.it': 'Manuale', validUntil: '2027-01-31' });
    expect(manual.success && manual.data.validUntil).toBeNull();
    expect(form({ type: 'manual', language: 'it', 'titles.it': ' ' }).success).toBe(false);
    expect(form({ type: 'certificate', language: 'it', 'titles.it': 'C', validUntil: '2027-02-30' }).success).toBe(false);
    expect(form({ type: 'poster', language: 'it', 'titles.it': 'C' }).success).toBe(false);
  });

  it('reads only known types from the URL', () => {
    expect(readDocumentFilter({ type: 'certificate', product: 'ws-35' })).toEqual({ type: 'certificate', product: 'ws-35' });
    expect(readDocumentFilter({ type: 'poster' })).toEqual({});
  });

  it('names the file readably, in any script, and serves it inline', () => {
    expect(documentFileName('Декларация ЕАЭС: серия WS', 'ru')).toBe('Aeris-Clima_Декларация-ЕАЭС-серия-WS_ru.pdf');
    expect(inlineDisposition('Aeris-Clima_Manuale_it.pdf')).toBe(`inline; filename="Aeris-Clima_Manuale_it.pdf"; filename*=UTF-8''Aeris-Clima_Manuale_it.pdf`);
  });
});

// The queries' and commands' `db` is the running test's own database.
let testDb: ReturnType<typeof createTestDatabase>;
vi.mock('@/lib/db', () => ({
  get db() {
    return testDb.prisma;
  },
}));

describe('documents in the database', () => {
  beforeEach(() => {
    testDb = createTestDatabase();
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  const actor = { id: null, email: 'editor@staff.test' };
  const now = new Date('2026-06-15T10:00:00Z');
  const values = (changes: Partial<DocumentForm> = {}): DocumentForm => ({
    type: 'manual',
    language: 'it',
    titles: { it: 'Manuale', ru: '', en: 'Manual' },
    validUntil: null,
    registrationNumber: null,
    technicalRegulations: [],
    issuedOn: null,
    holder: null,
    registryUrl: null,
    productIds: [],
    categoryIds: [],
    ...changes,
  });

  async function setup() {
    const { prisma } = testDb;
    const category = await prisma.category.create({ data: { slug: 'wall', translations: { create: [{ locale: 'it', name: 'Split a parete' }] } } });
    const product = await prisma.product.create({
      data: {
        slug: 'ws-35',
        modelCode: 'WS-35',
        modelKey: 'ws35',
        categoryId: category.id,
        powerSupply: 'single',
        voltage: '220-240',
        frequency: '50',
        dimensionsAndWeight: [],
        productDimensions: '800 × 300 × 200',
        packageDimensions: '900 × 400 × 300',
        netWeightKg: 9,
        grossWeightKg: 11,
        translations: { create: [{ locale: 'it', name: 'Split WS-35', shortDescription: '', description: '' }] },
      } as never,
    });
    return { category, product };
  }

  it('shows visitors published documents within their validity, filtered by type and product; editors see all, expired flagged', async () => {
    const { category, product } = await setup();
    const file = (n: number) => ({ fileKey: `documents/${String(n).repeat(32)}.pdf`, fileSize: 1000 });
    // New documents start unpublished; these were published before every title was required (the visitors' titles
    // fall back to Italian).
    const published = async (form: DocumentForm, stored: { fileKey: string; fileSize: number }) => {
      const result = await createDocument(actor, form, stored);
      if (result.ok) await testDb.prisma.document.update({ where: { id: result.id }, data: { published: true } });
      return result;
    };
    const manual = await published(values({ productIds: [product.id] }), file(1));
    const valid = await published(values({ type: 'certificate', titles: { it: 'Certificato', ru: 'Сертификат', en: '' }, validUntil: '2026-06-15' }), file(2));
    const expired = await published(values({ type: 'certificate', titles: { it: 'Scaduto', ru: '', en: '' }, validUntil: '2026-06-14', productIds: [product.id] }), file(3));
    await createDocument(actor, values({ productIds: [product.id] }), file(4));
    const family = await published(values({ type: 'brochure', titles: { it: 'Brochure', ru: '', en: '' }, categoryIds: [category.id] }), file(5));
    expect([manual, valid, expired, family].every((r) => r.ok)).toBe(true);

    const titles = async (filter = {}, locale: 'it' | 'ru' | 'en' = 'it') => (await visibleDocuments(locale, filter, now)).map((d) => d.title).sort();
    expect(await titles()).toEqual(['Brochure', 'Certificato', 'Manuale']);
    expect(await titles({}, 'ru')).toEqual(['Brochure', 'Manuale', 'Сертификат']);
    expect(await titles({ type: 'certificate' })).toEqual(['Certificato']);
    // A product's documents: its own and its family's.
    expect(await titles({ product: 'ws-35' })).toEqual(['Brochure', 'Manuale']);
    expect(await visibleFile(file(3).fileKey, now)).toBeNull();
    expect(await visibleFile(file(2).fileKey, now)).toMatchObject({ fileName: 'Aeris-Clima_Certificato_it.pdf' });
    // The next day the certificate valid "until 15 June" is gone too.
    expect(await visibleDocuments('it', { type: 'certificate' }, new Date('2026-06-16T08:00:00+02:00'))).toEqual([]);

    const editor = await allDocuments('en', now);
    expect(editor).toHaveLength(5);
    expect(editor.filter((d) => d.expired).map((d) => d.title)).toEqual(['Scaduto']);
    expect(await lastChange(now)).toBeInstanceOf(Date);
  });

  it('saves under the optimistic lock, publishes only with every title, keeps a published one’s edits as a draft, and deletes', async () => {
    const { prisma } = testDb;
    const key = (c: string) => `documents/${c.repeat(32)}.pdf`;
    const created = await createDocument(actor, values(), { fileKey: key('a'), fileSize: 10 });
    if (!created.ok) throw new Error('not created');
    const saved = await updateDocument(actor, created.id, 1, values({ titles: { it: 'Manuale nuovo', ru: '', en: 'New manual' } }), { fileKey: key('b'), fileSize: 20 });
    expect(saved).toEqual({ ok: true, id: created.id });
    expect(await updateDocument(actor, created.id, 1, values())).toEqual({ ok: false, code: 'CONFLICT' });
    expect(await setDocumentPublished(actor, created.id, 2, true)).toEqual({ ok: false, code: 'INCOMPLETE' });
    expect(await updateDocument(actor, created.id, 2, values({ titles: { it: 'Manuale nuovo', ru: 'Новое руководство', en: 'New manual' } }))).toMatchObject({ ok: true });
    expect(await setDocumentPublished(actor, created.id, 3, true)).toMatchObject({ ok: true });
    // Published: a new file is the draft's, and the public one stays until "Publish changes".
    expect(await updateDocument(actor, created.id, 4, values({ titles: { it: 'Manuale 2027', ru: 'Руководство 2027', en: 'Manual 2027' } }), { fileKey: key('c'), fileSize: 30 })).toMatchObject({ ok: true });
    expect(await prisma.document.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ fileKey: key('b'), published: true });
    expect(await visibleFile(key('c'))).toBeNull();
    expect(await deleteDocument(actor, created.id)).toMatchObject({ ok: true });
    const audit = await prisma.auditLog.findMany({ where: { entity: 'document', entityId: created.id }, orderBy: { at: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['document.create', 'document.update', 'document.update', 'document.publish', 'document.draft.save', 'document.delete']);
    expect(audit[1]!.after).toMatchObject({ 'title.it': 'Manuale nuovo', fileKey: key('b') });
    expect(await prisma.document.count()).toBe(0);
    // The library changed at the deletion: the sitemap's date for /documents is that moment, not an older one.
    expect(await lastChange()).toEqual(audit.at(-1)!.at);
  });

  it('a draft linking a product deleted since still publishes, without it; a deleted document takes every file of its history with it', async () => {
    const { prisma } = testDb;
    const { product } = await setup();
    // Files of this run's own (the store is the checkout's var/uploads): removed by the deletion the test makes.
    const token = Math.random().toString(36).slice(2, 10);
    const key = (c: string) => `documents/unit-${token}-${c}.pdf`;
    for (const c of ['d', 'e', 'f']) await uploadStorage().put(key(c), Buffer.from(`%PDF-1.4 ${c}`), 'application/pdf');
    const titles = { it: 'Manuale', ru: 'Руководство', en: 'Manual' };
    const created = await createDocument(actor, values({ titles }), { fileKey: key('d'), fileSize: 10 });
    if (!created.ok) throw new Error('not created');
    // Unpublished: a new file replaces the old one at once, but the old one stays for the history (a restore).
    expect(await updateDocument(actor, created.id, 1, values({ titles }), { fileKey: key('e'), fileSize: 10 })).toMatchObject({ ok: true });
    expect(await uploadStorage().get(key('d'))).not.toBeNull();
    expect(await setDocumentPublished(actor, created.id, 2, true)).toMatchObject({ ok: true });
    expect(await updateDocument(actor, created.id, 3, values({ titles, productIds: [product.id] }), { fileKey: key('f'), fileSize: 10 })).toMatchObject({ ok: true });
    await prisma.product.delete({ where: { id: product.id } });
    expect(await setDocumentPublished(actor, created.id, 4, true)).toMatchObject({ ok: true });
    expect(await prisma.document.findUniqueOrThrow({ where: { id: created.id }, include: { products: true } })).toMatchObject({ fileKey: key('f'), products: [] });
    expect(await deleteDocument(actor, created.id)).toMatchObject({ ok: true });
    for (const c of ['d', 'e', 'f']) expect(await uploadStorage().get(key(c)), c).toBeNull();
  });
});

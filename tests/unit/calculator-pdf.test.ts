import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routing, type Locale } from '@/i18n/routing';
import { rankProducts, readCalculator } from '@/lib/calculator/cooling-load';
import { calculatorPdfPath, calculatorResultPath } from '@/lib/calculator/paths';
import { formatNumber, withUnit } from '@/lib/catalogue/units';
import { CONTACT_EMAIL } from '@/lib/constants';
import { serverTranslator } from '@/lib/i18n/messages';
import { seededDatabase } from '../support/test-db';

// Issue 36, item 5: the calculator's result as a one-page PDF in the visitor's language, read back with poppler's
// pdftotext and pdfinfo. (Served over HTTP and linked from the result page: e2e/api/calculator-pdf.spec.ts.)

/** The engineer's example: 60 m² at 2.7 m with average sun, 6 people, 1.8 kW of equipment → 8.25 kW. */
const EXAMPLE = { area: '60', sun: 'medium', people: '6', equipment: '1800' };
const LOAD: Record<Locale, string> = { it: '8,25\u00A0kW', ru: '8,25\u00A0кВт', en: '8.25\u00A0kW' };
const DATE = new Date('2026-03-05T12:00:00Z');

/** The PDF's page count and text, every run of white space as one space. */
function readPdf(pdf: Buffer): { pages: number; text: string } {
  const file = path.join(os.tmpdir(), `calculator-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8', timeout: 15_000 });
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', timeout: 15_000 });
    return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), text: text.replace(/\s+/g, ' ') };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('the result PDF address', () => {
  it('carries the values the result was made with, plainly written, under the locale prefix', () => {
    const state = readCalculator({ area: '60,0', height: '', sun: 'nonsense', people: '6', equipment: '1800' });
    if (state.status !== 'done') throw new Error(state.status);
    const query = 'area=60&height=2.7&sun=medium&people=6&equipment=1800';
    expect(calculatorPdfPath(state.input, 'it')).toBe(`/calculator/result.pdf?${query}`);
    expect(calculatorPdfPath(state.input, 'ru')).toBe(`/ru/calculator/result.pdf?${query}`);
    expect(calculatorResultPath(state.input, 'en')).toBe(`/en/calculator?${query}`);
  });
});

describe('the calculator result as a PDF', () => {
  const db = seededDatabase();


  for (const locale of routing.locales) {
    it(`prints the engineer's example on one page in ${locale}: title, load, direct units before the undersized, the hydronic note`, async () => {
      const { renderCalculatorPdf } = await import('@/lib/calculator/pdf');
      const { getProductCards } = await import('@/lib/catalogue/products');
      const result = await renderCalculatorPdf(EXAMPLE, locale, DATE);
      if (!result.ok) throw new Error(result.code);
      const { pages, text } = readPdf(result.pdf);
      const t = serverTranslator(locale, 'Calculator');

      expect(pages).toBe(1);
      expect(text).toContain(t('title'));
      expect(text).toContain(t('pdf.date', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(DATE) }));
      expect(text).toContain(squeeze(LOAD[locale]));
      // The page's order: the first adequate direct-expansion unit, then the undersized one with its note.
      const { direct, hydronic } = rankProducts(await getProductCards(locale), 8.25);
      const first = direct[0]!;
      const undersized = direct.find((suggestion) => suggestion.undersized)!;
      expect(first.undersized).toBe(false);
      expect(text.indexOf(first.product.modelCode)).toBeGreaterThan(-1);
      expect(text.indexOf(first.product.modelCode)).toBeLessThan(text.indexOf(undersized.product.modelCode));
      const capacity = withUnit(formatNumber(undersized.product.coolingCapacityKw!, locale), serverTranslator(locale, 'Catalogue')('units.kw'));
      expect(text).toContain(squeeze(t('undersized', { capacity, load: LOAD[locale] })));
      expect(text).toContain(squeeze(t('groups.hydronic.note')));
      expect(text).toContain(hydronic[0]!.product.modelCode);
      // The permalink of the result page and the brand's contacts.
      expect(text).toContain(`${locale === 'it' ? '' : `/${locale}`}/calculator?area=60&height=2.7&sun=medium&people=6&equipment=1800`);
      expect(text).toContain(CONTACT_EMAIL);
      expect(result.fileName).toBe(`Aeris-Clima_${t('pdf.fileName')}_8.25kW_${locale}.pdf`);
    });
  }

  it('fits on one page whatever the query: the fullest result of the catalogue and the largest values, in every language', async () => {
    const { renderCalculatorPdf } = await import('@/lib/calculator/pdf');
    const { calculatorPdfContent, PDF_ROWS_PER_GROUP } = await import('@/lib/calculator/pdf-content');
    const { getProductCards } = await import('@/lib/catalogue/products');
    const cards = await getProductCards('it');
    // The room whose result has the most lines: rows, their notes and the "and N more" lines of both groups.
    const lines = (area: number) => {
      const state = readCalculator({ area: String(area), height: '20', sun: 'high', people: '0' });
      if (state.status !== 'done') throw new Error(state.status);
      const { groups } = calculatorPdfContent(state, rankProducts(cards, state.load.totalKw), 'it', DATE);
      return groups.reduce((sum, group) => sum + group.rows.length + group.rows.filter((row) => row.note).length + (group.more ? 1 : 0), 0);
    };
    let fullest = 1;
    for (let area = 1; area <= 5000; area = Math.ceil(area * 1.05)) if (lines(area) > lines(fullest)) fullest = area;
    // The seed has more than six families in each group: the fullest result fills both to the cap, each row with a note.
    expect(lines(fullest)).toBe(2 * (2 * PDF_ROWS_PER_GROUP + 1));

    // Names and model codes as long as the back office takes them (200 and 60 characters): each stays on its line.
    await db.prisma.$executeRawUnsafe(`UPDATE "ProductTranslation" SET "name" = substr("name" || ' ' || '${'lunghissimo '.repeat(20)}', 1, 200)`);
    await db.prisma.$executeRawUnsafe(`UPDATE "Product" SET "modelCode" = substr("modelCode" || '-' || '${'X'.repeat(60)}', 1, 60)`);

    const queries = [
      { area: String(fullest), height: '20', sun: 'high', people: '0' },
      { area: '5000', height: '20', sun: 'high', people: '500', equipment: '500000' },
    ];
    for (const locale of routing.locales) {
      const t = serverTranslator(locale, 'Calculator');
      const localCards = await getProductCards(locale);
      for (const query of queries) {
        const result = await renderCalculatorPdf(query, locale, DATE);
        if (!result.ok) throw new Error(result.code);
        const { pages, text } = readPdf(result.pdf);
        expect(pages, `${locale} ${query.area} m²`).toBe(1);
        const state = readCalculator(query);
        if (state.status !== 'done') throw new Error(state.status);
        const { groups } = calculatorPdfContent(state, rankProducts(localCards, state.load.totalKw), locale, DATE);
        for (const { more } of groups) expect(text).toContain(squeeze(more ?? 'a group with rows left out'));
        // The last paragraph, below the permalink.
        expect(text).toContain(squeeze(t('assumptions.limits')));
      }
    }
  }, 60_000);

  it('has nothing to print without values or with a value the form refuses', async () => {
    const { renderCalculatorPdf } = await import('@/lib/calculator/pdf');
    expect(await renderCalculatorPdf({}, 'it')).toEqual({ ok: false, code: 'NO_RESULT' });
    expect(await renderCalculatorPdf({ area: '', people: '6' }, 'ru')).toEqual({ ok: false, code: 'NO_RESULT' });
    expect(await renderCalculatorPdf({ area: '60', height: '200' }, 'en')).toEqual({ ok: false, code: 'NO_RESULT' });
  });

  it('gives one client ten PDFs a minute, then 429 with Retry-After (a render holds the process)', async () => {
    const { NextRequest } = await import('next/server');
    const { GET } = await import('@/app/[locale]/calculator/result.pdf/route');
    // Empty queries: the limit is taken before anything is rendered, and they answer with a redirect.
    const ask = (ip: string) => GET(new NextRequest('http://localhost:3000/ru/calculator/result.pdf', { headers: { 'x-aeris-client-ip': ip } }), { params: Promise.resolve({ locale: 'ru' }) });
    for (let i = 0; i < 10; i += 1) expect((await ask('198.51.100.90')).status).toBe(303);
    const refused = await ask('198.51.100.90');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('198.51.100.91')).status).toBe(303);
  });
});

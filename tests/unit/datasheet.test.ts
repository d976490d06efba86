import { inflateSync } from 'node:zlib';
import { Font } from '@react-pdf/renderer';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { routing, type Locale } from '@/i18n/routing';
import type { DatasheetContent } from '@/lib/datasheet/document';
import { contentDisposition, datasheetFileName } from '@/lib/datasheet/file-name';
import { FONT_FAMILY, WEIGHTS, loadFonts } from '@/lib/datasheet/fonts';
import { datasheetPath } from '@/lib/datasheet/path';
import { subscriptRuns } from '@/lib/datasheet/typeset';
import { seedData } from '@/prisma/seed';
import { seededDatabase } from '../support/test-db';
import { useFakeClock } from '../support/fake-clock';
import { conformityDocuments } from '@/prisma/data/conformity';

// Outside Next there is no cache to keep the conformity query in (lib/documents/conformity-library.ts).
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined, unstable_cache: <T,>(work: T) => work }));

describe('datasheet file name', () => {
  it('is brand, model code and locale, joined by underscores', () => {
    expect(datasheetFileName('Aeris Clima', 'WS-35R32', 'ru')).toBe('Aeris-Clima_WS-35R32_ru.pdf');
    expect(datasheetFileName('Aeris Clima', 'FCU 200/4T', 'it')).toBe('Aeris-Clima_FCU-200-4T_it.pdf');
    expect(datasheetFileName('Aeris Clima', 'AHU-M 05', 'en')).toBe('Aeris-Clima_AHU-M-05_en.pdf');
  });

  it('keeps only letters, digits, dots and dashes from any text', () => {
    expect(datasheetFileName(' Aeris  Clima ', '../x\\y:"z"', 'en')).toBe('Aeris-Clima_x-y-z_en.pdf');
    expect(datasheetFileName('Климат Сервис', 'КС-1', 'ru')).toBe('Климат-Сервис_КС-1_ru.pdf');
  });

  it('is sent as an attachment with an ASCII name and the exact one in filename* (RFC 6266)', () => {
    expect(contentDisposition('Aeris-Clima_WS-35R32_ru.pdf')).toBe(
      `attachment; filename="Aeris-Clima_WS-35R32_ru.pdf"; filename*=UTF-8''Aeris-Clima_WS-35R32_ru.pdf`,
    );
    const header = contentDisposition('Aéris-Клима_КС-1_ru.pdf');
    expect(header).toMatch(/^[\x20-\x7E]+$/);
    expect(header).toContain('filename="Aeris-________-1_ru.pdf"');
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent('Aéris-Клима_КС-1_ru.pdf')}`);
  });
});

describe('subscript digits', () => {
  it('become plain digits set as subscripts', () => {
    expect(subscriptRuns('sonda CO₂ opzionale')).toEqual([{ text: 'sonda CO' }, { text: '2', sub: true }, { text: ' opzionale' }]);
    expect(subscriptRuns('H₂O₁₀')).toEqual([{ text: 'H' }, { text: '2', sub: true }, { text: 'O' }, { text: '10', sub: true }]);
    expect(subscriptRuns('3,5 kW')).toEqual([{ text: '3,5 kW' }]);
    expect(subscriptRuns('')).toEqual([{ text: '' }]);
  });
});

describe('datasheet path', () => {
  it('has no prefix in Italian and the locale prefix otherwise', () => {
    expect(datasheetPath('ws-35r32', 'it')).toBe('/product/ws-35r32/datasheet.pdf');
    expect(datasheetPath('ws-35r32', 'ru')).toBe('/ru/product/ws-35r32/datasheet.pdf');
    expect(datasheetPath('ws-35r32', 'en')).toBe('/en/product/ws-35r32/datasheet.pdf');
  });
});

/** The characters each drawn glyph stands for, from the PDF's ToUnicode maps (what text extraction and search read). */
function glyphCharacters(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const targets: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('beginbfrange')) continue;
    for (const [, list] of body.matchAll(/<[0-9a-f]+> <[0-9a-f]+> \[([^\]]*)\]/g)) {
      for (const [, hex] of list!.matchAll(/<([0-9a-f ]*)>/g)) {
        targets.push(String.fromCharCode(...hex!.split(' ').filter(Boolean).map((code) => parseInt(code, 16))));
      }
    }
  }
  return targets;
}

/** Every string a datasheet prints. */
function printed(content: DatasheetContent): string[] {
  const { brand, product, price, sections, texts } = content;
  return [
    ...brand.contacts,
    brand.name,
    ...Object.values(product).flat(),
    price.text,
    price.note ?? '',
    ...sections.flatMap(({ title, rows }) => [title, ...rows.flatMap((row) => [row.label, row.value, row.unit ?? '', row.alt ?? ''])]),
    ...Object.values(texts).filter((text): text is string => typeof text === 'string'),
    texts.page(12, 34),
  ];
}

describe('datasheets of the seed catalogue', () => {
  // The seed catalogue, read by the application's own queries.
  seededDatabase();
  const published = seedData.products.filter((product) => product.published).map((product) => product.slug);


  // A character no embedded font has is drawn as an empty box (react-pdf falls back to Helvetica, which has no
  // Cyrillic and is not embedded).
  it('print only characters the embedded Manrope files have, in every language', async () => {
    const { getProduct } = await import('@/lib/catalogue/products');
    const { datasheetContent } = await import('@/lib/datasheet/content');
    // The very font objects react-pdf draws with, per weight (bold headings and semibold figures too).
    await loadFonts();
    type Glyphs = { hasGlyphForCodePoint(code: number): boolean };
    const fonts = WEIGHTS.map((fontWeight) => ({
      fontWeight,
      files: FONT_FAMILY.map((fontFamily) => Font.getFont({ fontFamily, fontWeight }).data as unknown as Glyphs),
    }));
    const missing = new Set<string>();
    for (const locale of routing.locales) {
      for (const slug of published) {
        const product = await getProduct(slug, locale);
        if (!product) throw new Error(`${slug} missing`);
        for (const text of printed(await datasheetContent(product, locale))) {
          for (const char of subscriptRuns(text).map((run) => run.text).join('')) {
            const code = char.codePointAt(0)!;
            for (const { fontWeight, files } of fonts) {
              if (!files.some((font) => font.hasGlyphForCodePoint(code))) missing.add(`U+${code.toString(16).toUpperCase()} (${char}) ${fontWeight} in ${slug}/${locale}`);
            }
          }
        }
      }
    }
    expect([...missing]).toEqual([]);
  }, 60_000);

  it('embed each font once, all of them Manrope, map every glyph to its character, and name an unpublished or unknown product not found', async () => {
    // A day the seed's sample declaration is valid on (it expires; the test must not).
    useFakeClock('2026-11-27T10:00:00Z');
    const { renderDatasheet } = await import('@/lib/datasheet/render');
    const result = await renderDatasheet('ws-35r32', 'ru' satisfies Locale);
    if (!result.ok) throw new Error(result.code);
    expect(result.fileName).toBe('Aeris-Clima_WS-35R32_ru.pdf');
    const pdf = result.pdf.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // A4: 595.28 × 841.89 points.
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);
    // One descriptor per embedded font file.
    const fonts = [...pdf.matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]!);
    // Latin and Cyrillic, regular, semibold and bold: six at most, never one per line of Russian text.
    expect(fonts.length).toBeGreaterThanOrEqual(4);
    expect(fonts.length).toBeLessThanOrEqual(6);
    expect(new Set(fonts).size).toBe(fonts.length);
    expect(fonts.every((name) => name.startsWith('Manrope'))).toBe(true);
    // No standard font (Helvetica, the fallback for a character no font has) is referenced.
    expect(pdf).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(fonts).toContain('ManropeCyrillic-Regular');

    // The product's conformity documents are on it: the seed's (sample) declaration of split systems, in Russian.
    const dir = mkdtempSync(path.join(tmpdir(), 'datasheet-'));
    try {
      writeFileSync(path.join(dir, 'ws.pdf'), result.pdf);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'ws.pdf'), '-'], { encoding: 'utf8', timeout: 15_000 }).replace(/\s+/g, ' ');
      const declaration = conformityDocuments.find((document) => document.family === 'split-systems')!;
      expect(text).toContain(declaration.registrationNumber);
      expect(text).toContain('ТР ТС 004/2011');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // A glyph that stands for no character is a hole in the extracted text (and, through react-pdf's string
    // indices, a figure missing on the page): "1.02 kW" became ".02 kW" once an Italian "…" had been drawn first.
    for (const locale of ['it', 'en'] as const) {
      const again = await renderDatasheet('ws-35r32', locale);
      if (!again.ok) throw new Error(again.code);
      const characters = glyphCharacters(again.pdf);
      expect(characters.length).toBeGreaterThan(40);
      expect(characters.filter((character) => character === '')).toEqual([]);
      if (locale === 'en') expect(characters).toContain('.');
    }

    const unpublished = seedData.products.find((product) => !product.published)!.slug;
    expect(await renderDatasheet(unpublished, 'it')).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await renderDatasheet('no-such-product', 'it')).toEqual({ ok: false, code: 'NOT_FOUND' });
  }, 30_000);
});

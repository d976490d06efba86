import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import type { DimensionPart } from '@/lib/catalogue/technical';
import { formatNumber } from '@/lib/catalogue/units';
import type { ConformityEntry } from '@/lib/documents/conformity';
import { conformityTexts } from '@/lib/datasheet/conformity-texts';
import { DatasheetDocument, type DatasheetContent } from '@/lib/datasheet/document';
import { FONT_FAMILY, loadFonts } from '@/lib/datasheet/fonts';
import { SCALE_RATIOS, outlineDrawing, type Box, type OutlineDrawing, type OutlineOptions } from '@/lib/datasheet/outline';
import { outlineParts } from '@/lib/datasheet/outline-content';
import { CONTENT_WIDTH, OUTLINE_VIEW_HEIGHT } from '@/lib/datasheet/styles';
import { tableText } from '@/lib/datasheet/typeset';
import { serverTranslator } from '@/lib/i18n/messages';

// Issue 35, item 4: the datasheet's outline drawings (front and side view of each part, dimensioned in mm from the
// product's data) and its EAEU conformity section. The geometry is checked as numbers; the rendered PDF is read
// back with poppler's pdftotext.

/** The cassette CST 100: indoor unit, panel and outdoor unit (W × H × D, mm). */
const SPLIT: DimensionPart[] = [
  { part: 'indoor', size: [840, 246, 840], kg: 24 },
  { part: 'panel', size: [950, 55, 950], kg: 6 },
  { part: 'outdoor', size: [940, 996, 370], kg: 72 },
];
/** The largest air-cooled chiller: one piece, wider than anything else in the catalogue. */
const CHILLER: DimensionPart[] = [{ part: 'unit', size: [7150, 2450, 2250], kg: 4100 }];

const PT_PER_MM = 72 / 25.4;
const options = (locale: Locale): OutlineOptions => ({ locale, titles: { front: 'Front view', side: 'Side view' }, maxWidth: CONTENT_WIDTH, maxViewHeight: OUTLINE_VIEW_HEIGHT });

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;
const overlap = (a: Box, b: Box) => a.x < right(b) && b.x < right(a) && a.y < bottom(b) && b.y < bottom(a);
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** Every point the drawing puts ink on: outlines, lines, arrowheads and the boxes of its labels. */
function points({ views, lines, arrows, labels }: OutlineDrawing): [number, number][] {
  const corners = (box: Box): [number, number][] => [
    [box.x, box.y],
    [right(box), bottom(box)],
  ];
  return [...views.flatMap(corners), ...lines.flatMap(({ x1, y1, x2, y2 }): [number, number][] => [[x1, y1], [x2, y2]]), ...arrows.flat(), ...labels.flatMap(({ box }) => corners(box))];
}

/** The distance between the tips of the two arrowheads that lie on `at` (x or y) at `from` and `to` on the other axis. */
function hasDimension(drawing: OutlineDrawing, axis: 'x' | 'y', from: number, to: number): boolean {
  const tips = drawing.arrows.map(([tip]) => tip!);
  const along = axis === 'x' ? 0 : 1;
  const on = tips.filter((tip) => close(tip[along], from) || close(tip[along], to));
  return on.some((a) => close(a[along], from) && on.some((b) => close(b[along], to) && close(a[1 - along]!, b[1 - along]!)));
}

function expectDrawn(drawing: OutlineDrawing, { size: [w, h, d] }: DimensionPart, locale: Locale, titles = ['Front view', 'Side view']) {
  const [front, side] = drawing.views;
  // One scale for the whole part, a standard one (1:n), the views in proportion to the data.
  expect(drawing.ratio).not.toBeNull();
  expect(SCALE_RATIOS).toContain(drawing.ratio);
  expect(drawing.scale).toBeCloseTo(PT_PER_MM / drawing.ratio!, 9);
  expect(front.width).toBeCloseTo(w * drawing.scale, 6);
  expect(front.height).toBeCloseTo(h * drawing.scale, 6);
  expect(side.width).toBeCloseTo(d * drawing.scale, 6);
  expect(side.height).toBeCloseTo(h * drawing.scale, 6);
  expect(side.x).toBeGreaterThan(right(front));

  // The figures are the data's, in the locale's format, each beside its own dimension.
  const figure = (mm: number) => drawing.labels.filter((label) => label.kind === 'figure' && label.text === formatNumber(mm, locale));
  const widthLabel = figure(w).find((label) => close(label.x, front.x + front.width / 2))!;
  const heightLabel = figure(h).find((label) => right(label.box) < front.x)!;
  const depthLabel = figure(d).find((label) => close(label.x, side.x + side.width / 2))!;
  expect(drawing.labels.filter((label) => label.kind === 'figure')).toHaveLength(3);
  for (const label of [widthLabel, depthLabel]) expect(label.box.y).toBeGreaterThan(bottom(front));
  expect(heightLabel.box.y).toBeLessThan(front.y + front.height / 2);
  expect(bottom(heightLabel.box)).toBeGreaterThan(front.y + front.height / 2);
  expect(drawing.labels.filter((label) => label.kind === 'view').map((label) => label.text)).toEqual(titles);
  // The dimension lines end at the views' edges (arrow tips).
  expect(hasDimension(drawing, 'x', front.x, right(front))).toBe(true);
  expect(hasDimension(drawing, 'y', front.y, bottom(front))).toBe(true);
  expect(hasDimension(drawing, 'x', side.x, right(side))).toBe(true);

  // Nothing outside the drawing's box, which fits the page; no label on another or on a view.
  expect(drawing.width).toBeLessThanOrEqual(CONTENT_WIDTH);
  expect(front.height).toBeLessThanOrEqual(OUTLINE_VIEW_HEIGHT);
  for (const [x, y] of points(drawing)) {
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(drawing.width);
    expect(y).toBeLessThanOrEqual(drawing.height);
  }
  drawing.labels.forEach((label, index) => {
    for (const other of drawing.labels.slice(index + 1)) expect(overlap(label.box, other.box), `${label.text} on ${other.text}`).toBe(false);
    for (const view of drawing.views) expect(overlap(label.box, view), `${label.text} on a view`).toBe(false);
  });
}

describe('the outline drawing of a part', () => {
  it('draws every part of a split, in the data order, to a standard scale with the data figures and nothing outside its box', () => {
    const parts = outlineParts(SPLIT, 'it');
    const catalogue = serverTranslator('it', 'Catalogue');
    expect(parts.map((part) => part.caption)).toEqual(SPLIT.map(({ part }) => catalogue(`parts.${part}`)));
    expect(parts.map((part) => part.caption)).toEqual(['Unità interna', 'Pannello', 'Unità esterna']);
    parts.forEach(({ drawing, note }, index) => {
      expect(drawing.part).toBe(SPLIT[index]!.part);
      expectDrawn(drawing, SPLIT[index]!, 'it', ['Vista frontale', 'Vista laterale']);
      expect(note).toBe(`quote in mm, scala 1:${formatNumber(drawing.ratio!, 'it')}`);
    });
    // The thin panel (55 mm) has its arrows outside the extension lines and its figure still clear of everything.
    const panel = parts[1]!.drawing;
    expect(panel.views[0].height).toBeLessThan(12);
  });

  it('draws a one-piece unit with the figures in the reader number format', () => {
    for (const locale of ['it', 'ru', 'en'] as const) {
      const drawing = outlineDrawing(CHILLER[0]!, options(locale));
      expectDrawn(drawing, CHILLER[0]!, locale);
    }
    const figures = (locale: Locale) => outlineDrawing(CHILLER[0]!, options(locale)).labels.filter((label) => label.kind === 'figure').map((label) => label.text).sort();
    expect(figures('en')).toEqual(['2,250', '2,450', '7,150']);
    expect(figures('it')).toEqual(['2250', '2450', '7150']);
  });

  it('fits a part too large for any standard scale by naming no scale', () => {
    const huge: DimensionPart = { part: 'unit', size: [150_000, 3000, 150_000] };
    const drawing = outlineDrawing(huge, options('en'));
    expect(drawing.ratio).toBeNull();
    expect(drawing.width).toBeLessThanOrEqual(CONTENT_WIDTH);
    expect(drawing.width).toBeGreaterThan(CONTENT_WIDTH - 1);
    expect(outlineParts([huge], 'ru')[0]!.note).toBe('размеры в мм');
  });

  it('reserves at least the width the embedded fonts give each label', async () => {
    await loadFonts();
    type Measured = { unitsPerEm: number; layout(text: string): { advanceWidth: number } };
    for (const locale of ['it', 'ru', 'en'] as const) {
      const t = serverTranslator(locale, 'Datasheet');
      const drawing = outlineDrawing(CHILLER[0]!, { ...options(locale), titles: { front: t('outline.front'), side: t('outline.side') } });
      for (const label of drawing.labels) {
        const font = Font.getFont({ fontFamily: FONT_FAMILY[/[\u0400-\u04FF]/.test(label.text) ? 1 : 0]!, fontWeight: label.kind === 'figure' ? 600 : 400 }).data as unknown as Measured;
        const width = (font.layout(label.text).advanceWidth / font.unitsPerEm) * label.size;
        expect(width, label.text).toBeLessThanOrEqual(label.box.width);
      }
    }
  });
});

describe('the new sections texts', () => {
  it('use only characters the embedded Manrope files have, in every language', async () => {
    await loadFonts();
    type Glyphs = { hasGlyphForCodePoint(code: number): boolean };
    const fonts = [400, 600, 700].map((fontWeight) => FONT_FAMILY.map((fontFamily) => Font.getFont({ fontFamily, fontWeight }).data as unknown as Glyphs));
    const missing: string[] = [];
    for (const locale of ['it', 'ru', 'en'] as const) {
      const t = serverTranslator(locale, 'Datasheet');
      const c = conformityTexts(locale);
      const texts = [
        t('outline.title'),
        t('outline.front'),
        t('outline.side'),
        t('outline.noteUnscaled'),
        t('outline.note', { ratio: '2,5' }),
        ...Object.values(c).flatMap((value) => (typeof value === 'string' ? [value] : typeof value === 'object' ? Object.values(value) : [])),
        ...(['TR CU 004/2011', 'TR CU 010/2011', 'TR CU 020/2011', 'TR CU 032/2013', 'TR EAEU 037/2016'] as const).map(c.regulation),
        c.date(new Date('2029-03-13T00:00:00Z')),
      ];
      for (const char of texts.join('')) {
        if (!fonts.every((files) => files.some((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!)))) missing.push(`${char} (${locale})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('specification values in the PDF table', () => {
  it('keep a figure with its unit and qualifier, and write the inch mark Manrope lacks as a double quote', () => {
    expect(tableText('aria esterna 35 °C b.s.; aria interna 27 °C b.s. / 19 °C b.u.')).toBe('aria esterna 35\u00A0°C\u00A0b.s.; aria interna 27\u00A0°C\u00A0b.s. / 19\u00A0°C\u00A0b.u.');
    expect(tableText('воздух в помещении 20 °C (сух.)')).toBe('воздух в помещении 20\u00A0°C\u00A0(сух.)');
    expect(tableText('9,52 mm (3/8″)')).toBe('9,52\u00A0mm (3/8")');
    expect(tableText('Scroll')).toBe('Scroll');
  });
});

/** The PDF's text, every run of white space as one space. */
function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `datasheet-outline-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', timeout: 15_000 }).replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const DECLARATION: ConformityEntry = {
  id: 'declaration-1',
  kind: 'declaration',
  title: 'Declaration',
  number: 'ЕАЭС N RU Д-IT.РА01.В.12345/24',
  regulations: ['TR CU 004/2011', 'TR CU 020/2011'],
  issuedOn: new Date('2024-03-14T00:00:00Z'),
  validUntil: new Date('2029-03-13T00:00:00Z'),
  holder: 'ООО «Аэрис Клима Рус»',
  registryUrl: null,
  fictitious: true,
};

/** A datasheet with nothing but its outline and its conformity entries. */
function content(locale: Locale, parts: DimensionPart[], conformity: ConformityEntry[]): DatasheetContent {
  const t = serverTranslator(locale, 'Datasheet');
  return {
    locale,
    brand: { name: 'Aeris Clima', contacts: [] },
    product: { modelCode: 'CST 100', name: 'CST 100', shortDescription: '', category: '', keyFeatures: [] },
    price: { text: t('priceOnRequest') },
    picture: null,
    qr: { size: 1, d: '', url: 'https://example.test' },
    sections: [],
    outline: { title: t('outline.title'), parts: outlineParts(parts, locale) },
    conformity,
    updatedAt: new Date('2026-03-05T12:00:00Z'),
    texts: { title: t('title'), keyFeatures: '', specifications: '', qrCaption: '', footer: '', disclaimer: '', page: () => '', conformity: conformityTexts(locale) },
  };
}

async function render(document: DatasheetContent): Promise<string> {
  await loadFonts();
  return pdfText(await renderToBuffer(createElement(DatasheetDocument, { content: document }) as ReactElement<DocumentProps>));
}

describe('the rendered datasheet', () => {
  it('shows the outline dimensions of every part and the conformity entries, in Italian and in Russian', async () => {
    const expected = {
      it: { outline: 'Dimensioni d’ingombro', regulation: 'TR CU 004/2011', date: '13 marzo 2029' },
      ru: { outline: 'Габаритные размеры', regulation: 'ТР ТС 004/2011', date: '13 марта 2029' },
    };
    for (const locale of ['it', 'ru'] as const) {
      const text = await render(content(locale, SPLIT, [DECLARATION]));
      const catalogue = serverTranslator(locale, 'Catalogue');
      const conformity = serverTranslator(locale, 'Conformity');
      expect(text).toContain(expected[locale].outline);
      // The views' names are drawn in the SVG with the embedded fonts: Russian too.
      const t = serverTranslator(locale, 'Datasheet');
      expect(text).toContain(`${t('outline.front')} ${t('outline.side')}`);
      for (const { part, size } of SPLIT) {
        expect(text).toContain(catalogue(`parts.${part}`));
        for (const mm of size) expect(text).toContain(formatNumber(mm, locale));
      }
      expect(text).toContain(serverTranslator(locale, 'Datasheet')('conformity.title'));
      expect(text).toContain(DECLARATION.number);
      expect(text).toContain(expected[locale].regulation);
      expect(text).toContain(conformity('regulations.tr-cu-004-2011.name'));
      expect(text).toContain(expected[locale].date);
      expect(text).toContain(DECLARATION.holder);
      expect(text).toContain(conformity('sample'));
    }
  });

  it('has no conformity section without entries and no outline section without parts', async () => {
    const text = await render(content('en', [], []));
    expect(text).toContain('Datasheet');
    expect(text).not.toContain('Outline dimensions');
    expect(text).not.toContain('EAEU conformity');
    const real = await render(content('en', CHILLER, [{ ...DECLARATION, fictitious: false, validUntil: null }]));
    expect(real).toContain('Outline dimensions');
    expect(real).toContain('7,150');
    expect(real).toContain(serverTranslator('en', 'Conformity')('noExpiry'));
    expect(real).not.toContain(serverTranslator('en', 'Conformity')('sample'));
  });
});

import 'server-only';
import type { Locale } from '@/i18n/routing';
import { formatBtuh } from '@/lib/catalogue/capacity';
import { formatPrice } from '@/lib/catalogue/price';
import type { ProductCard } from '@/lib/catalogue/products';
import { formatNumber, withUnit } from '@/lib/catalogue/units';
import { BRAND } from '@/lib/constants';
import { pdfBrand } from '@/lib/datasheet/contacts';
import type { PdfBrand } from '@/lib/datasheet/frame';
import { serverTranslator } from '@/lib/i18n/messages';
import { absoluteUrl } from '@/lib/seo/urls';
import { CALCULATOR, type CalculatorState, type Suggestion, type Suggestions } from './cooling-load';
import { roundKw, suggestionNote } from './notes';
import { calculatorResultPath } from './paths';

/**
 * The rows a group shows on the PDF, in the page's order; the rest are counted ("and 4 more on the site"). With
 * two groups of six, each row one line (a second only for a note), the result always fits on one A4 page.
 */
export const PDF_ROWS_PER_GROUP = 6;

type Line = { label: string; value: string };
export type PdfSuggestion = { modelCode: string; name: string; capacity: string; price: string; note?: string };

/** Everything the calculator's PDF shows, already in the reader's language (lib/calculator/pdf-document.tsx). */
export type CalculatorPdfContent = {
  locale: Locale;
  brand: PdfBrand;
  date: Date;
  inputs: Line[];
  load: { kw: string; btuh: string; parts: Line[] };
  groups: { title: string; note: string; rows: PdfSuggestion[]; more?: string }[];
  permalink: string;
  texts: Record<'title' | 'date' | 'inputsTitle' | 'resultTitle' | 'formula' | 'matchesTitle' | 'prices' | 'noMatches' | 'permalink' | 'disclaimer' | 'footer', string> & {
    page: (page: number, pages: number) => string;
  };
};

type Done = Extract<CalculatorState, { status: 'done' }>;

/** What the PDF of a calculation shows in `locale`, made on `date`: the page's inputs, load, notes and matches. */
export function calculatorPdfContent({ input, load }: Done, suggestions: Suggestions<ProductCard>, locale: Locale, date: Date): CalculatorPdfContent {
  const t = serverTranslator(locale, 'Calculator');
  const c = serverTranslator(locale, 'Catalogue');
  const d = serverTranslator(locale, 'Datasheet');
  const kw = (value: number) => withUnit(formatNumber(value, locale), c('units.kw'));
  const watts = (value: number) => withUnit(formatNumber(Math.round(value), locale), c('units.w'));
  const number = (value: number) => formatNumber(value, locale);
  const title = t('title');

  const row = (suggestion: Suggestion<ProductCard>): PdfSuggestion => {
    const { product } = suggestion;
    const note = suggestionNote(suggestion, load.totalKw);
    return {
      modelCode: product.modelCode,
      name: product.name,
      capacity: kw(product.coolingCapacityKw ?? 0),
      price: product.price ? formatPrice(product.price, locale) : d('priceOnRequest'),
      note:
        note?.kind === 'undersized'
          ? t('undersized', { capacity: kw(note.capacityKw), load: kw(note.loadKw) })
          : note?.kind === 'combination'
            ? t('combination', { count: note.count, total: kw(note.totalKw) })
            : undefined,
    };
  };
  const groups = (['direct', 'hydronic'] as const)
    .filter((group) => suggestions[group].length)
    .map((group) => {
      const list = suggestions[group];
      const hidden = list.length - PDF_ROWS_PER_GROUP;
      return {
        title: t(`groups.${group}.title`),
        note: t(`groups.${group}.note`),
        rows: list.slice(0, PDF_ROWS_PER_GROUP).map(row),
        more: hidden > 0 ? t('pdf.more', { count: hidden }) : undefined,
      };
    });

  return {
    locale,
    brand: pdfBrand(locale),
    date,
    inputs: [
      { label: t('fields.area'), value: withUnit(number(input.area), t('areaUnit')) },
      { label: t('fields.height'), value: withUnit(number(input.height), c('units.m')) },
      { label: t('fields.sun'), value: t(`sun.${input.sun}`) },
      { label: t('fields.people'), value: number(input.people) },
      { label: t('fields.equipment'), value: watts(input.equipment) },
    ],
    load: {
      kw: kw(roundKw(load.totalKw)),
      btuh: withUnit(formatBtuh(load.totalKw, locale), c('units.btuh')),
      parts: [
        { label: t('parts.envelope', { area: number(input.area), height: number(input.height), q: CALCULATOR.envelopeWPerM3[input.sun] }), value: watts(load.envelopeW) },
        { label: t('parts.people', { count: input.people, w: CALCULATOR.personW }), value: watts(load.peopleW) },
        { label: t('parts.equipment'), value: watts(load.equipmentW) },
      ],
    },
    groups,
    permalink: absoluteUrl(calculatorResultPath(input, locale)),
    texts: {
      title,
      date: t('pdf.date', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date) }),
      inputsTitle: t('pdf.inputsTitle'),
      resultTitle: t('resultTitle'),
      formula: t('formula'),
      matchesTitle: t('matchesTitle'),
      prices: t('pdf.prices'),
      // The page's sentence without its link: the permalink below leads to the page and its contacts link.
      noMatches: t.markup('noMatches', { link: (chunks) => chunks }),
      permalink: t('pdf.permalink'),
      disclaimer: t('assumptions.limits'),
      footer: `${BRAND.name} · ${title}`,
      page: (page, pages) => d('page', { page, pages }),
    },
  };
}

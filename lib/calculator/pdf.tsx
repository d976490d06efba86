import 'server-only';
import { renderToBuffer } from '@react-pdf/renderer';
import type { Locale } from '@/i18n/routing';
import { getProductCards } from '@/lib/catalogue/products';
import { BRAND } from '@/lib/constants';
import { pdfFileName } from '@/lib/datasheet/file-name';
import { loadFonts } from '@/lib/datasheet/fonts';
import { serverTranslator } from '@/lib/i18n/messages';
import { rankProducts, readCalculator } from './cooling-load';
import { roundKw } from './notes';
import { calculatorPdfContent } from './pdf-content';
import { CalculatorPdfDocument } from './pdf-document';

export type CalculatorPdfResult =
  | { ok: true; pdf: Buffer; fileName: string }
  /** No values (the empty calculator) or a value the form refuses: the page shows the form and its errors. */
  | { ok: false; code: 'NO_RESULT' };

/**
 * The result of the calculation in `params` (the result page's query) as a one-page A4 PDF in `locale`, with the
 * file name to save it under: "Aeris-Clima_calcolo-potenza_8.25kW_it.pdf".
 */
export async function renderCalculatorPdf(params: Record<string, string | string[] | undefined>, locale: Locale, now = new Date()): Promise<CalculatorPdfResult> {
  const state = readCalculator(params);
  if (state.status !== 'done') return { ok: false, code: 'NO_RESULT' };
  const suggestions = rankProducts(await getProductCards(locale), state.load.totalKw);
  await loadFonts();
  const pdf = await renderToBuffer(<CalculatorPdfDocument content={calculatorPdfContent(state, suggestions, locale, now)} />);
  const fileName = pdfFileName([BRAND.name, serverTranslator(locale, 'Calculator')('pdf.fileName'), `${roundKw(state.load.totalKw)}kW`, locale]);
  return { ok: true, pdf, fileName };
}

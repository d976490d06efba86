import 'server-only';
import { renderToBuffer } from '@react-pdf/renderer';
import type { Locale } from '@/i18n/routing';
import { getProduct } from '@/lib/catalogue/products';
import { currentSlugFor } from '@/lib/catalogue/redirects';
import { BRAND } from '@/lib/constants';
import { getConformity } from '@/lib/documents/conformity-library';
import { datasheetContent } from './content';
import { DatasheetDocument } from './document';
import { datasheetFileName } from './file-name';
import { loadFonts } from './fonts';

export type DatasheetResult =
  | { ok: true; pdf: Buffer; fileName: string }
  /** A slug staff changed: the datasheet lives under the product's current one. */
  | { ok: false; code: 'MOVED'; slug: string }
  /** No published product has this slug. */
  | { ok: false; code: 'NOT_FOUND' };

/** The datasheet of a published product in one language, as PDF bytes with the file name to save it under. */
export async function renderDatasheet(slug: string, locale: Locale): Promise<DatasheetResult> {
  const product = await getProduct(slug, locale);
  if (!product) {
    const current = await currentSlugFor('product', slug);
    return current ? { ok: false, code: 'MOVED', slug: current } : { ok: false, code: 'NOT_FOUND' };
  }
  await loadFonts();
  const conformity = (await getConformity([product.id], locale)).get(product.id) ?? [];
  const content = await datasheetContent(product, locale, conformity);
  const pdf = await renderToBuffer(<DatasheetDocument content={content} />);
  return { ok: true, pdf, fileName: datasheetFileName(BRAND.name, product.modelCode, locale) };
}

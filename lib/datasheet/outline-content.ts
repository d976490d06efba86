import type { Locale } from '@/i18n/routing';
import type { DimensionPart } from '@/lib/catalogue/technical';
import { formatNumber } from '@/lib/catalogue/units';
import { serverTranslator } from '@/lib/i18n/messages';
import { outlineDrawing } from './outline';
import type { OutlinePart } from './outline-figure';
import { CONTENT_WIDTH, OUTLINE_VIEW_HEIGHT } from './styles';

/** The outline drawing of each part, in the data's order, with its caption in the reader's language. */
export function outlineParts(parts: readonly DimensionPart[], locale: Locale): OutlinePart[] {
  const t = serverTranslator(locale, 'Datasheet');
  const catalogue = serverTranslator(locale, 'Catalogue');
  const titles = { front: t('outline.front'), side: t('outline.side') };
  return parts.map((part) => {
    const drawing = outlineDrawing(part, { locale, titles, maxWidth: CONTENT_WIDTH, maxViewHeight: OUTLINE_VIEW_HEIGHT });
    const note = drawing.ratio === null ? t('outline.noteUnscaled') : t('outline.note', { ratio: formatNumber(drawing.ratio, locale, 1) });
    return { caption: catalogue(`parts.${part.part}`), note, drawing };
  });
}

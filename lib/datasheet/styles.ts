import { StyleSheet } from '@react-pdf/renderer';
import tailwind from '@/tailwind.config';
import { FONT_FAMILY } from './fonts';

// Every text style sets its own line height beside its font size: react-pdf resolves a unitless line height with
// the font size of the element that declares it, so one inherited from a box is wrong for every other size (and
// an inherited one hides the footer's page number).

// The site's palette, read from its one place (tailwind.config.ts), and the datasheet's type scale in points.

type Shades = Record<string, string>;
const palette = tailwind.theme?.extend?.colors as { brand: Shades; accent: Shades; ink: Shades };
/** The palette's shades the PDFs use. */
export const color = {
  brand900: palette.brand['900']!,
  brand700: palette.brand['700']!,
  brand50: palette.brand['50']!,
  accent600: palette.accent['600']!,
  accent700: palette.accent['700']!,
  ink: palette.ink.DEFAULT!,
  muted: palette.ink.muted!,
  line: palette.ink.line!,
};

/** A4 with 40 pt margins; the bottom one holds the footer. */
export const PAGE_MARGIN = { x: 40, top: 36, bottom: 58 } as const;
/** The width between the margins of an A4 page (595.28 pt). */
export const CONTENT_WIDTH = 595.28 - 2 * PAGE_MARGIN.x;
/** The tallest view of an outline drawing: three parts with their captions share a page. */
export const OUTLINE_VIEW_HEIGHT = 130;
export const PICTURE_BOX = { width: 220, height: 165 } as const;
export const QR_SIZE = 66;

export const styles = StyleSheet.create({
  page: {
    paddingTop: PAGE_MARGIN.top,
    paddingBottom: PAGE_MARGIN.bottom,
    paddingHorizontal: PAGE_MARGIN.x,
    fontFamily: FONT_FAMILY,
    fontSize: 9.5,
    color: color.ink,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 14, paddingBottom: 10, borderBottomWidth: 2, borderBottomColor: color.brand900 },
  brand: { fontSize: 17, fontWeight: 700, color: color.brand900, lineHeight: 1.1 },
  docTitle: { marginTop: 3, fontSize: 9, fontWeight: 700, color: color.accent700 },
  contacts: { maxWidth: 280, fontSize: 7.5, lineHeight: 1.35, color: color.muted, textAlign: 'right', alignItems: 'flex-end' },
  hero: { flexDirection: 'row', marginTop: 4 },
  picture: { width: PICTURE_BOX.width, height: PICTURE_BOX.height, objectFit: 'contain', backgroundColor: color.brand50, borderRadius: 8 },
  heroText: { flex: 1, marginLeft: 18 },
  modelCode: { fontSize: 11, fontWeight: 700, color: color.accent700 },
  name: { marginTop: 2, fontSize: 16, fontWeight: 700, lineHeight: 1.2, color: color.brand900 },
  lead: { marginTop: 6, fontSize: 9.5, lineHeight: 1.4, color: color.muted },
  category: { marginTop: 4, fontSize: 8, lineHeight: 1.3, color: color.muted },
  offer: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between', marginTop: 10 },
  priceBox: { flex: 1, marginRight: 12, padding: 8, borderWidth: 1, borderColor: color.line, borderRadius: 6 },
  price: { fontSize: 15, fontWeight: 700, color: color.brand900, lineHeight: 1.2 },
  priceNote: { fontSize: 7.5, lineHeight: 1.3, color: color.muted },
  qr: { width: QR_SIZE, alignItems: 'center' },
  qrCaption: { marginTop: 2, fontSize: 6.5, lineHeight: 1.25, color: color.muted, textAlign: 'center' },
  heading: { marginTop: 18, marginBottom: 6, fontSize: 11, fontWeight: 700, color: color.brand900 },
  feature: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 5, height: 5, marginTop: 4.5, marginRight: 7, backgroundColor: color.accent600, borderRadius: 1 },
  featureText: { flex: 1, fontSize: 9.5, lineHeight: 1.4 },
  section: { marginBottom: 10 },
  caption: { marginBottom: 2, fontSize: 7.5, fontWeight: 700, color: color.brand700, textTransform: 'uppercase' },
  row: { flexDirection: 'row', paddingVertical: 3.5, borderBottomWidth: 0.75, borderBottomColor: color.line },
  label: { width: '55%', paddingRight: 10, fontSize: 9.5, lineHeight: 1.35, color: color.muted },
  valueCell: { width: '45%' },
  value: { textAlign: 'right', fontSize: 9.5, lineHeight: 1.35, fontWeight: 600 },
  labelNarrow: { width: '40%' },
  valueCellWide: { width: '60%' },
  valueSentence: { textAlign: 'left' },
  unit: { fontWeight: 400, color: color.muted },
  sub: { verticalAlign: 'sub' },
  alt: { fontSize: 7.5, lineHeight: 1.3, fontWeight: 400, color: color.muted, textAlign: 'right' },
  disclaimer: { marginTop: 8, fontSize: 7, lineHeight: 1.35, color: color.muted },
  footer: {
    position: 'absolute',
    left: PAGE_MARGIN.x,
    right: PAGE_MARGIN.x,
    bottom: 24,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 6,
    borderTopWidth: 0.75,
    borderTopColor: color.line,
    fontSize: 7.5,
    color: color.muted,
  },
});

export const QR_COLOR = color.brand900;
/** The picture box's colour, which the picture is laid on (lib/datasheet/picture.ts). */
export const PICTURE_BACKGROUND = color.brand50;

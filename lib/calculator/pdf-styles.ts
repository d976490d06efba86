import { StyleSheet } from '@react-pdf/renderer';
import { color } from '@/lib/datasheet/styles';

// The calculator's PDF on the datasheets' page, palette and type scale (lib/datasheet/styles.ts); what only it has.
// Sizes are in points and chosen so that the fullest result (two groups of PDF_ROWS_PER_GROUP rows, each with a
// note) still leaves room at the bottom of the page: tests/unit/calculator-pdf.test.ts renders it.

export const calculatorStyles = StyleSheet.create({
  date: { marginBottom: 6, fontSize: 8, lineHeight: 1.3, color: color.muted },
  summary: { flexDirection: 'row', alignItems: 'flex-start' },
  inputs: { flex: 1, marginRight: 18 },
  result: { flex: 1, paddingHorizontal: 8, paddingVertical: 6, borderWidth: 1, borderColor: color.line, borderRadius: 6 },
  line: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2, borderBottomWidth: 0.75, borderBottomColor: color.line },
  lineLabel: { flex: 1, paddingRight: 8, fontSize: 8.5, lineHeight: 1.3, color: color.muted },
  lineValue: { fontSize: 8.5, lineHeight: 1.3, fontWeight: 600, textAlign: 'right' },
  load: { marginTop: 1, fontSize: 18, fontWeight: 700, lineHeight: 1.15, color: color.brand900 },
  btuh: { marginBottom: 2, fontSize: 9, fontWeight: 600, lineHeight: 1.3, color: color.muted },
  formula: { marginTop: 4, fontSize: 7.5, lineHeight: 1.3, color: color.muted },
  heading: { marginTop: 12, marginBottom: 2, fontSize: 11, fontWeight: 700, lineHeight: 1.2, color: color.brand900 },
  small: { fontSize: 7.5, lineHeight: 1.3, color: color.muted },
  group: { marginTop: 8 },
  groupNote: { marginBottom: 2, fontSize: 8, lineHeight: 1.3, color: color.muted },
  suggestion: { paddingVertical: 1.75, borderBottomWidth: 0.75, borderBottomColor: color.line },
  suggestionLine: { flexDirection: 'row' },
  modelCodeCell: { width: 94, marginRight: 6, overflow: 'hidden' },
  modelCode: { fontSize: 8.5, lineHeight: 1.3, fontWeight: 700, color: color.accent700, maxLines: 1 },
  nameCell: { flex: 1, marginRight: 6, overflow: 'hidden' },
  name: { fontSize: 8.5, lineHeight: 1.3, maxLines: 1, textOverflow: 'ellipsis' },
  capacity: { width: 60, fontSize: 8.5, lineHeight: 1.3, fontWeight: 600, textAlign: 'right' },
  price: { width: 90, fontSize: 8.5, lineHeight: 1.3, fontWeight: 600, textAlign: 'right', color: color.brand900 },
  note: { marginLeft: 100, fontSize: 7.5, lineHeight: 1.25, fontWeight: 600, color: color.accent700 },
  more: { marginTop: 2, fontSize: 8, lineHeight: 1.3, color: color.muted },
  permalink: { marginTop: 10, paddingTop: 5, borderTopWidth: 0.75, borderTopColor: color.line },
  permalinkLabel: { fontSize: 8, fontWeight: 700, lineHeight: 1.3, color: color.brand900 },
  permalinkUrl: { fontSize: 8, lineHeight: 1.3, color: color.brand700 },
});

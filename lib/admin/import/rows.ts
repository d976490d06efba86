import type { Cell } from './read';

// What the XLSX and CSV readers share about rows and cell refusals.

/** Cell refusals kept per file: enough to fix a sheet in one pass, not a wall of messages. */
export const MAX_CELL_REFUSALS = 50;
/** A refused cell's content shown in the refusal is cut here. */
const DETAIL_LENGTH = 100;

/** A 1-based column number as spreadsheets name it: 1 → "A", 27 → "AA", 28 → "AB". */
export function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** The row without its trailing empty cells (so a row with nothing in it becomes `[]`). */
export function trimRow(cells: Cell[]): Cell[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === null) end--;
  return end === cells.length ? cells : cells.slice(0, end);
}

/** A cell's content for a refusal's detail, cut to a readable length. */
export function clip(text: string): string {
  return text.length > DETAIL_LENGTH ? `${text.slice(0, DETAIL_LENGTH - 1)}…` : text;
}

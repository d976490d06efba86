// Manrope has no subscript digits (the seed writes "CO₂"): the PDF draws them as ordinary digits set lower and
// smaller, which the font has. A browser falls back to another font for them; react-pdf would draw a box.

export type Run = { text: string; sub?: true };

const SUBSCRIPTS = /[\u2080-\u2089]+/g;

/** `text` as runs of ordinary text and of subscript digits (as plain digits): "CO₂ sensor" → CO, 2 (sub), " sensor". */
export function subscriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of text.matchAll(SUBSCRIPTS)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    runs.push({ text: [...match[0]].map((char) => String(char.charCodeAt(0) - 0x2080)).join(''), sub: true });
    last = match.index + match[0].length;
  }
  if (last < text.length || !runs.length) runs.push({ text: text.slice(last) });
  return runs;
}

// Manrope has no prime marks either: an inch is written with the typewriter's double quote, as on a drawing.
const STAND_INS: Record<string, string> = { '\u2033': '"', '\u2032': "'" };
const NBSP = '\u00A0';

/**
 * A value of the specification table as the PDF sets it: characters Manrope lacks replaced by their usual stand-ins,
 * and a figure kept on one line with its unit and that unit's qualifier ("35 °C b.s.", "27 °C (сух.)", "35 °C DB").
 */
export function tableText(text: string): string {
  return text
    .replace(/[\u2032\u2033]/g, (char) => STAND_INS[char]!)
    .replace(/(\d) (?=°|%|[\p{L}]{1,4}(?=[\s.,;:)/]|$))/gu, `$1${NBSP}`)
    .replace(/(°[CF]) (?=\([^\s)]{1,8}\)|[\p{L}.]{1,5}(?=[\s,;:/]|$))/gu, `$1${NBSP}`);
}

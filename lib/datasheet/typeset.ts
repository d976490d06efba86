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

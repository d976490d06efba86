// The PDF of a sample document the seed ships (prisma/data/conformity.ts): one A4 page that says, first of all,
// that it is sample data and not a real declaration, then what the site shows for it. Written by hand (a header, five
// objects, a cross-reference table and a trailer), in the standard Helvetica, so the same lines always make the same
// bytes: the file's name is its content's hash (lib/documents/files.ts). No server code: the seed import uses it.

/** Latin letters for the Cyrillic ones a registration number uses (Helvetica's WinAnsi has no Cyrillic). */
const LATIN: Record<string, string> = { А: 'A', В: 'V', Д: 'D', Е: 'E', К: 'K', М: 'M', Н: 'N', О: 'O', Р: 'R', С: 'S', Т: 'T', Х: 'Kh', Э: 'E', Я: 'Ya', Ю: 'Yu', Ж: 'Zh', Ц: 'Ts', Ч: 'Ch', Ш: 'Sh' };

/** A line as the PDF's text may hold it: Cyrillic capitals transliterated, anything else outside ASCII dropped. */
export function pdfLatin(text: string): string {
  return [...text]
    .map((c) => LATIN[c] ?? c)
    .join('')
    .replace(/[«»“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E]/g, '');
}

/** A one-page PDF of `lines` (the first one larger), each line in Latin letters. */
export function samplePdf(lines: string[]): Buffer {
  const escape = (text: string) => pdfLatin(text).replace(/[\\()]/g, (c) => `\\${c}`);
  const [first = '', ...rest] = lines;
  const stream = [`BT /F1 16 Tf 20 TL 56 780 Td (${escape(first)}) Tj /F1 11 Tf 16 TL T*`, ...rest.map((line) => `T* (${escape(line)}) Tj`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

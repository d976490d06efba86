// A PDF's file name (datasheets, the calculator's result) and its Content-Disposition header (RFC 6266): pure
// functions, tested alone.

/** One part of the name: letters (any script), digits, dots and dashes; every other run becomes one dash. */
const part = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}.-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');

/** A PDF's name from its parts, cleaned and joined by underscores: "Aeris-Clima_WS-35R32_ru.pdf". */
export function pdfFileName(parts: string[]): string {
  return `${parts.map(part).filter(Boolean).join('_')}.pdf`;
}

/** "Aeris-Clima_WS-35R32_ru.pdf": brand, model code and locale, so a folder of datasheets sorts and reads well. */
export function datasheetFileName(brand: string, modelCode: string, locale: string): string {
  return pdfFileName([brand, modelCode, locale]);
}

/** RFC 8187's attr-char: what encodeURIComponent leaves alone, minus the characters it reserves. */
const encodeExtValue = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: the quoted name in ASCII for old clients (accents dropped,
 * anything else replaced), the exact name in `filename*` for every current one.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

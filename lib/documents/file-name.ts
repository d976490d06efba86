import { BRAND } from '@/lib/constants';
import { contentDisposition } from '@/lib/datasheet/file-name';

// A document's file name when it is saved: "Aeris-Clima_Dichiarazione-EAC-serie-WS_ru.pdf".

const part = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}.-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);

export function documentFileName(title: string, language: string): string {
  return `${[BRAND.name, title, language].map(part).filter(Boolean).join('_')}.pdf`;
}

/** `inline` (the browser shows the PDF), with the same RFC 6266/8187 name encoding as the datasheet's download. */
export function inlineDisposition(fileName: string): string {
  return contentDisposition(fileName).replace(/^attachment;/, 'inline;');
}

// The documents' rules that need no server: types, languages, the PDF check, expiry by date, the filter's keys.
// proxy.ts imports the filter keys, the tests import the rest: nothing here touches the database or the store.
import * as clock from '@/lib/clock';

export const DOCUMENT_TYPES = ['manual', 'certificate', 'declaration', 'brochure'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Types that carry a validity date: a manual or a brochure does not expire. */
export const EXPIRING_TYPES: readonly DocumentType[] = ['certificate', 'declaration'];

/**
 * The languages a document itself may be written in (ISO 639-1; "mul" for one file in several languages). Named
 * in the reader's language with Intl.DisplayNames, so a new code needs no text.
 */
export const DOCUMENT_LANGUAGES = ['it', 'ru', 'en', 'de', 'fr', 'es', 'zh', 'mul'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** Largest PDF accepted, in bytes (issue 15: at most 20 MB). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The company's own day: "valid until 23 November" holds all of 23 November in Italy. */
export const DOCUMENTS_TIME_ZONE = 'Europe/Rome';

/** The query keys of the library's filter form: a URL with one of them is a filtered result (proxy.ts). */
export const DOCUMENT_FILTER_KEYS = ['type', 'product'] as const;

export const isDocumentType = (value: unknown): value is DocumentType => DOCUMENT_TYPES.includes(value as DocumentType);

export type PdfError = 'EMPTY' | 'TOO_LARGE' | 'TYPE';

/** How far from the end the trailer may sit: writers add a newline or a few bytes after %%EOF. */
const TRAILER_WINDOW = 1024;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * Whether the bytes are a PDF, by content (the file's name and declared type are ignored): the header
 * `%PDF-1.x` (or 2.x) at the start, and at the end the trailer every reader starts from, `startxref`, the byte
 * offset of the cross-reference section inside the file, then `%%EOF`. A renamed picture, an HTML page or a
 * file cut short during the upload fails one of them.
 */
export function checkPdf(bytes: Uint8Array): PdfError | null {
  if (bytes.length === 0) return 'EMPTY';
  if (bytes.length > MAX_DOCUMENT_BYTES) return 'TOO_LARGE';
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 8)))) return 'TYPE';
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)));
  const trailer = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].at(-1);
  if (!trailer) return 'TYPE';
  const offset = Number(trailer[1]);
  return offset > 0 && offset < bytes.length ? null : 'TYPE';
}

/** A date as the calendar day it names in `timeZone`: "2026-11-23". */
export function dayIn(date: Date, timeZone = DOCUMENTS_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** The stored form of a validity day: midnight UTC of that day ("2026-11-23" → 2026-11-23T00:00:00Z). */
export function validityDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The day a stored validity date names ("2026-11-23"). */
export const validityDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Expired once its last valid day is over: valid until 23 November is shown all of 23 November (in the company's
 * time zone) and hidden from the 24th. No date: never expires.
 */
export function isExpired(validUntil: Date | null, now: Date = clock.now()): boolean {
  return validUntil !== null && validityDay(validUntil) < dayIn(now);
}

/** The earliest stored validity date still shown on `now`'s day (for the database's `validUntil >= …`). */
export const firstValidDate = (now: Date = clock.now()): Date => validityDate(dayIn(now));

export type DocumentFilter = { type?: DocumentType; product?: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The library's filter from the URL; anything unknown is left out (an unknown product then matches nothing). */
export function readDocumentFilter(params: Record<string, string | string[] | undefined>): DocumentFilter {
  const type = first(params.type);
  const product = first(params.product)?.trim().slice(0, 120);
  return { ...(isDocumentType(type) ? { type } : {}), ...(product ? { product } : {}) };
}

import type { EditorDocument } from '@/lib/admin/documents/queries';

type Query = Record<string, string | string[] | undefined>;

export type DocumentFormValues = {
  type: string;
  language: string;
  validUntil: string;
  titles: Record<'it' | 'ru' | 'en', string>;
  products: Set<string>;
  categories: Set<string>;
  /** The conformity fields (certificates and declarations). */
  registrationNumber: string;
  regulations: Set<string>;
  issuedOn: string;
  holder: string;
  registryUrl: string;
};

const all = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined) => all(value)[0] ?? '';

/**
 * What the form shows: after a refusal, what was typed (the upload handler echoes it in the query); else the
 * saved document; else a new document's defaults (in Italian).
 */
export function formValues(query: Query, document?: EditorDocument | null): DocumentFormValues {
  if (query.error && query.type !== undefined) {
    return {
      type: first(query.type),
      language: first(query.language),
      validUntil: first(query.validUntil),
      titles: { it: first(query['titles.it']), ru: first(query['titles.ru']), en: first(query['titles.en']) },
      products: new Set(all(query.productIds)),
      categories: new Set(all(query.categoryIds)),
      registrationNumber: first(query.registrationNumber),
      regulations: new Set(all(query.technicalRegulations)),
      issuedOn: first(query.issuedOn),
      holder: first(query.holder),
      registryUrl: first(query.registryUrl),
    };
  }
  if (document) {
    return {
      type: document.type,
      language: document.language,
      validUntil: document.validUntil ?? '',
      titles: { it: document.titles.it ?? '', ru: document.titles.ru ?? '', en: document.titles.en ?? '' },
      products: new Set(document.productIds),
      categories: new Set(document.categoryIds),
      registrationNumber: document.conformity.registrationNumber,
      regulations: new Set(document.conformity.technicalRegulations),
      issuedOn: document.conformity.issuedOn,
      holder: document.conformity.holder,
      registryUrl: document.conformity.registryUrl,
    };
  }
  return {
    type: 'manual',
    language: 'it',
    validUntil: '',
    titles: { it: '', ru: '', en: '' },
    products: new Set(),
    categories: new Set(),
    registrationNumber: '',
    regulations: new Set(),
    issuedOn: '',
    holder: '',
    registryUrl: '',
  };
}

/** The field errors the upload handler put in the query (`e.titles.it=required`). */
export function fieldErrorsOf(query: Query): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([key]) => key.startsWith('e.'))
      .map(([key, value]) => [key.slice(2), first(value)]),
  );
}

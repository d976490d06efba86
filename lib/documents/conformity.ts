// A product's EAEU conformity documents (issue 35, item 3): the declarations and certificates it is sold under,
// as the product page, the comparison and the datasheet show them.

/** The EAEU technical regulations a conformity document may name (TR CU = ТР ТС). */
export const TECHNICAL_REGULATIONS = ['TR CU 004/2011', 'TR CU 010/2011', 'TR CU 020/2011', 'TR CU 032/2013', 'TR EAEU 037/2016'] as const;
export type TechnicalRegulation = (typeof TECHNICAL_REGULATIONS)[number];

/** One conformity document of a product, already in the reader's language where it has words. */
export type ConformityEntry = {
  id: string;
  kind: 'declaration' | 'certificate';
  /** The document's title in the reader's language. */
  title: string;
  /** Registration number as the registry writes it, e.g. "ЕАЭС N RU Д-IT.РА01.В.12345/24". */
  number: string;
  regulations: TechnicalRegulation[];
  issuedOn: Date | null;
  /** The last day it is valid (Europe/Rome day, see lib/documents/rules.ts); null when it does not expire. */
  validUntil: Date | null;
  /** The applicant / holder as the document names it. */
  holder: string | null;
  /** Link to the entry in the official registry (https), when there is one. */
  registryUrl: string | null;
  /** Sample data: the number is made up (seed), shown as such and never linked. */
  fictitious: boolean;
};

/** The document types that are conformity documents (and carry the fields above). */
export const CONFORMITY_TYPES = ['declaration', 'certificate'] as const;
export type ConformityKind = (typeof CONFORMITY_TYPES)[number];

/** The longest registration number accepted (the registry's are about 35 characters). */
export const MAX_REGISTRATION_NUMBER = 120;
/** The longest holder's name accepted. */
export const MAX_HOLDER = 300;
/** The longest registry link accepted. */
export const MAX_REGISTRY_URL = 500;

/** Days before the last valid day at which editors and administrators are mailed, once each (largest first). */
export const EXPIRY_NOTICE_DAYS = [60, 14] as const;
export type ExpiryNoticeDays = (typeof EXPIRY_NOTICE_DAYS)[number];

export const isTechnicalRegulation = (value: unknown): value is TechnicalRegulation => TECHNICAL_REGULATIONS.includes(value as TechnicalRegulation);

/** A stored list of regulations (JSON) as the known ones, in the list's order, each once; anything else is left out. */
export const regulationsOf = (value: unknown): TechnicalRegulation[] =>
  Array.isArray(value) ? TECHNICAL_REGULATIONS.filter((regulation) => value.includes(regulation)) : [];

/** An https address a browser can open; anything else (http, javascript:, a relative path) is not a registry link. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The message key of a regulation's name (Conformity.regulations.*): "TR CU 004/2011" → "tr-cu-004-2011". */
export const regulationKey = (regulation: TechnicalRegulation) => regulation.toLowerCase().replace(/[^a-z0-9]+/g, '-') as RegulationKey;
export type RegulationKey = 'tr-cu-004-2011' | 'tr-cu-010-2011' | 'tr-cu-020-2011' | 'tr-cu-032-2013' | 'tr-eaeu-037-2016';

/** A translator of the `Conformity` messages: next-intl's on a page, serverTranslator's in a PDF. */
type ConformityTranslator = (key: 'quoted' | `regulations.${RegulationKey}.${'code' | 'name'}`, values?: Record<string, string>) => string;

/** A regulation as pages and datasheets name it: its code and its name in the reader's language, e.g. ТР ТС 004/2011 «…». */
export function regulationLabel(t: ConformityTranslator, regulation: TechnicalRegulation): string {
  const key = regulationKey(regulation);
  return t('quoted', { code: t(`regulations.${key}.code`), name: t(`regulations.${key}.name`) });
}

/** Declarations first (what the EAEU asks of most equipment), then certificates; within each, the latest issued first. */
export function compareConformity(a: ConformityEntry, b: ConformityEntry): number {
  if (a.kind !== b.kind) return a.kind === 'declaration' ? -1 : 1;
  const issued = (entry: ConformityEntry) => entry.issuedOn?.getTime() ?? 0;
  return issued(b) - issued(a) || a.number.localeCompare(b.number);
}

// The seed's EAEU declarations of conformity, one per product family: SAMPLE DATA. The numbers follow the registry's
// format but are made up (`fictitious`: the site says so and links no registry); there is no Eurovent data. The
// applicant is the official distributor of lib/constants.ts. Each covers the seed products of its family's ranges.
// Replace them with the real declarations before going live (docs/decisions/0100-conformity-documents.md).
import { DATA_OPERATOR } from '../../lib/constants';
import type { TechnicalRegulation } from '../../lib/documents/conformity';
import type { Localized } from './types';

export type SeedConformityDocument = {
  /** Stable key (Document.seedKey). */
  key: string;
  type: 'declaration' | 'certificate';
  /** The language the document is written in. */
  language: 'ru';
  title: Localized;
  registrationNumber: string;
  technicalRegulations: TechnicalRegulation[];
  /** Days, "YYYY-MM-DD". */
  issuedOn: string;
  validUntil: string;
  holder: string;
  /** The top-level category (family) whose seed products it covers. */
  family: string;
};

const holder = DATA_OPERATOR.legalName.ru;
const LOW_VOLTAGE: TechnicalRegulation[] = ['TR CU 004/2011', 'TR CU 020/2011'];
const MACHINERY: TechnicalRegulation[] = ['TR CU 010/2011', 'TR CU 004/2011', 'TR CU 020/2011'];
/** Room air conditioners are household electrical appliances: restricted substances too (TR EAEU 037/2016). */
const HOUSEHOLD: TechnicalRegulation[] = [...LOW_VOLTAGE, 'TR EAEU 037/2016'];

export const conformityDocuments: SeedConformityDocument[] = [
  {
    key: 'eaeu-declaration-split-systems',
    type: 'declaration',
    language: 'ru',
    title: {
      it: 'Dichiarazione di conformità EAEU — sistemi split',
      ru: 'Декларация о соответствии ЕАЭС — сплит-системы',
      en: 'EAEU declaration of conformity — split systems',
    },
    registrationNumber: 'ЕАЭС N RU Д-IT.РА01.В.10482/24',
    technicalRegulations: HOUSEHOLD,
    issuedOn: '2024-03-12',
    validUntil: '2029-03-11',
    holder,
    family: 'split-systems',
  },
  {
    key: 'eaeu-declaration-air-conditioners',
    type: 'declaration',
    language: 'ru',
    title: {
      it: 'Dichiarazione di conformità EAEU — climatizzatori commerciali e sistemi VRF',
      ru: 'Декларация о соответствии ЕАЭС — полупромышленные кондиционеры и VRF-системы',
      en: 'EAEU declaration of conformity — commercial air conditioners and VRF systems',
    },
    registrationNumber: 'ЕАЭС N RU Д-IT.РА05.В.27315/24',
    technicalRegulations: LOW_VOLTAGE,
    issuedOn: '2024-06-20',
    validUntil: '2029-06-19',
    holder,
    family: 'air-conditioners',
  },
  {
    key: 'eaeu-declaration-chillers',
    type: 'declaration',
    language: 'ru',
    title: {
      it: "Dichiarazione di conformità EAEU — refrigeratori d'acqua",
      ru: 'Декларация о соответствии ЕАЭС — чиллеры',
      en: 'EAEU declaration of conformity — chillers',
    },
    registrationNumber: 'ЕАЭС N RU Д-IT.РА02.В.58841/23',
    technicalRegulations: MACHINERY,
    issuedOn: '2023-10-05',
    validUntil: '2028-10-04',
    holder,
    family: 'chillers',
  },
  {
    key: 'eaeu-declaration-fan-coils',
    type: 'declaration',
    language: 'ru',
    title: {
      it: 'Dichiarazione di conformità EAEU — ventilconvettori',
      ru: 'Декларация о соответствии ЕАЭС — фанкойлы',
      en: 'EAEU declaration of conformity — fan coils',
    },
    registrationNumber: 'ЕАЭС N RU Д-IT.РА01.В.66207/25',
    technicalRegulations: LOW_VOLTAGE,
    issuedOn: '2025-02-17',
    validUntil: '2030-02-16',
    holder,
    family: 'fan-coils',
  },
  {
    key: 'eaeu-declaration-ventilation',
    type: 'declaration',
    language: 'ru',
    title: {
      it: 'Dichiarazione di conformità EAEU — unità di trattamento aria, recuperatori e rooftop',
      ru: 'Декларация о соответствии ЕАЭС — приточно-вытяжные установки, рекуператоры и руфтопы',
      en: 'EAEU declaration of conformity — air handling, heat recovery and rooftop units',
    },
    registrationNumber: 'ЕАЭС N RU Д-IT.РА03.В.31952/25',
    technicalRegulations: MACHINERY,
    issuedOn: '2025-05-28',
    validUntil: '2030-05-27',
    holder,
    family: 'ventilation',
  },
];

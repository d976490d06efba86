import type { Locale } from '@/i18n/routing';
import { formatBtuh } from './capacity';
import type { ProductDetail } from './products';
import { formatDecimal, formatNumber, localizeValue, SPEC_GROUPS, withUnit, type Part, type Phase, type SpecGroup, type UnitCode } from './units';

/**
 * A row as the page shows it: label, value in the locale's format, translated unit; a capacity also carries its
 * BTU/h figure with its unit in `alt` ("11 942 BTU/h"), shown beside the kilowatts. `key` names the quantity the
 * same way in every product and language (`technical.seer`, a dictionary key, `parts.indoor`): the comparison
 * lines rows up by it.
 */
export type SpecCell = { label: string; value: string; unit?: string; alt?: string; key?: string };
export type SpecSection = { group: SpecGroup; rows: SpecCell[] };

type TechnicalLabel =
  | 'coolingCapacity'
  | 'heatingCapacity'
  | 'powerSupply'
  | 'voltage'
  | 'frequency'
  | 'ratedPower'
  | 'productDimensions'
  | 'packageDimensions'
  | 'netWeight'
  | 'grossWeight'
  | 'seer'
  | 'scop'
  | 'eseer'
  | 'waterFlow'
  | 'waterPressureDrop'
  | 'energyClass'
  | 'energyClassCooling'
  | 'energyClassHeating'
  | 'maxCurrent'
  | 'startingCurrent'
  | 'refrigerant'
  | 'refrigerantCharge'
  | 'maxPipeLength'
  | 'maxHeightDiff'
  | 'soundPower'
  | 'soundPowerOutdoor';

/** The keys of the `Catalogue` messages this builder reads; the typecheck fails when one is missing. */
export type CatalogueKey = `units.${UnitCode}` | 'units.btuh' | `phases.${Phase}` | `parts.${Part}` | `technical.${TechnicalLabel}`;

/** The `Catalogue` translator of the page's locale (next-intl's on the server, createTranslator's in tests). */
export type CatalogueTranslator = (key: CatalogueKey) => string;

export type SpecSource = Pick<ProductDetail, 'coolingCapacityKw' | 'heatingCapacityKw' | 'specifications' | 'technical'>;

/** Dictionary keys of the rows that state the rating conditions of the capacities (prisma/data/products/conditions.ts). */
const RATING_KEYS: readonly string[] = ['ratingCooling', 'ratingHeating'];

/** "805 × 285 × 194" never wraps inside the figures on a narrow screen. */
const keepTogether = (value: string) => value.replace(/ /g, '\u00A0');

/**
 * The product's technical data grouped as the specification table shows it. Every unit is a code in the
 * data and is translated here, whether the row comes from a Product field or from the seed's labelled rows.
 */
export function specSections(product: SpecSource, locale: Locale, t: CatalogueTranslator): SpecSection[] {
  const unit = (code: UnitCode) => t(`units.${code}`);
  const number = (value: number) => formatNumber(value, locale);
  const sections = new Map<SpecGroup, SpecCell[]>(SPEC_GROUPS.map((group) => [group, []]));
  const add = (group: SpecGroup, row: SpecCell) => sections.get(group)!.push(row);
  const { technical } = product;

  const capacity = (kw: number) => ({ value: number(kw), unit: unit('kw'), alt: withUnit(formatBtuh(kw, locale), t('units.btuh')) });
  const technicalRow = (label: TechnicalLabel, cell: Omit<SpecCell, 'label' | 'key'>): SpecCell => ({ key: `technical.${label}`, label: t(`technical.${label}`), ...cell });
  if (product.coolingCapacityKw !== null) add('performance', technicalRow('coolingCapacity', capacity(product.coolingCapacityKw)));
  if (product.heatingCapacityKw !== null) add('performance', technicalRow('heatingCapacity', capacity(product.heatingCapacityKw)));
  // The conditions the capacities (and EER, COP) are rated at come right under them.
  const rating = (row: SpecSource['specifications'][number]) => row.key !== undefined && RATING_KEYS.includes(row.key);
  const specRow = (row: SpecSource['specifications'][number]): SpecCell => ({ ...(row.key ? { key: row.key } : {}), label: row.label, value: localizeValue(row.value, locale), ...(row.unit ? { unit: unit(row.unit) } : {}) });
  for (const row of product.specifications.filter(rating)) add(row.group, specRow(row));
  add('electrical', technicalRow('powerSupply', { value: t(`phases.${technical.powerSupply}`) }));
  add('electrical', technicalRow('voltage', { value: technical.voltage, unit: unit('v') }));
  add('electrical', technicalRow('frequency', { value: localizeValue(technical.frequency, locale), unit: unit('hz') }));
  if (technical.ratedPowerKw !== null) add('electrical', technicalRow('ratedPower', { value: number(technical.ratedPowerKw), unit: unit('kw') }));
  engineeringRows(technical, locale, t, add);
  for (const row of product.specifications.filter((row) => !rating(row))) add(row.group, specRow(row));
  const parts = technical.dimensionsAndWeight;
  if (parts.length > 1 || (parts[0] && parts[0].part !== 'unit')) {
    // A split, a unit with a panel, or a terminal unit that is an indoor unit (a fan coil): one row per part (size
    // and weight), which lines up with the same part of another product and says what the product's own
    // dimensions and net weight would only say for its first part.
    for (const { part, size, kg } of parts) {
      const figures = withUnit(keepTogether(size.join(' × ')), unit('mm')) + (kg === undefined ? '' : `, ${withUnit(number(kg), unit('kg'))}`);
      add('dimensions', { key: `parts.${part}`, label: t(`parts.${part}`), value: figures });
    }
  } else {
    add('dimensions', technicalRow('productDimensions', { value: keepTogether(technical.productDimensions), unit: unit('mm') }));
    add('dimensions', technicalRow('netWeight', { value: number(technical.netWeightKg), unit: unit('kg') }));
  }
  add('dimensions', technicalRow('packageDimensions', { value: keepTogether(technical.packageDimensions), unit: unit('mm') }));
  add('dimensions', technicalRow('grossWeight', { value: number(technical.grossWeightKg), unit: unit('kg') }));
  return [...sections].filter(([, rows]) => rows.length).map(([group, rows]) => ({ group, rows }));
}

/**
 * The engineering figures (Product columns), each in its group after the rows of the fields above it: seasonal
 * efficiencies and water side under performance, the energy label under general, currents under electrical,
 * refrigerant circuit, sound power. A figure the product does not declare has no row.
 */
function engineeringRows(technical: SpecSource['technical'], locale: Locale, t: CatalogueTranslator, add: (group: SpecGroup, row: SpecCell) => void) {
  const unit = (code: UnitCode) => t(`units.${code}`);
  const number = (value: number) => formatNumber(value, locale);
  // SEER 8,5 and 4,45 as the data sheets write them (one decimal at least); a flow to the precision it was computed to.
  const ratio = (value: number) => formatDecimal(value, locale, { decimals: Number.isInteger(Math.round(value * 100) / 10) ? 1 : 2 });
  const flow = (value: number) => formatDecimal(value, locale, { decimals: value < 10 ? 2 : 1 });
  const figure = (group: SpecGroup, label: TechnicalLabel, value: number | null, format: (value: number) => string, code?: UnitCode) => {
    if (value !== null) add(group, { key: `technical.${label}`, label: t(`technical.${label}`), value: format(value), ...(code ? { unit: unit(code) } : {}) });
  };

  figure('performance', 'seer', technical.seer, ratio);
  figure('performance', 'scop', technical.scop, ratio);
  figure('performance', 'eseer', technical.eseer, ratio);
  figure('performance', 'waterFlow', technical.waterFlowM3h, flow, 'm3h');
  figure('performance', 'waterPressureDrop', technical.waterPressureDropKpa, number, 'kpa');
  const { energyClassCooling: cooling, energyClassHeating: heating } = technical;
  if (cooling && heating) add('general', { key: 'technical.energyClass', label: t('technical.energyClass'), value: `${cooling} / ${heating}` });
  else if (cooling) add('general', { key: 'technical.energyClassCooling', label: t('technical.energyClassCooling'), value: cooling });
  else if (heating) add('general', { key: 'technical.energyClassHeating', label: t('technical.energyClassHeating'), value: heating });
  figure('electrical', 'maxCurrent', technical.maxCurrentA, number, 'a');
  figure('electrical', 'startingCurrent', technical.startingCurrentA, number, 'a');
  if (technical.refrigerant) add('refrigerant', { key: 'technical.refrigerant', label: t('technical.refrigerant'), value: technical.refrigerant });
  figure('refrigerant', 'refrigerantCharge', technical.refrigerantChargeKg, number, 'kg');
  figure('refrigerant', 'maxPipeLength', technical.maxPipeLengthM, number, 'm');
  figure('refrigerant', 'maxHeightDiff', technical.maxHeightDiffM, number, 'm');
  // A split system's sound power is its outdoor unit's (the figure of its energy label), and the row says so.
  const parts = technical.dimensionsAndWeight.map(({ part }) => part);
  const split = parts.includes('outdoor') && parts.length > 1;
  figure('acoustics', split ? 'soundPowerOutdoor' : 'soundPower', technical.soundPowerDba, number, 'dba');
}

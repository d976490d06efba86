import type { Localized, SeedSpecRow } from '../types';
import type { SpecDictionary } from '../../../lib/catalogue/spec-labels';
import type { UnitCode, SpecGroup } from '../../../lib/catalogue/units';

// Units and specification labels: a row is written as [label key, value, unit key] and becomes one row per locale.

// Units are codes (UnitCode, lib/catalogue/units.ts); the page shows them in the visitor's language from the
// messages files, so a Russian table reads "кВт", "мм", "кг" and an Italian or English one "kW", "mm", "kg".
export const UNITS = {
  kW: 'kw',
  W: 'w',
  m3h: 'm3h',
  dBA: 'dba',
  Pa: 'pa',
  kPa: 'kpa',
  C: 'celsius',
  kg: 'kg',
  m: 'm',
  mm: 'mm',
  pct: 'pct',
  A: 'a',
} satisfies Record<string, UnitCode>;
export type UnitKey = keyof typeof UNITS;

export type LabelDef = { group: SpecGroup } & Localized;

// Figures that are Product columns (SEER, SCOP, refrigerant, water flow and pressure drop, currents, sound power,
// piping limits: lib/catalogue/technical.ts EngineeringData) are not rows here: spec-rows.ts labels them.
export const LABELS = {
  // performance
  // EER and COP at the nominal conditions of the product's `ratingCooling` / `ratingHeating` rows (EN 14511).
  eer: { group: 'performance', it: 'EER (EN 14511)', ru: 'EER (EN 14511)', en: 'EER (EN 14511)' },
  scop35: {
    group: 'performance',
    it: 'SCOP (EN 14825, bassa temperatura 35 °C)',
    ru: 'SCOP (EN 14825, низкотемпературный режим 35 °C)',
    en: 'SCOP (EN 14825, low-temperature application 35 °C)',
  },
  cop: { group: 'performance', it: 'COP (EN 14511)', ru: 'COP (EN 14511)', en: 'COP (EN 14511)' },
  ratingCooling: {
    group: 'performance',
    it: 'Condizioni nominali in raffrescamento',
    ru: 'Номинальные условия, охлаждение',
    en: 'Rating conditions, cooling',
  },
  ratingHeating: {
    group: 'performance',
    it: 'Condizioni nominali in riscaldamento',
    ru: 'Номинальные условия, обогрев',
    en: 'Rating conditions, heating',
  },
  airflow: {
    group: 'performance',
    it: "Portata d'aria massima",
    ru: 'Максимальный расход воздуха',
    en: 'Maximum airflow',
  },
  airflowNominal: {
    group: 'performance',
    it: "Portata d'aria nominale",
    ru: 'Номинальный расход воздуха',
    en: 'Nominal airflow',
  },
  airThrow: { group: 'performance', it: "Lancio dell'aria", ru: 'Дальнобойность струи', en: 'Air throw' },
  sensibleCooling: {
    group: 'performance',
    it: 'Resa sensibile in raffrescamento',
    ru: 'Явная холодопроизводительность',
    en: 'Sensible cooling capacity',
  },
  espNominal: {
    group: 'performance',
    it: 'Prevalenza statica nominale',
    ru: 'Номинальное внешнее статическое давление',
    en: 'Nominal external static pressure',
  },
  espRange: {
    group: 'performance',
    it: 'Campo di prevalenza statica',
    ru: 'Диапазон внешнего статического давления',
    en: 'External static pressure range',
  },
  espMax: {
    group: 'performance',
    it: 'Prevalenza statica massima',
    ru: 'Максимальное внешнее статическое давление',
    en: 'Maximum external static pressure',
  },
  condFlow: {
    group: 'performance',
    it: "Portata d'acqua al condensatore",
    ru: 'Расход воды через конденсатор',
    en: 'Condenser water flow',
  },
  heatingWaterFlow: {
    group: 'performance',
    it: "Portata d'acqua batteria calda",
    ru: 'Расход воды, нагревательный теплообменник',
    en: 'Heating coil water flow',
  },
  efficiency: {
    group: 'performance',
    it: 'Efficienza termica (EN 308)',
    ru: 'Тепловая эффективность (EN 308)',
    en: 'Thermal efficiency (EN 308)',
  },
  rotaryEfficiency: {
    group: 'performance',
    it: 'Efficienza del recuperatore rotativo',
    ru: 'Эффективность роторного рекуператора',
    en: 'Rotary heat exchanger efficiency',
  },
  condensateLift: {
    group: 'performance',
    it: 'Prevalenza pompa condensa',
    ru: 'Высота подъёма дренажного насоса',
    en: 'Condensate pump lift',
  },
  // general
  rangeCooling: {
    group: 'general',
    it: 'Campo di funzionamento in raffrescamento (aria esterna)',
    ru: 'Диапазон работы на охлаждение (наружный воздух)',
    en: 'Operating range, cooling (outdoor air)',
  },
  rangeHeating: {
    group: 'general',
    it: 'Campo di funzionamento in riscaldamento (aria esterna)',
    ru: 'Диапазон работы на обогрев (наружный воздух)',
    en: 'Operating range, heating (outdoor air)',
  },
  rangeAmbient: {
    group: 'general',
    it: 'Campo di funzionamento (aria esterna)',
    ru: 'Диапазон работы (наружный воздух)',
    en: 'Operating range (outdoor air)',
  },
  leavingWaterRange: {
    group: 'general',
    it: 'Temperatura acqua refrigerata in uscita',
    ru: 'Температура охлаждённой воды на выходе',
    en: 'Leaving chilled water temperature',
  },
  maxHotWater: {
    group: 'general',
    it: 'Temperatura massima acqua calda in uscita',
    ru: 'Максимальная температура горячей воды на выходе',
    en: 'Maximum leaving hot water temperature',
  },
  compressorType: { group: 'general', it: 'Tipo di compressore', ru: 'Тип компрессора', en: 'Compressor type' },
  compressorsCircuits: {
    group: 'general',
    it: 'Compressori / circuiti',
    ru: 'Компрессоры / контуры',
    en: 'Compressors / circuits',
  },
  maxIndoorUnits: {
    group: 'general',
    it: 'Numero massimo di unità interne',
    ru: 'Максимальное количество внутренних блоков',
    en: 'Maximum number of indoor units',
  },
  maxIndoorCapacity: {
    group: 'general',
    it: 'Potenza interna massima collegabile',
    ru: 'Максимальная суммарная мощность внутренних блоков',
    en: 'Maximum connectable indoor capacity',
  },
  hxType: { group: 'general', it: 'Scambiatore di calore', ru: 'Рекуператор', en: 'Heat exchanger' },
  filters: {
    group: 'general',
    it: 'Filtri (mandata / ripresa)',
    ru: 'Фильтры (приток / вытяжка)',
    en: 'Filters (supply / extract)',
  },
  casingClass: {
    group: 'general',
    it: 'Classi involucro (EN 1886)',
    ru: 'Классы корпуса (EN 1886)',
    en: 'Casing classes (EN 1886)',
  },
  waterConnections: {
    group: 'general',
    it: 'Attacchi idraulici',
    ru: 'Присоединительные патрубки',
    en: 'Water connections',
  },
  // refrigerant
  pipeTotal: {
    group: 'refrigerant',
    it: 'Lunghezza totale massima tubazioni',
    ru: 'Максимальная суммарная длина трасс',
    en: 'Maximum total piping length',
  },
  pipeLiquid: { group: 'refrigerant', it: 'Diametro linea del liquido', ru: 'Диаметр жидкостной линии', en: 'Liquid line diameter' },
  pipeGas: { group: 'refrigerant', it: 'Diametro linea del gas', ru: 'Диаметр газовой линии', en: 'Gas line diameter' },
  // A multi-split's lines run from each port of the outdoor unit to one indoor unit: not the same quantity as a split's line.
  pipeLiquidPort: {
    group: 'refrigerant',
    it: 'Diametro linea del liquido, per attacco unità interna',
    ru: 'Диаметр жидкостной линии на порт внутреннего блока',
    en: 'Liquid line diameter per indoor-unit port',
  },
  pipeGasPort: {
    group: 'refrigerant',
    it: 'Diametro linea del gas, per attacco unità interna',
    ru: 'Диаметр газовой линии на порт внутреннего блока',
    en: 'Gas line diameter per indoor-unit port',
  },
  // electrical
  breaker: {
    group: 'electrical',
    it: 'Interruttore automatico consigliato (corrente nominale)',
    ru: 'Рекомендуемый автоматический выключатель (номинальный ток)',
    en: 'Recommended circuit breaker (rated current)',
  },
  motorInput: {
    group: 'electrical',
    it: 'Potenza assorbita dal motore',
    ru: 'Потребляемая мощность двигателя',
    en: 'Fan motor power input',
  },
  // dimensions
  panelThickness: { group: 'dimensions', it: 'Spessore pannelli', ru: 'Толщина панелей', en: 'Panel thickness' },
  // acoustics
  // One key per quantity and its conditions, whatever the family: a fan coil's indoor sound pressure sits on the
  // same row as a split's indoor unit's.
  soundIndoor: {
    group: 'acoustics',
    it: 'Pressione sonora unità interna (1 m, velocità bassa–alta)',
    ru: 'Уровень звукового давления внутреннего блока (1 м, низкая–высокая скорость)',
    en: 'Sound pressure level, indoor unit (1 m, low–high fan speed)',
  },
  soundPowerIndoor: {
    group: 'acoustics',
    it: 'Potenza sonora unità interna (velocità alta)',
    ru: 'Уровень звуковой мощности внутреннего блока (высокая скорость)',
    en: 'Sound power level, indoor unit (high fan speed)',
  },
  soundOutdoor: {
    group: 'acoustics',
    it: 'Pressione sonora unità esterna (1 m)',
    ru: 'Уровень звукового давления наружного блока (1 м)',
    en: 'Sound pressure level, outdoor unit (1 m)',
  },
  sound1m: {
    group: 'acoustics',
    it: 'Pressione sonora a 1 m (campo libero)',
    ru: 'Уровень звукового давления на расстоянии 1 м (свободное поле)',
    en: 'Sound pressure at 1 m (free field)',
  },
  sound3m: {
    group: 'acoustics',
    it: 'Pressione sonora a 3 m (campo libero)',
    ru: 'Уровень звукового давления на расстоянии 3 м (свободное поле)',
    en: 'Sound pressure at 3 m (free field)',
  },
  sound10m: {
    group: 'acoustics',
    it: 'Pressione sonora a 10 m (campo libero)',
    ru: 'Уровень звукового давления на расстоянии 10 м (свободное поле)',
    en: 'Sound pressure at 10 m (free field)',
  },
} satisfies Record<string, LabelDef>;
export type LabelKey = keyof typeof LABELS;

export type Row = readonly [label: LabelKey, value: string | Localized, unit?: UnitKey];

/** A product's rows, shared by the three languages: the label's key, the value once (or its words per language), the unit's code. */
export function specs(rows: Row[]): SeedSpecRow[] {
  return rows.map(([key, value, unit]) => ({
    key,
    ...(typeof value === 'string' ? { value } : { text: value }),
    ...(unit ? { unit: UNITS[unit] } : {}),
  }));
}

/** The dictionary the seed import writes (SpecLabel): every label above, in this file's order within its group. */
export const SEED_SPEC_LABELS: { key: LabelKey; group: SpecGroup; sortOrder: number; labels: Localized }[] = (Object.entries(LABELS) as [LabelKey, LabelDef][]).map(
  ([key, { group, it, ru, en }], index) => ({ key, group, sortOrder: index, labels: { it, ru, en } }),
);

/** The same dictionary as the application reads it (lib/catalogue/spec-labels.ts), for code that renders seed rows. */
export const SEED_SPEC_DICTIONARY: SpecDictionary = new Map(SEED_SPEC_LABELS.map((label) => [label.key, { ...label, unit: null }]));

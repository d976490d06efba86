import type { DimensionPart, Phase, UnitCode } from '../../lib/catalogue/units';
import type { Localized, SeedLocale, SeedProduct, SeedSpecRow, SpecGroup } from './types';

// Product catalogue. Each family has a small builder that turns the model-specific numbers into
// localized texts, specification rows and technical fields, so the figures in prose, tables and
// technical fields always agree. Italian is the source text; Russian and English are written
// natively from it (decimal comma in it/ru prose, decimal point in en prose and in table values).

// ---------------------------------------------------------------------------------------------
// Formatting helpers
// ---------------------------------------------------------------------------------------------

const NBSP = '\u00A0';
const MINUS = '\u2212';

/**
 * A number for prose in one locale. Without `decimals` the shortest form is used (14 -> "14",
 * 2.05 -> "2,05"). Digits are grouped from 1,000 in English and from 10 000 in Italian/Russian.
 */
function num(n: number, locale: SeedLocale, decimals?: number): string {
  const fixed = decimals === undefined ? String(Math.abs(n)) : Math.abs(n).toFixed(decimals);
  const [intPart = '', fracPart] = fixed.split('.');
  const sep = locale === 'en' ? ',' : locale === 'it' ? '.' : NBSP;
  const groupFrom = locale === 'en' ? 4 : 5;
  const grouped = intPart.length >= groupFrom ? intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep) : intPart;
  const decimalMark = locale === 'en' ? '.' : ',';
  return (n < 0 ? MINUS : '') + grouped + (fracPart ? decimalMark + fracPart : '');
}

/** The same number formatted for every locale. */
function fmt(n: number, decimals?: number): Localized {
  return { it: num(n, 'it', decimals), ru: num(n, 'ru', decimals), en: num(n, 'en', decimals) };
}

/** A value for specification tables: identical in every locale, decimal point, no grouping. */
function val(n: number, decimals?: number): string {
  const s = decimals === undefined ? String(Math.abs(n)) : Math.abs(n).toFixed(decimals);
  return (n < 0 ? MINUS : '') + s;
}

/** "+46", "−10", "0": signed temperature for prose and tables. */
function signed(n: number, locale: SeedLocale = 'en'): string {
  if (n === 0) return '0';
  return n > 0 ? `+${num(n, locale)}` : num(n, locale);
}

/** Temperature range for tables, e.g. "−15 … +50". */
function range(min: number, max: number): string {
  return `${signed(min)} … ${signed(max)}`;
}

function ruPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Energy efficiency ratio from capacity and input, two decimals. */
const ratio = (capacity: number, input: number) => round2(capacity / input);

/** Water flow in m³/h for a capacity in kW and a temperature difference in K. */
function waterFlow(kw: number, deltaK: number): number {
  const m3h = (kw * 3.6) / (4.186 * deltaK);
  return m3h < 10 ? round2(m3h) : round1(m3h);
}

/** Decimals used to print a water flow (matches waterFlow's rounding). */
const flowDecimals = (m3h: number) => (m3h < 10 ? 2 : 1);

// ---------------------------------------------------------------------------------------------
// Units and specification labels
// ---------------------------------------------------------------------------------------------

// Units are codes (UnitCode, lib/catalogue/units.ts); the page shows them in the visitor's language from the
// messages files, so a Russian table reads "кВт", "мм", "кг" and an Italian or English one "kW", "mm", "kg".
const UNITS = {
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
} satisfies Record<string, UnitCode>;
type UnitKey = keyof typeof UNITS;

type LabelDef = { group: SpecGroup } & Localized;

const LABELS = {
  // performance
  eer: { group: 'performance', it: 'EER', ru: 'EER', en: 'EER' },
  seer: { group: 'performance', it: 'SEER', ru: 'SEER', en: 'SEER' },
  scop: { group: 'performance', it: 'SCOP', ru: 'SCOP', en: 'SCOP' },
  scop35: { group: 'performance', it: 'SCOP (35 °C)', ru: 'SCOP (35 °C)', en: 'SCOP (35 °C)' },
  cop: { group: 'performance', it: 'COP', ru: 'COP', en: 'COP' },
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
  waterFlow: {
    group: 'performance',
    it: "Portata d'acqua nominale",
    ru: 'Номинальный расход воды',
    en: 'Nominal water flow',
  },
  waterDp: {
    group: 'performance',
    it: 'Perdita di carico lato acqua',
    ru: 'Гидравлическое сопротивление',
    en: 'Water-side pressure drop',
  },
  evapFlow: {
    group: 'performance',
    it: "Portata d'acqua all'evaporatore",
    ru: 'Расход воды через испаритель',
    en: 'Evaporator water flow',
  },
  condFlow: {
    group: 'performance',
    it: "Portata d'acqua al condensatore",
    ru: 'Расход воды через конденсатор',
    en: 'Condenser water flow',
  },
  coolingWaterFlow: {
    group: 'performance',
    it: "Portata d'acqua batteria fredda",
    ru: 'Расход воды, охлаждающий теплообменник',
    en: 'Cooling coil water flow',
  },
  heatingWaterFlow: {
    group: 'performance',
    it: "Portata d'acqua batteria calda",
    ru: 'Расход воды, нагревательный теплообменник',
    en: 'Heating coil water flow',
  },
  coolingCoilDp: {
    group: 'performance',
    it: 'Perdita di carico batteria fredda',
    ru: 'Гидравлическое сопротивление охлаждающего теплообменника',
    en: 'Cooling coil pressure drop',
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
  energyClass: {
    group: 'general',
    it: 'Classe energetica (raffr. / risc.)',
    ru: 'Класс энергоэффективности (охл. / обогрев)',
    en: 'Energy class (cooling / heating)',
  },
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
  refrigerant: { group: 'refrigerant', it: 'Refrigerante', ru: 'Хладагент', en: 'Refrigerant' },
  refrigerantCharge: {
    group: 'refrigerant',
    it: 'Carica di refrigerante',
    ru: 'Заправка хладагента',
    en: 'Refrigerant charge',
  },
  pipeTotal: {
    group: 'refrigerant',
    it: 'Lunghezza totale massima tubazioni',
    ru: 'Максимальная суммарная длина трасс',
    en: 'Maximum total piping length',
  },
  // electrical
  motorInput: {
    group: 'electrical',
    it: 'Potenza assorbita dal motore',
    ru: 'Потребляемая мощность двигателя',
    en: 'Fan motor power input',
  },
  // dimensions
  panelDims: {
    group: 'dimensions',
    it: 'Dimensioni pannello (L × A × P)',
    ru: 'Размеры панели (Ш × В × Г)',
    en: 'Panel dimensions (W × H × D)',
  },
  panelThickness: { group: 'dimensions', it: 'Spessore pannelli', ru: 'Толщина панелей', en: 'Panel thickness' },
  // acoustics
  soundIndoor: {
    group: 'acoustics',
    it: 'Pressione sonora unità interna',
    ru: 'Звуковое давление, внутренний блок',
    en: 'Sound pressure, indoor unit',
  },
  soundOutdoor: {
    group: 'acoustics',
    it: 'Pressione sonora unità esterna',
    ru: 'Звуковое давление, наружный блок',
    en: 'Sound pressure, outdoor unit',
  },
  soundMedium: {
    group: 'acoustics',
    it: 'Pressione sonora a velocità media',
    ru: 'Звуковое давление на средней скорости',
    en: 'Sound pressure at medium speed',
  },
  sound1m: {
    group: 'acoustics',
    it: 'Pressione sonora a 1 m',
    ru: 'Звуковое давление на расстоянии 1 м',
    en: 'Sound pressure at 1 m',
  },
  sound3m: {
    group: 'acoustics',
    it: 'Pressione sonora a 3 m',
    ru: 'Звуковое давление на расстоянии 3 м',
    en: 'Sound pressure at 3 m',
  },
  sound10m: {
    group: 'acoustics',
    it: 'Pressione sonora a 10 m',
    ru: 'Звуковое давление на расстоянии 10 м',
    en: 'Sound pressure at 10 m',
  },
} satisfies Record<string, LabelDef>;
type LabelKey = keyof typeof LABELS;

type Row = readonly [label: LabelKey, value: string | Localized, unit?: UnitKey];

/** Builds the per-locale specification tables from label keys, values and unit keys. */
function specs(rows: Row[]): Localized<SeedSpecRow[]> {
  const build = (locale: SeedLocale): SeedSpecRow[] =>
    rows.map(([key, value, unit]) => {
      const label: LabelDef = LABELS[key];
      const row: SeedSpecRow = {
        group: label.group,
        label: label[locale],
        value: typeof value === 'string' ? value : value[locale],
      };
      if (unit) row.unit = UNITS[unit];
      return row;
    });
  return { it: build('it'), ru: build('ru'), en: build('en') };
}

// ---------------------------------------------------------------------------------------------
// Electrical supply, packaging and the common product assembler
// ---------------------------------------------------------------------------------------------

type Supply = '1ph' | '3ph';

const SUPPLY: Record<Supply, { phase: Phase; voltage: string; prose: Localized }> = {
  '1ph': {
    phase: 'single',
    voltage: '220–240',
    // it: "alimentata in monofase…", ru: "подключается к однофазной сети…", en: "runs on a single-phase…"
    prose: { it: 'in monofase 220-240 V', ru: 'однофазной сети 220–240 В', en: 'a single-phase 220-240 V supply' },
  },
  '3ph': {
    phase: 'three',
    voltage: '380–415',
    prose: { it: 'in trifase 380-415 V', ru: 'трёхфазной сети 380–415 В', en: 'a three-phase 380-415 V supply' },
  },
};

type Dims = readonly [w: number, h: number, d: number];

const dims = (d: Dims) => `${d[0]} × ${d[1]} × ${d[2]}`;

/** Carton for small units, crate for medium ones, skid/frame for large plant. */
type Packing = 'carton' | 'crate' | 'skid';

const PACKING: Record<Packing, { margin: number; factor: number; extraKg: number }> = {
  carton: { margin: 70, factor: 1.1, extraKg: 1 },
  crate: { margin: 120, factor: 1.06, extraKg: 10 },
  skid: { margin: 150, factor: 1.02, extraKg: 40 },
};

type Texts = Pick<
  SeedProduct,
  'name' | 'shortDescription' | 'description' | 'keyFeatures' | 'specifications' | 'innerBody'
>;

type Base = {
  code: string;
  category: string;
  sortOrder: number;
  picture: string;
  price: number | null;
  published?: boolean;
  supply: Supply;
  cooling: number | null;
  heating: number | null;
  power: number | null;
  /** Main (or indoor) unit, W × H × D in mm. */
  body: Dims;
  netKg: number;
  packing: Packing;
  dimensionsAndWeight: DimensionPart[];
};

/** "FCU 400/4T" -> "fcu-400-4t" */
function slugFromCode(code: string): string {
  return code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function assemble(b: Base, t: Texts): SeedProduct {
  const pack = PACKING[b.packing];
  const packDims: Dims = [b.body[0] + pack.margin, b.body[1] + pack.margin, b.body[2] + pack.margin];
  const supply = SUPPLY[b.supply];
  return {
    slug: slugFromCode(b.code),
    modelCode: b.code,
    category: b.category,
    sortOrder: b.sortOrder,
    published: b.published ?? true,
    price: b.price === null ? null : { amount: b.price.toFixed(2), currency: 'EUR' },
    pictures: [b.picture],
    ...t,
    technical: {
      powerSupply: supply.phase,
      voltage: supply.voltage,
      frequency: '50',
      coolingCapacityKw: b.cooling,
      heatingCapacityKw: b.heating,
      ratedPowerKw: b.power,
      dimensionsAndWeight: b.dimensionsAndWeight,
      productDimensions: dims(b.body),
      packageDimensions: dims(packDims),
      netWeightKg: b.netKg,
      grossWeightKg: round1(b.netKg * pack.factor + pack.extraKg),
    },
  };
}

const partsOfSplit = (indoor: Dims, indoorKg: number, outdoor: Dims, outdoorKg: number): DimensionPart[] => [
  { part: 'indoor', size: indoor, kg: indoorKg },
  { part: 'outdoor', size: outdoor, kg: outdoorKg },
];

const partsOfUnit = (body: Dims, kg: number): DimensionPart[] => [{ part: 'unit', size: body, kg }];

/** Numbers the models of one category 10, 20, 30… in the order given. */
function series<M>(models: M[], build: (model: M, sortOrder: number) => SeedProduct): SeedProduct[] {
  return models.map((m, i) => build(m, (i + 1) * 10));
}

// Compressor wording shared by chillers, heat pumps and rooftops.
type Compressor = 'scroll' | 'inverter-scroll' | 'screw';

const COMPRESSOR_TYPE: Record<Compressor, Localized> = {
  scroll: { it: 'Scroll', ru: 'Спиральный', en: 'Scroll' },
  'inverter-scroll': { it: 'Scroll DC inverter', ru: 'Спиральный DC-инверторный', en: 'DC inverter scroll' },
  screw: { it: 'A vite semiermetico', ru: 'Полугерметичный винтовой', en: 'Semi-hermetic screw' },
};

/** "2 compressori scroll, 1 circuito" */
function compressorSummary(type: Compressor, n: number, circuits: number): Localized {
  const itType = { scroll: 'scroll', 'inverter-scroll': 'scroll DC inverter', screw: 'a vite' }[type];
  const enType = { scroll: 'scroll', 'inverter-scroll': 'DC inverter scroll', screw: 'screw' }[type];
  const ruForms = {
    scroll: ['спиральный компрессор', 'спиральных компрессора', 'спиральных компрессоров'],
    'inverter-scroll': [
      'спиральный DC-инверторный компрессор',
      'спиральных DC-инверторных компрессора',
      'спиральных DC-инверторных компрессоров',
    ],
    screw: ['винтовой компрессор', 'винтовых компрессора', 'винтовых компрессоров'],
  }[type] as [string, string, string];
  return {
    it: `${n} ${n === 1 ? 'compressore' : 'compressori'} ${itType}, ${circuits} ${circuits === 1 ? 'circuito' : 'circuiti'}`,
    ru: `${n} ${ruPlural(n, ...ruForms)}, ${circuits} ${ruPlural(circuits, 'контур', 'контура', 'контуров')}`,
    en: `${n} ${enType} compressor${n === 1 ? '' : 's'}, ${circuits} circuit${circuits === 1 ? '' : 's'}`,
  };
}

const IT_COUNT: Record<number, string> = { 2: 'due', 3: 'tre', 4: 'quattro' };
const RU_COUNT: Record<number, string> = { 2: 'Два', 3: 'Три', 4: 'Четыре' };
const EN_COUNT: Record<number, string> = { 2: 'Two', 3: 'Three', 4: 'Four' };

/** One sentence on the compressors and circuits of a chiller or heat pump. */
function compressorSentence(type: Compressor, n: number, circuits: number): Localized {
  if (n === 1) {
    if (type === 'screw') {
      return {
        it: 'Il compressore a vite semiermetico, su un unico circuito frigorifero, regola la potenza in modo continuo.',
        ru: 'Полугерметичный винтовой компрессор в одном холодильном контуре плавно регулирует производительность.',
        en: 'A single semi-hermetic screw compressor on one refrigerant circuit modulates capacity continuously.',
      };
    }
    return {
      it: 'Il compressore scroll DC inverter adegua la potenza al carico in modo continuo.',
      ru: 'Спиральный DC-инверторный компрессор плавно подстраивает производительность под нагрузку.',
      en: 'The DC inverter scroll compressor adjusts output continuously to the load.',
    };
  }
  const itCirc = circuits === 1 ? 'un unico circuito frigorifero' : `${IT_COUNT[circuits]} circuiti frigoriferi`;
  const ruCirc = circuits === 1 ? 'в одном холодильном контуре' : 'в двух холодильных контурах';
  const enCirc = circuits === 1 ? 'one refrigerant circuit' : `${EN_COUNT[circuits]?.toLowerCase()} refrigerant circuits`;
  if (type === 'screw') {
    return {
      it: `I ${IT_COUNT[n]} compressori a vite semiermetici, su ${itCirc}, regolano la potenza in modo continuo e seguono con precisione il carico dell'edificio.`,
      ru: `${RU_COUNT[n]} полугерметичных винтовых компрессора ${ruCirc} плавно регулируют производительность и точно следуют за нагрузкой здания.`,
      en: `${EN_COUNT[n]} semi-hermetic screw compressors on ${enCirc} modulate capacity continuously and follow the building load closely.`,
    };
  }
  return {
    it: `I ${IT_COUNT[n]} compressori scroll, su ${itCirc}, permettono di parzializzare la potenza a gradini e di mantenere il servizio anche con un compressore fermo.`,
    ru: `${RU_COUNT[n]} спиральных компрессора ${ruCirc} обеспечивают ступенчатое регулирование мощности и сохраняют работу агрегата при остановке одного из компрессоров.`,
    en: `${EN_COUNT[n]} scroll compressors on ${enCirc} give stepped capacity control and keep the unit running if one compressor stops.`,
  };
}

const PICTURES = {
  wallSplit: '/images/products/wall-split.svg',
  floorCeiling: '/images/products/floor-ceiling.svg',
  column: '/images/products/column-unit.svg',
  cassette: '/images/products/cassette.svg',
  ducted: '/images/products/ducted.svg',
  multiSplit: '/images/products/multi-split.svg',
  vrf: '/images/products/vrf.svg',
  chillerAir: '/images/products/chiller-air.svg',
  chillerWater: '/images/products/chiller-water.svg',
  heatPump: '/images/products/heat-pump.svg',
  fanCoil: '/images/products/fan-coil.svg',
  cassetteFanCoil: '/images/products/cassette-fan-coil.svg',
  ductedFanCoil: '/images/products/ducted-fan-coil.svg',
  heatRecovery: '/images/products/heat-recovery.svg',
  ahu: '/images/products/air-handling-unit.svg',
  rooftop: '/images/products/rooftop.svg',
} as const;

// ---------------------------------------------------------------------------------------------
// Air conditioners: wall-mounted splits
// ---------------------------------------------------------------------------------------------

type WallModel = {
  code: string;
  cooling: number;
  heating: number;
  power: number;
  seer: number;
  scop: number;
  classCooling: string;
  classHeating: string;
  airflow: number;
  soundMin: number;
  soundMax: number;
  chargeKg: number;
  maxPipe: number;
  prechargedPipe: number;
  heatingMin: number;
  indoor: Dims;
  indoorKg: number;
  outdoor: Dims;
  outdoorKg: number;
  price: number | null;
  published?: boolean;
};

function wallSplit(m: WallModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const seer = fmt(m.seer, 1);
  const scop = fmt(m.scop, 1);
  const charge = fmt(m.chargeKg, 2);
  const tMin = { it: signed(m.heatingMin, 'it'), ru: signed(m.heatingMin, 'ru'), en: signed(m.heatingMin, 'en') };
  return assemble(
    {
      code: m.code,
      category: 'wall-mounted-splits',
      sortOrder,
      picture: PICTURES.wallSplit,
      price: m.price,
      published: m.published,
      supply: '1ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.indoor,
      netKg: m.indoorKg,
      packing: 'carton',
      dimensionsAndWeight: partsOfSplit(m.indoor, m.indoorKg, m.outdoor, m.outdoorKg),
    },
    {
      name: {
        it: `Split a parete ${m.code}, ${c.it} kW`,
        ru: `Настенная сплит-система ${m.code}, ${c.ru} кВт`,
        en: `Wall-mounted split system ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Climatizzatore split a parete con compressore inverter e refrigerante R32: ${c.it} kW in raffrescamento, ${h.it} kW in riscaldamento.`,
        ru: `Настенная инверторная сплит-система на хладагенте R32: ${c.ru} кВт на охлаждение и ${h.ru} кВт на обогрев.`,
        en: `Inverter wall-mounted split system on R32 refrigerant, rated at ${c.en} kW cooling and ${h.en} kW heating.`,
      },
      description: {
        it: `Il modello ${m.code} è composto da un'unità interna a parete e da un'unità esterna con compressore rotativo DC inverter, che modula la potenza in base al carico effettivo. Con SEER ${seer.it} e SCOP ${scop.it} rientra nella classe ${m.classCooling} in raffrescamento e ${m.classHeating} in riscaldamento. È indicato per uffici, negozi e piccoli locali tecnici.`,
        ru: `Комплект ${m.code} состоит из настенного внутреннего блока и наружного блока с ротационным DC-инверторным компрессором, который плавно подстраивает производительность под текущую нагрузку. При SEER ${seer.ru} и SCOP ${scop.ru} система относится к классу ${m.classCooling} в режиме охлаждения и ${m.classHeating} в режиме обогрева. Подходит для офисов, магазинов и небольших технических помещений.`,
        en: `The ${m.code} pairs a wall-mounted indoor unit with an outdoor unit built around a DC inverter rotary compressor, which matches output to the actual load. With a SEER of ${seer.en} and an SCOP of ${scop.en}, it is rated ${m.classCooling} for cooling and ${m.classHeating} for heating. It suits offices, shops and small technical rooms.`,
      },
      keyFeatures: {
        it: [
          'Compressore DC inverter con modulazione continua della potenza',
          'Refrigerante R32 a basso GWP',
          `Classe energetica ${m.classCooling} / ${m.classHeating}`,
          `Riscaldamento con temperatura esterna fino a ${tMin.it} °C`,
          `Pressione sonora minima dell'unità interna ${m.soundMin} dB(A)`,
        ],
        ru: [
          'DC-инверторный компрессор с плавной регулировкой мощности',
          'Хладагент R32 с низким потенциалом глобального потепления',
          `Класс энергоэффективности ${m.classCooling} / ${m.classHeating}`,
          `Работа на обогрев при наружной температуре до ${tMin.ru} °C`,
          `Звуковое давление внутреннего блока от ${m.soundMin} дБ(А)`,
        ],
        en: [
          'DC inverter compressor with continuous capacity modulation',
          'Low-GWP R32 refrigerant',
          `Energy class ${m.classCooling} / ${m.classHeating}`,
          `Heating down to ${tMin.en} °C outdoor temperature`,
          `Indoor unit sound pressure from ${m.soundMin} dB(A)`,
        ],
      },
      specifications: specs([
        ['seer', val(m.seer, 1)],
        ['scop', val(m.scop, 1)],
        ['energyClass', `${m.classCooling} / ${m.classHeating}`],
        ['refrigerant', 'R32'],
        ['airflow', val(m.airflow), 'm3h'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['rangeCooling', range(-15, 50), 'C'],
        ['rangeHeating', range(m.heatingMin, 24), 'C'],
      ]),
      innerBody: {
        it: `L'unità interna ha un deflettore motorizzato per la distribuzione verticale dell'aria e filtri lavabili estraibili dal fronte. Il comando a infrarossi consente la programmazione settimanale; un ingresso di contatto permette l'abilitazione remota, ad esempio da una scheda hotel o da un sistema di supervisione.\n\nL'unità esterna contiene ${charge.it} kg di R32 e ammette tubazioni fino a ${m.maxPipe} m, senza rabbocco di refrigerante per i primi ${m.prechargedPipe} m. Le prestazioni sono dichiarate secondo EN 14511 ed EN 14825.`,
        ru: `Внутренний блок оснащён моторизованной заслонкой для вертикального распределения воздуха и моющимися фильтрами, которые снимаются с лицевой стороны. Инфракрасный пульт поддерживает недельное программирование; сухой контакт позволяет включать блок дистанционно, например от карточного выключателя или системы диспетчеризации.\n\nНаружный блок заправлен ${charge.ru} кг R32; допустимая длина трассы — до ${m.maxPipe} м, первые ${m.prechargedPipe} м не требуют дозаправки. Характеристики приведены по EN 14511 и EN 14825.`,
        en: `The indoor unit has a motorised louvre for vertical air distribution and washable filters that slide out from the front. The infrared remote supports weekly scheduling, and a contact input allows remote enabling, for example from a hotel key-card switch or a building management system.\n\nThe outdoor unit holds ${charge.en} kg of R32 and accepts pipe runs of up to ${m.maxPipe} m, with no additional charge needed for the first ${m.prechargedPipe} m. Performance is declared to EN 14511 and EN 14825.`,
      },
    },
  );
}

const wallSplits = series<WallModel>(
  [
    {
      code: 'WS-25R32',
      cooling: 2.5,
      heating: 3.2,
      power: 0.68,
      seer: 8.5,
      scop: 4.6,
      classCooling: 'A+++',
      classHeating: 'A++',
      airflow: 620,
      soundMin: 21,
      soundMax: 38,
      chargeKg: 0.55,
      maxPipe: 20,
      prechargedPipe: 7,
      heatingMin: -20,
      indoor: [805, 285, 194],
      indoorKg: 8.5,
      outdoor: [720, 495, 270],
      outdoorKg: 24,
      price: 890,
    },
    {
      code: 'WS-35R32',
      cooling: 3.5,
      heating: 4.0,
      power: 1.02,
      seer: 8.5,
      scop: 4.6,
      classCooling: 'A+++',
      classHeating: 'A++',
      airflow: 680,
      soundMin: 22,
      soundMax: 40,
      chargeKg: 0.62,
      maxPipe: 25,
      prechargedPipe: 7,
      heatingMin: -20,
      indoor: [805, 285, 194],
      indoorKg: 9,
      outdoor: [765, 555, 303],
      outdoorKg: 28.5,
      price: 990,
    },
    {
      code: 'WS-50R32',
      cooling: 5.0,
      heating: 5.6,
      power: 1.52,
      seer: 7.1,
      scop: 4.0,
      classCooling: 'A++',
      classHeating: 'A+',
      airflow: 850,
      soundMin: 28,
      soundMax: 43,
      chargeKg: 1.05,
      maxPipe: 30,
      prechargedPipe: 10,
      heatingMin: -15,
      indoor: [965, 319, 215],
      indoorKg: 11.5,
      outdoor: [805, 554, 330],
      outdoorKg: 35.5,
      price: 1390,
    },
    {
      code: 'WS-70R32',
      cooling: 7.0,
      heating: 7.6,
      power: 2.18,
      seer: 6.5,
      scop: 4.0,
      classCooling: 'A++',
      classHeating: 'A+',
      airflow: 1150,
      soundMin: 32,
      soundMax: 46,
      chargeKg: 1.4,
      maxPipe: 50,
      prechargedPipe: 10,
      heatingMin: -15,
      indoor: [1080, 335, 226],
      indoorKg: 14,
      outdoor: [890, 673, 342],
      outdoorKg: 46,
      price: 1790,
    },
  ],
  wallSplit,
);

// ---------------------------------------------------------------------------------------------
// Air conditioners: floor/ceiling units
// ---------------------------------------------------------------------------------------------

type FloorCeilingModel = {
  code: string;
  supply: Supply;
  cooling: number;
  heating: number;
  power: number;
  seer: number;
  scop: number;
  airflow: number;
  throw: number;
  soundMin: number;
  soundMax: number;
  indoor: Dims;
  indoorKg: number;
  outdoor: Dims;
  outdoorKg: number;
  price: number | null;
};

function floorCeiling(m: FloorCeilingModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const seer = fmt(m.seer, 1);
  const scop = fmt(m.scop, 1);
  const air = fmt(m.airflow);
  const supply = SUPPLY[m.supply].prose;
  return assemble(
    {
      code: m.code,
      category: 'floor-ceiling-units',
      sortOrder,
      picture: PICTURES.floorCeiling,
      price: m.price,
      supply: m.supply,
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.indoor,
      netKg: m.indoorKg,
      packing: 'carton',
      dimensionsAndWeight: partsOfSplit(m.indoor, m.indoorKg, m.outdoor, m.outdoorKg),
    },
    {
      name: {
        it: `Unità pavimento-soffitto ${m.code}, ${c.it} kW`,
        ru: `Напольно-потолочная сплит-система ${m.code}, ${c.ru} кВт`,
        en: `Floor/ceiling split unit ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Split inverter con unità interna pavimento-soffitto per ambienti commerciali: ${c.it} kW in raffrescamento, ${h.it} kW in riscaldamento.`,
        ru: `Инверторная сплит-система с напольно-потолочным внутренним блоком для коммерческих помещений: ${c.ru} кВт на охлаждение, ${h.ru} кВт на обогрев.`,
        en: `Inverter split system with a floor/ceiling indoor unit for commercial spaces: ${c.en} kW cooling, ${h.en} kW heating.`,
      },
      description: {
        it: `L'unità interna può essere montata a pavimento, in basso a parete o a soffitto; il getto d'aria orizzontale raggiunge ambienti profondi come sale riunioni, ristoranti e showroom. Con compressore DC inverter e refrigerante R32, il sistema raggiunge SEER ${seer.it} e SCOP ${scop.it}.`,
        ru: `Внутренний блок монтируется на пол, в нижней части стены или под потолком; горизонтальная струя воздуха охватывает глубокие помещения — переговорные, рестораны, шоурумы. С DC-инверторным компрессором и хладагентом R32 система достигает SEER ${seer.ru} и SCOP ${scop.ru}.`,
        en: `The indoor unit can be installed on the floor, low on a wall or under the ceiling; its horizontal air throw reaches deep rooms such as meeting rooms, restaurants and showrooms. With a DC inverter compressor and R32 refrigerant, the system achieves a SEER of ${seer.en} and an SCOP of ${scop.en}.`,
      },
      keyFeatures: {
        it: [
          'Installazione a pavimento o a soffitto con lo stesso modello',
          `Lancio d'aria fino a ${m.throw} m`,
          'Compressore DC inverter, refrigerante R32',
          'Pompa di scarico condensa disponibile come accessorio',
        ],
        ru: [
          'Одна модель для напольного и потолочного монтажа',
          `Дальнобойность воздушной струи до ${m.throw} м`,
          'DC-инверторный компрессор, хладагент R32',
          'Дренажный насос поставляется как опция',
        ],
        en: [
          'One model for floor or ceiling installation',
          `Air throw up to ${m.throw} m`,
          'DC inverter compressor, R32 refrigerant',
          'Condensate pump available as an accessory',
        ],
      },
      specifications: specs([
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['seer', val(m.seer, 1)],
        ['scop', val(m.scop, 1)],
        ['refrigerant', 'R32'],
        ['airflow', val(m.airflow), 'm3h'],
        ['airThrow', val(m.throw), 'm'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['rangeCooling', range(-15, 48), 'C'],
      ]),
      innerBody: {
        it: `La portata d'aria massima è di ${air.it} m³/h, con quattro velocità del ventilatore e oscillazione automatica dei deflettori orizzontali e verticali. Il corpo macchina è profondo soltanto ${m.indoor[2]} mm e si integra sotto soffitti a vista o lungo le pareti perimetrali.\n\nL'unità esterna è alimentata ${supply.it}. Il comando a filo con display è di serie, mentre l'interfaccia Modbus per la supervisione è opzionale.`,
        ru: `Максимальный расход воздуха — ${air.ru} м³/ч; вентилятор имеет четыре скорости, горизонтальные и вертикальные жалюзи качаются автоматически. Глубина корпуса всего ${m.indoor[2]} мм, поэтому блок аккуратно размещается под открытым потолком или вдоль стен.\n\nНаружный блок подключается к ${supply.ru}. Проводной пульт с дисплеем входит в комплект, интерфейс Modbus для диспетчеризации поставляется опционально.`,
        en: `Maximum airflow is ${air.en} m³/h, with four fan speeds and automatic swing of both horizontal and vertical louvres. The casing is only ${m.indoor[2]} mm deep and sits neatly under an exposed ceiling or along perimeter walls.\n\nThe outdoor unit runs on ${supply.en}. A wired controller with display is included; a Modbus interface for building supervision is optional.`,
      },
    },
  );
}

const floorCeilingUnits = series<FloorCeilingModel>(
  [
    {
      code: 'UFC 50',
      supply: '1ph',
      cooling: 5.0,
      heating: 5.6,
      power: 1.55,
      seer: 6.4,
      scop: 4.0,
      airflow: 850,
      throw: 12,
      soundMin: 34,
      soundMax: 44,
      indoor: [1068, 675, 235],
      indoorKg: 27,
      outdoor: [805, 554, 330],
      outdoorKg: 36,
      price: 1890,
    },
    {
      code: 'UFC 71',
      supply: '1ph',
      cooling: 7.1,
      heating: 8.0,
      power: 2.21,
      seer: 6.3,
      scop: 4.0,
      airflow: 1150,
      throw: 14,
      soundMin: 36,
      soundMax: 46,
      indoor: [1285, 675, 235],
      indoorKg: 32,
      outdoor: [890, 673, 342],
      outdoorKg: 48,
      price: 2390,
    },
    {
      code: 'UFC 140',
      supply: '3ph',
      cooling: 14.0,
      heating: 16.0,
      power: 4.36,
      seer: 6.1,
      scop: 3.9,
      airflow: 2200,
      throw: 17,
      soundMin: 40,
      soundMax: 50,
      indoor: [1650, 675, 235],
      indoorKg: 42,
      outdoor: [940, 1325, 370],
      outdoorKg: 98,
      price: null,
    },
  ],
  floorCeiling,
);

// ---------------------------------------------------------------------------------------------
// Air conditioners: column (floor-standing) units
// ---------------------------------------------------------------------------------------------

type ColumnModel = {
  code: string;
  supply: Supply;
  cooling: number;
  heating: number;
  power: number;
  seer: number;
  scop: number;
  airflow: number;
  throw: number;
  soundMin: number;
  soundMax: number;
  soundOutdoor: number;
  indoor: Dims;
  indoorKg: number;
  outdoor: Dims;
  outdoorKg: number;
  price: number | null;
};

function columnUnit(m: ColumnModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const seer = fmt(m.seer, 1);
  const scop = fmt(m.scop, 1);
  const air = fmt(m.airflow);
  const supply = SUPPLY[m.supply].prose;
  return assemble(
    {
      code: m.code,
      category: 'column-units',
      sortOrder,
      picture: PICTURES.column,
      price: m.price,
      supply: m.supply,
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.indoor,
      netKg: m.indoorKg,
      packing: 'crate',
      dimensionsAndWeight: partsOfSplit(m.indoor, m.indoorKg, m.outdoor, m.outdoorKg),
    },
    {
      name: {
        it: `Climatizzatore a colonna ${m.code}, ${c.it} kW`,
        ru: `Колонная сплит-система ${m.code}, ${c.ru} кВт`,
        en: `Floor-standing column unit ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Split a colonna per grandi ambienti aperti, con ${c.it} kW in raffrescamento e ${h.it} kW in riscaldamento.`,
        ru: `Колонная сплит-система для больших открытых пространств: ${c.ru} кВт на охлаждение и ${h.ru} кВт на обогрев.`,
        en: `Floor-standing split system for large open spaces, delivering ${c.en} kW cooling and ${h.en} kW heating.`,
      },
      description: {
        it: `L'unità interna verticale appoggia a pavimento e immette l'aria dall'alto attraverso deflettori motorizzati. È una soluzione adatta a sale d'attesa, palestre, negozi e sale per eventi, dove non è possibile intervenire su pareti o controsoffitti.`,
        ru: `Вертикальный внутренний блок устанавливается на пол и подаёт воздух через верхнюю решётку с моторизованными жалюзи. Такое решение подходит для залов ожидания, спортзалов, магазинов и залов для мероприятий, где нельзя использовать стены или подвесной потолок.`,
        en: `The vertical indoor unit stands on the floor and supplies air through an upper outlet with motorised louvres. It suits waiting areas, gyms, shops and event halls where walls or suspended ceilings cannot be used.`,
      },
      keyFeatures: {
        it: [
          `Portata d'aria fino a ${air.it} m³/h`,
          `Lancio d'aria fino a ${m.throw} m`,
          'Compressore DC inverter, refrigerante R32',
          'Filtri lavabili accessibili dal fronte',
        ],
        ru: [
          `Расход воздуха до ${air.ru} м³/ч`,
          `Дальнобойность струи до ${m.throw} м`,
          'DC-инверторный компрессор, хладагент R32',
          'Моющиеся фильтры с доступом спереди',
        ],
        en: [
          `Airflow up to ${air.en} m³/h`,
          `Air throw up to ${m.throw} m`,
          'DC inverter compressor, R32 refrigerant',
          'Washable filters accessible from the front',
        ],
      },
      specifications: specs([
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['seer', val(m.seer, 1)],
        ['scop', val(m.scop, 1)],
        ['refrigerant', 'R32'],
        ['airflow', val(m.airflow), 'm3h'],
        ['airThrow', val(m.throw), 'm'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['soundOutdoor', val(m.soundOutdoor), 'dBA'],
      ]),
      innerBody: {
        it: `Il ventilatore centrifugo a tre velocità e le alette a oscillazione automatica distribuiscono l'aria in modo uniforme anche in locali con soffitti alti. Il pannello di comando è integrato nel frontale; in alternativa si può collegare un comando a filo remoto.\n\nL'unità esterna è alimentata ${supply.it}. Con SEER ${seer.it} e SCOP ${scop.it}, il sistema è progettato per il funzionamento continuo in ambienti commerciali.`,
        ru: `Трёхскоростной центробежный вентилятор и автоматически качающиеся жалюзи равномерно распределяют воздух даже в помещениях с высокими потолками. Панель управления встроена в лицевую часть блока; дополнительно можно подключить выносной проводной пульт.\n\nНаружный блок подключается к ${supply.ru}. При SEER ${seer.ru} и SCOP ${scop.ru} система рассчитана на длительную работу в коммерческих помещениях.`,
        en: `A three-speed centrifugal fan and auto-swing louvres spread the air evenly, even in rooms with high ceilings. The control panel is built into the front of the unit, and a remote wired controller can be added.\n\nThe outdoor unit runs on ${supply.en}. With a SEER of ${seer.en} and an SCOP of ${scop.en}, the system is designed for continuous duty in commercial premises.`,
      },
    },
  );
}

const columnUnits = series<ColumnModel>(
  [
    {
      code: 'CLM-120',
      supply: '1ph',
      cooling: 12.1,
      heating: 13.5,
      power: 3.78,
      seer: 6.1,
      scop: 3.9,
      airflow: 1800,
      throw: 15,
      soundMin: 40,
      soundMax: 48,
      soundOutdoor: 56,
      indoor: [550, 1850, 350],
      indoorKg: 45,
      outdoor: [940, 1325, 370],
      outdoorKg: 95,
      price: 3490,
    },
    {
      code: 'CLM-160',
      supply: '3ph',
      cooling: 16.0,
      heating: 18.0,
      power: 5.16,
      seer: 5.9,
      scop: 3.8,
      airflow: 2400,
      throw: 18,
      soundMin: 43,
      soundMax: 52,
      soundOutdoor: 58,
      indoor: [600, 1870, 400],
      indoorKg: 55,
      outdoor: [940, 1325, 370],
      outdoorKg: 108,
      price: null,
    },
  ],
  columnUnit,
);

// ---------------------------------------------------------------------------------------------
// Split systems: four-way cassettes
// ---------------------------------------------------------------------------------------------

type CassetteModel = {
  code: string;
  /** "compact" fits a 600 × 600 mm ceiling grid; "standard" uses a 950 × 950 mm panel. */
  size: 'compact' | 'standard';
  supply: Supply;
  cooling: number;
  heating: number;
  power: number;
  seer: number;
  scop: number;
  airflow: number;
  soundMin: number;
  soundMax: number;
  lift: number;
  body: Dims;
  bodyKg: number;
  panel: Dims;
  panelKg: number;
  outdoor: Dims;
  outdoorKg: number;
  price: number | null;
};

function cassette(m: CassetteModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const air = fmt(m.airflow);
  const supply = SUPPLY[m.supply].prose;
  const grid: Localized =
    m.size === 'compact'
      ? {
          it: 'Il corpo compatto si inserisce in un modulo di controsoffitto da 600 × 600 mm.',
          ru: 'Компактный корпус встраивается в ячейку подвесного потолка 600 × 600 мм.',
          en: 'The compact body fits a standard 600 × 600 mm ceiling grid module.',
        }
      : {
          it: 'Il pannello da 950 × 950 mm si adatta ai controsoffitti di uffici open space e spazi commerciali.',
          ru: 'Панель 950 × 950 мм подходит для подвесных потолков открытых офисов и торговых помещений.',
          en: 'The 950 × 950 mm panel suits suspended ceilings in open-plan offices and retail spaces.',
        };
  return assemble(
    {
      code: m.code,
      category: 'cassette-units',
      sortOrder,
      picture: PICTURES.cassette,
      price: m.price,
      supply: m.supply,
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.body,
      netKg: m.bodyKg,
      packing: 'carton',
      dimensionsAndWeight: [
        { part: 'indoor', size: m.body, kg: m.bodyKg },
        { part: 'panel', size: m.panel, kg: m.panelKg },
        { part: 'outdoor', size: m.outdoor, kg: m.outdoorKg },
      ],
    },
    {
      name: {
        it: `Cassetta a 4 vie ${m.code}, ${c.it} kW`,
        ru: `Кассетная сплит-система ${m.code}, ${c.ru} кВт`,
        en: `Four-way cassette ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Unità a cassetta a quattro vie per controsoffitto, con ${c.it} kW in raffrescamento e ${h.it} kW in riscaldamento.`,
        ru: `Четырёхпоточная кассетная сплит-система для подвесного потолка: ${c.ru} кВт на охлаждение и ${h.ru} кВт на обогрев.`,
        en: `Four-way ceiling cassette split system providing ${c.en} kW cooling and ${h.en} kW heating.`,
      },
      description: {
        it: `${grid.it} L'aria esce su quattro lati attraverso alette regolabili singolarmente, così da evitare correnti dirette sulle persone. La pompa di scarico condensa integrata solleva l'acqua fino a ${m.lift} mm.`,
        ru: `${grid.ru} Воздух подаётся в четырёх направлениях через независимо регулируемые заслонки, что позволяет избежать сквозняков в рабочей зоне. Встроенный дренажный насос поднимает конденсат на высоту до ${m.lift} мм.`,
        en: `${grid.en} Air leaves on four sides through individually adjustable louvres, which helps avoid draughts in occupied zones. A built-in condensate pump lifts water up to ${m.lift} mm.`,
      },
      keyFeatures: {
        it: [
          'Mandata a 4 vie con alette a controllo indipendente',
          `Pompa condensa integrata, prevalenza ${m.lift} mm`,
          "Predisposizione per la presa d'aria esterna",
          'Compressore DC inverter, refrigerante R32',
        ],
        ru: [
          'Четырёхпоточная раздача с независимым управлением заслонками',
          `Встроенный дренажный насос, высота подъёма ${m.lift} мм`,
          'Возможность подмеса наружного воздуха',
          'DC-инверторный компрессор, хладагент R32',
        ],
        en: [
          'Four-way discharge with independently controlled louvres',
          `Built-in condensate pump, ${m.lift} mm lift`,
          'Knock-out for a fresh-air connection',
          'DC inverter compressor, R32 refrigerant',
        ],
      },
      specifications: specs([
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['seer', val(m.seer, 1)],
        ['scop', val(m.scop, 1)],
        ['refrigerant', 'R32'],
        ['airflow', val(m.airflow), 'm3h'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['panelDims', dims(m.panel), 'mm'],
      ]),
      innerBody: {
        it: `La portata d'aria nominale è di ${air.it} m³/h con una pressione sonora di ${m.soundMin}–${m.soundMax} dB(A), adeguata a uffici e sale riunioni. Il pannello può essere dotato di un sensore di presenza che riduce la potenza quando l'ambiente è vuoto.\n\nL'unità esterna è alimentata ${supply.it}. I dati di resa si riferiscono alla norma EN 14511, con aria interna a 27 °C b.s. / 19 °C b.u. in raffrescamento.`,
        ru: `Номинальный расход воздуха — ${air.ru} м³/ч при звуковом давлении ${m.soundMin}–${m.soundMax} дБ(А), что подходит для офисов и переговорных. Панель может комплектоваться датчиком присутствия, который снижает производительность, когда в помещении никого нет.\n\nНаружный блок подключается к ${supply.ru}. Производительность указана по EN 14511 при температуре воздуха в помещении 27 °C по сухому и 19 °C по мокрому термометру в режиме охлаждения.`,
        en: `Nominal airflow is ${air.en} m³/h at a sound pressure of ${m.soundMin}–${m.soundMax} dB(A), appropriate for offices and meeting rooms. The panel can be fitted with a presence sensor that reduces output when the room is empty.\n\nThe outdoor unit runs on ${supply.en}. Ratings refer to EN 14511 with indoor air at 27 °C DB / 19 °C WB in cooling.`,
      },
    },
  );
}

const cassetteUnits = series<CassetteModel>(
  [
    {
      code: 'CST 35',
      size: 'compact',
      supply: '1ph',
      cooling: 3.5,
      heating: 4.0,
      power: 1.06,
      seer: 6.8,
      scop: 4.0,
      airflow: 680,
      soundMin: 30,
      soundMax: 38,
      lift: 750,
      body: [570, 260, 570],
      bodyKg: 15.5,
      panel: [647, 50, 647],
      panelKg: 2.5,
      outdoor: [720, 495, 270],
      outdoorKg: 26,
      price: 1490,
    },
    {
      code: 'CST 50',
      size: 'compact',
      supply: '1ph',
      cooling: 5.0,
      heating: 5.5,
      power: 1.58,
      seer: 6.5,
      scop: 4.0,
      airflow: 780,
      soundMin: 32,
      soundMax: 41,
      lift: 750,
      body: [570, 260, 570],
      bodyKg: 17,
      panel: [647, 50, 647],
      panelKg: 2.5,
      outdoor: [805, 554, 330],
      outdoorKg: 36,
      price: 1790,
    },
    {
      code: 'CST 100',
      size: 'standard',
      supply: '1ph',
      cooling: 10.0,
      heating: 11.2,
      power: 3.12,
      seer: 6.4,
      scop: 4.0,
      airflow: 1680,
      soundMin: 35,
      soundMax: 45,
      lift: 1000,
      body: [840, 246, 840],
      bodyKg: 24,
      panel: [950, 55, 950],
      panelKg: 6,
      outdoor: [940, 996, 370],
      outdoorKg: 72,
      price: 2790,
    },
    {
      code: 'CST 140',
      size: 'standard',
      supply: '3ph',
      cooling: 14.0,
      heating: 16.0,
      power: 4.42,
      seer: 6.1,
      scop: 3.9,
      airflow: 2050,
      soundMin: 38,
      soundMax: 48,
      lift: 1000,
      body: [840, 288, 840],
      bodyKg: 28,
      panel: [950, 55, 950],
      panelKg: 6,
      outdoor: [940, 1325, 370],
      outdoorKg: 98,
      price: 3490,
    },
  ],
  cassette,
);

// ---------------------------------------------------------------------------------------------
// Split systems: ducted units
// ---------------------------------------------------------------------------------------------

type DuctedModel = {
  code: string;
  static: 'low' | 'medium';
  supply: Supply;
  cooling: number;
  heating: number;
  power: number;
  seer: number;
  scop: number;
  airflow: number;
  espNominal: number;
  espMin: number;
  espMax: number;
  soundMin: number;
  soundMax: number;
  indoor: Dims;
  indoorKg: number;
  outdoor: Dims;
  outdoorKg: number;
  price: number | null;
};

function ducted(m: DuctedModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const seer = fmt(m.seer, 1);
  const scop = fmt(m.scop, 1);
  const air = fmt(m.airflow);
  const supply = SUPPLY[m.supply].prose;
  const low = m.static === 'low';
  const kind: Localized = low
    ? { it: 'a bassa prevalenza', ru: 'Низконапорная', en: 'Low static' }
    : { it: 'a media prevalenza', ru: 'Средненапорная', en: 'Medium static' };
  const use: Localized = low
    ? {
        it: `Con un'altezza di soli ${m.indoor[1]} mm, l'unità interna trova posto anche nei controsoffitti ribassati di corridoi, camere d'albergo e piccoli uffici, collegata a brevi tratti di canale con griglie di mandata e ripresa.`,
        ru: `Высота внутреннего блока всего ${m.indoor[1]} мм, поэтому он размещается даже в низком запотолочном пространстве коридоров, гостиничных номеров и небольших офисов и работает на короткие воздуховоды с приточными и возвратными решётками.`,
        en: `At only ${m.indoor[1]} mm high, the indoor unit fits shallow ceiling voids in corridors, hotel rooms and small offices, connected to short duct runs with supply and return grilles.`,
      }
    : {
        it: `La prevalenza disponibile consente di servire più bocchette attraverso una rete di canali di media estensione, in uffici, negozi e sale riunioni.`,
        ru: `Располагаемого напора достаточно для воздуховодной сети средней протяжённости с несколькими диффузорами в офисах, магазинах и переговорных.`,
        en: `The available static pressure serves several diffusers through a medium-length duct network in offices, shops and meeting rooms.`,
      };
  return assemble(
    {
      code: m.code,
      category: 'ducted-units',
      sortOrder,
      picture: PICTURES.ducted,
      price: m.price,
      supply: m.supply,
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.indoor,
      netKg: m.indoorKg,
      packing: 'carton',
      dimensionsAndWeight: partsOfSplit(m.indoor, m.indoorKg, m.outdoor, m.outdoorKg),
    },
    {
      name: {
        it: `Canalizzabile ${kind.it} ${m.code}, ${c.it} kW`,
        ru: `${kind.ru} канальная сплит-система ${m.code}, ${c.ru} кВт`,
        en: `${kind.en} ducted unit ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Split canalizzabile ${kind.it} (fino a ${m.espMax} Pa) per installazione nascosta in controsoffitto, con ${c.it} kW in raffrescamento.`,
        ru: `${kind.ru} канальная сплит-система (до ${m.espMax} Па) для скрытого монтажа за подвесным потолком, холодопроизводительность ${c.ru} кВт.`,
        en: `${kind.en} ducted split system (up to ${m.espMax} Pa) for concealed installation above a false ceiling, rated at ${c.en} kW cooling.`,
      },
      description: {
        it: `${use.it} Il compressore DC inverter e il refrigerante R32 consentono di ottenere SEER ${seer.it} e SCOP ${scop.it}.`,
        ru: `${use.ru} DC-инверторный компрессор и хладагент R32 обеспечивают SEER ${seer.ru} и SCOP ${scop.ru}.`,
        en: `${use.en} A DC inverter compressor and R32 refrigerant deliver a SEER of ${seer.en} and an SCOP of ${scop.en}.`,
      },
      keyFeatures: {
        it: [
          `Prevalenza statica regolabile da ${m.espMin} a ${m.espMax} Pa`,
          "Ripresa dell'aria posteriore o dal basso",
          'Pompa di scarico condensa integrata',
          'Compressore DC inverter, refrigerante R32',
        ],
        ru: [
          `Внешнее статическое давление настраивается от ${m.espMin} до ${m.espMax} Па`,
          'Забор воздуха сзади или снизу',
          'Встроенный дренажный насос',
          'DC-инверторный компрессор, хладагент R32',
        ],
        en: [
          `External static pressure adjustable from ${m.espMin} to ${m.espMax} Pa`,
          'Rear or bottom air return',
          'Built-in condensate pump',
          'DC inverter compressor, R32 refrigerant',
        ],
      },
      specifications: specs([
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['seer', val(m.seer, 1)],
        ['scop', val(m.scop, 1)],
        ['refrigerant', 'R32'],
        ['airflow', val(m.airflow), 'm3h'],
        ['espNominal', val(m.espNominal), 'Pa'],
        ['espRange', `${m.espMin}–${m.espMax}`, 'Pa'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
      ]),
      innerBody: {
        it: `La prevalenza nominale è di ${m.espNominal} Pa con una portata di ${air.it} m³/h; il valore si imposta dal comando a filo durante la messa in servizio, senza modificare il cablaggio del motore. Il filtro sulla ripresa è accessibile dal basso attraverso una botola di ispezione.\n\nL'unità esterna è alimentata ${supply.it}. La sonda di temperatura nel comando a filo permette di regolare sulla temperatura effettiva dell'ambiente anziché su quella dell'aria di ripresa.`,
        ru: `Номинальное внешнее давление — ${m.espNominal} Па при расходе воздуха ${air.ru} м³/ч; значение задаётся с проводного пульта при пусконаладке без перекоммутации двигателя. Фильтр на всасывании обслуживается снизу через ревизионный люк.\n\nНаружный блок подключается к ${supply.ru}. Датчик температуры в проводном пульте позволяет поддерживать фактическую температуру в помещении, а не температуру возвратного воздуха.`,
        en: `Nominal external static pressure is ${m.espNominal} Pa at an airflow of ${air.en} m³/h; it is set from the wired controller during commissioning, with no rewiring of the fan motor. The return-air filter is reached from below through an inspection hatch.\n\nThe outdoor unit runs on ${supply.en}. A temperature sensor in the wired controller lets the system control to the actual room temperature rather than the return-air temperature.`,
      },
    },
  );
}

const ductedUnits = series<DuctedModel>(
  [
    {
      code: 'DCT-35L',
      static: 'low',
      supply: '1ph',
      cooling: 3.5,
      heating: 4.0,
      power: 1.09,
      seer: 6.1,
      scop: 4.0,
      airflow: 600,
      espNominal: 25,
      espMin: 0,
      espMax: 50,
      soundMin: 25,
      soundMax: 33,
      indoor: [700, 200, 450],
      indoorKg: 18.5,
      outdoor: [720, 495, 270],
      outdoorKg: 26,
      price: 1390,
    },
    {
      code: 'DCT-71M',
      static: 'medium',
      supply: '1ph',
      cooling: 7.1,
      heating: 8.0,
      power: 2.24,
      seer: 6.1,
      scop: 4.0,
      airflow: 1200,
      espNominal: 50,
      espMin: 25,
      espMax: 100,
      soundMin: 30,
      soundMax: 38,
      indoor: [1000, 249, 700],
      indoorKg: 31,
      outdoor: [890, 673, 342],
      outdoorKg: 48,
      price: 2190,
    },
    {
      code: 'DCT-140M',
      static: 'medium',
      supply: '3ph',
      cooling: 14.0,
      heating: 16.0,
      power: 4.52,
      seer: 5.8,
      scop: 3.8,
      airflow: 2300,
      espNominal: 75,
      espMin: 25,
      espMax: 150,
      soundMin: 35,
      soundMax: 44,
      indoor: [1400, 300, 700],
      indoorKg: 45,
      outdoor: [940, 1325, 370],
      outdoorKg: 99,
      price: null,
    },
  ],
  ducted,
);

// ---------------------------------------------------------------------------------------------
// Split systems: multi-split outdoor units
// ---------------------------------------------------------------------------------------------

type MultiModel = {
  code: string;
  ports: number;
  cooling: number;
  heating: number;
  power: number;
  seer: number;
  scop: number;
  maxIndoorCapacity: number;
  pipePerUnit: number;
  pipeTotal: number;
  heightDiff: number;
  chargeKg: number;
  prechargedPipe: number;
  sound: number;
  body: Dims;
  kg: number;
  price: number | null;
  published?: boolean;
};

function multiSplit(m: MultiModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const seer = fmt(m.seer, 1);
  const scop = fmt(m.scop, 1);
  const idu = fmt(m.maxIndoorCapacity);
  const charge = fmt(m.chargeKg, 2);
  const supply = SUPPLY['1ph'].prose;
  return assemble(
    {
      code: m.code,
      category: 'multi-split-systems',
      sortOrder,
      picture: PICTURES.multiSplit,
      price: m.price,
      published: m.published,
      supply: '1ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'carton',
      dimensionsAndWeight: [{ part: 'outdoor', size: m.body, kg: m.kg }],
    },
    {
      name: {
        it: `Unità esterna multi-split ${m.code}, ${c.it} kW`,
        ru: `Наружный блок мульти-сплит-системы ${m.code}, ${c.ru} кВт`,
        en: `Multi-split outdoor unit ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Unità esterna inverter a R32 a cui collegare fino a ${m.ports} unità interne, con ${c.it} kW nominali in raffrescamento.`,
        ru: `Инверторный наружный блок на R32 для подключения до ${m.ports} внутренних блоков, номинальная холодопроизводительность ${c.ru} кВт.`,
        en: `R32 inverter outdoor unit serving up to ${m.ports} indoor units, with a nominal cooling capacity of ${c.en} kW.`,
      },
      description: {
        it: `Un'unica unità esterna alimenta fino a ${m.ports} unità interne di tipo diverso (a parete, a cassetta o canalizzabili) con una potenza interna complessiva fino a ${idu.it} kW. Ogni ambiente mantiene la propria regolazione della temperatura, mentre in facciata resta una sola macchina.`,
        ru: `Один наружный блок обслуживает до ${m.ports} внутренних блоков разных типов — настенных, кассетных или канальных — суммарной производительностью до ${idu.ru} кВт. Температура в каждом помещении регулируется отдельно, а на фасаде остаётся только один агрегат.`,
        en: `A single outdoor unit serves up to ${m.ports} indoor units of different types (wall-mounted, cassette or ducted) with a combined connected capacity of up to ${idu.en} kW. Each room keeps its own temperature control, while only one unit appears on the façade.`,
      },
      keyFeatures: {
        it: [
          `Fino a ${m.ports} unità interne collegabili`,
          `Lunghezza totale delle tubazioni fino a ${m.pipeTotal} m`,
          `SEER ${seer.it} / SCOP ${scop.it}`,
          'Compressore twin rotary DC inverter',
        ],
        ru: [
          `Подключение до ${m.ports} внутренних блоков`,
          `Суммарная длина трасс до ${m.pipeTotal} м`,
          `SEER ${seer.ru} / SCOP ${scop.ru}`,
          'Двухроторный DC-инверторный компрессор',
        ],
        en: [
          `Up to ${m.ports} indoor units connected`,
          `Total pipe length up to ${m.pipeTotal} m`,
          `SEER ${seer.en} / SCOP ${scop.en}`,
          'Twin rotary DC inverter compressor',
        ],
      },
      specifications: specs([
        ['maxIndoorUnits', val(m.ports)],
        ['maxIndoorCapacity', val(m.maxIndoorCapacity, 1), 'kW'],
        ['seer', val(m.seer, 1)],
        ['scop', val(m.scop, 1)],
        ['refrigerant', 'R32'],
        ['refrigerantCharge', val(m.chargeKg, 2), 'kg'],
        ['pipeTotal', val(m.pipeTotal), 'm'],
        ['soundOutdoor', val(m.sound), 'dBA'],
      ]),
      innerBody: {
        it: `Le linee frigorifere verso ciascuna unità interna possono raggiungere ${m.pipePerUnit} m, con un dislivello massimo di ${m.heightDiff} m tra unità esterna e unità interne. La carica di fabbrica di ${charge.it} kg di R32 copre fino a ${m.prechargedPipe} m di tubazioni complessive.\n\nL'unità è alimentata ${supply.it} e funziona in raffrescamento da −15 a +48 °C e in riscaldamento da −20 a +24 °C di temperatura esterna. Le unità interne compatibili sono elencate nella tabella di abbinamento del sistema.`,
        ru: `Длина трассы до каждого внутреннего блока — до ${m.pipePerUnit} м, перепад высот между наружным и внутренними блоками — до ${m.heightDiff} м. Заводской заправки ${charge.ru} кг R32 хватает на суммарную длину трасс до ${m.prechargedPipe} м.\n\nБлок подключается к ${supply.ru} и работает на охлаждение при наружной температуре от −15 до +48 °C, на обогрев — от −20 до +24 °C. Совместимые внутренние блоки перечислены в таблице комбинаций системы.`,
        en: `Each refrigerant line to an indoor unit can be up to ${m.pipePerUnit} m long, with a maximum height difference of ${m.heightDiff} m between the outdoor and indoor units. The factory charge of ${charge.en} kg of R32 covers up to ${m.prechargedPipe} m of total piping.\n\nThe unit runs on ${supply.en} and operates in cooling from −15 to +48 °C and in heating from −20 to +24 °C outdoor temperature. Compatible indoor units are listed in the system combination table.`,
      },
    },
  );
}

const multiSplits = series<MultiModel>(
  [
    {
      code: 'MX2-50',
      ports: 2,
      cooling: 5.0,
      heating: 5.6,
      power: 1.45,
      seer: 7.0,
      scop: 4.0,
      maxIndoorCapacity: 7.0,
      pipePerUnit: 20,
      pipeTotal: 30,
      heightDiff: 15,
      chargeKg: 1.1,
      prechargedPipe: 20,
      sound: 52,
      body: [805, 554, 330],
      kg: 37,
      price: 1590,
    },
    {
      code: 'MX3-70',
      ports: 3,
      cooling: 7.1,
      heating: 8.2,
      power: 2.05,
      seer: 7.0,
      scop: 4.0,
      maxIndoorCapacity: 10.5,
      pipePerUnit: 25,
      pipeTotal: 45,
      heightDiff: 15,
      chargeKg: 1.6,
      prechargedPipe: 30,
      sound: 54,
      body: [890, 673, 342],
      kg: 52,
      price: 2190,
    },
    {
      code: 'MX5-120',
      ports: 5,
      cooling: 12.0,
      heating: 13.5,
      power: 3.6,
      seer: 6.6,
      scop: 4.0,
      maxIndoorCapacity: 15.6,
      pipePerUnit: 25,
      pipeTotal: 80,
      heightDiff: 15,
      chargeKg: 2.4,
      prechargedPipe: 50,
      sound: 56,
      body: [946, 810, 410],
      kg: 79,
      price: 3290,
      // Not yet released in the region: kept unpublished.
      published: false,
    },
  ],
  multiSplit,
);

// ---------------------------------------------------------------------------------------------
// Split systems: VRF outdoor units
// ---------------------------------------------------------------------------------------------

type VrfModel = {
  code: string;
  hp: number;
  cooling: number;
  heating: number;
  power: number;
  cop: number;
  compressors: number;
  maxIndoorUnits: number;
  chargeKg: number;
  sound: number;
  body: Dims;
  kg: number;
};

function vrf(m: VrfModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const single = m.compressors === 1;
  const comp: Localized = single
    ? {
        it: 'un compressore scroll DC inverter',
        ru: 'спиральный DC-инверторный компрессор',
        en: 'a DC inverter scroll compressor',
      }
    : {
        it: 'compressori scroll DC inverter',
        ru: 'спиральные DC-инверторные компрессоры',
        en: 'DC inverter scroll compressors',
      };
  const compressors: Localized = {
    it: `${m.compressors} × scroll DC inverter`,
    ru: `${m.compressors} × спиральный DC-инверторный`,
    en: `${m.compressors} × DC inverter scroll`,
  };
  return assemble(
    {
      code: m.code,
      category: 'vrf-systems',
      sortOrder,
      picture: PICTURES.vrf,
      price: null,
      supply: '3ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'crate',
      dimensionsAndWeight: [{ part: 'outdoor', size: m.body, kg: m.kg }],
    },
    {
      name: {
        it: `Unità esterna VRF ${m.code}, ${m.hp} HP`,
        ru: `Наружный блок VRF-системы ${m.code}, ${m.hp} HP`,
        en: `VRF outdoor unit ${m.code}, ${m.hp} HP`,
      },
      shortDescription: {
        it: `Unità esterna VRF modulare a pompa di calore da ${c.it} kW, per impianti con fino a ${m.maxIndoorUnits} unità interne.`,
        ru: `Модульный наружный блок VRF-системы с тепловым насосом на ${c.ru} кВт для подключения до ${m.maxIndoorUnits} внутренних блоков.`,
        en: `Modular heat pump VRF outdoor unit of ${c.en} kW for systems with up to ${m.maxIndoorUnits} indoor units.`,
      },
      description: {
        it: `L'unità lavora con ${comp.it} e con regolazione elettronica del refrigerante verso ogni unità interna, mantenendo la temperatura di ciascun ambiente anche con carichi parziali molto diversi. Può funzionare da sola o combinata con altre unità esterne della stessa serie per sistemi di potenza maggiore.`,
        ru: `В блоке применены ${comp.ru} и электронное регулирование расхода хладагента на каждый внутренний блок, поэтому температура в каждом помещении поддерживается и при сильно различающейся частичной нагрузке. Блок работает самостоятельно или в комбинации с другими наружными блоками серии для систем большей мощности.`,
        en: `The unit uses ${comp.en} and electronic refrigerant control for each indoor unit, holding every room at its set point even when part loads differ widely. It can work alone or combined with other outdoor units of the same series for larger systems.`,
      },
      keyFeatures: {
        it: [
          `Fino a ${m.maxIndoorUnits} unità interne collegabili`,
          'Rapporto di collegamento 50–130%',
          'Lunghezza totale delle tubazioni fino a 1000 m',
          'Dislivello fino a 90 m',
          single ? 'Compressore scroll DC inverter' : 'Compressori scroll DC inverter',
        ],
        ru: [
          `Подключение до ${m.maxIndoorUnits} внутренних блоков`,
          'Коэффициент загрузки 50–130 %',
          'Суммарная длина трасс до 1000 м',
          'Перепад высот до 90 м',
          single ? 'Спиральный DC-инверторный компрессор' : 'Спиральные DC-инверторные компрессоры',
        ],
        en: [
          `Up to ${m.maxIndoorUnits} indoor units`,
          'Connection ratio 50–130%',
          'Total piping up to 1,000 m',
          'Height difference up to 90 m',
          single ? 'DC inverter scroll compressor' : 'DC inverter scroll compressors',
        ],
      },
      specifications: specs([
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['cop', val(m.cop, 2)],
        ['compressorType', compressors],
        ['maxIndoorUnits', val(m.maxIndoorUnits)],
        ['refrigerant', 'R410A'],
        ['refrigerantCharge', val(m.chargeKg, 1), 'kg'],
        ['soundOutdoor', val(m.sound), 'dBA'],
        ['rangeHeating', range(-20, 24), 'C'],
      ]),
      innerBody: {
        it: `L'unità è predisposta per il collegamento a comandi centralizzati e a sistemi BMS tramite gateway BACnet o Modbus. Il ritorno dell'olio e lo sbrinamento sono gestiti automaticamente in base alle condizioni di funzionamento rilevate.\n\nLa potenza indicata si riferisce alle condizioni nominali EN 14511. La selezione definitiva delle unità interne e delle tubazioni si esegue con il software di progettazione del sistema, che il distributore mette a disposizione dei progettisti.`,
        ru: `Блок поддерживает подключение центральных пультов и систем диспетчеризации через шлюзы BACnet или Modbus. Возврат масла и оттайка выполняются автоматически с учётом фактических условий работы.\n\nПроизводительность указана для номинальных условий по EN 14511. Окончательный подбор внутренних блоков и трубопроводов выполняется в программе подбора системы, которую дистрибьютор предоставляет проектировщикам.`,
        en: `The unit connects to central controllers and to building management systems through BACnet or Modbus gateways. Oil return and defrost are handled automatically according to the measured operating conditions.\n\nThe stated capacity refers to nominal EN 14511 conditions. The final selection of indoor units and piping is made with the system design software, which the distributor provides to consultants.`,
      },
    },
  );
}

const vrfUnits = series<VrfModel>(
  [
    {
      code: 'VRX 224',
      hp: 8,
      cooling: 22.4,
      heating: 25.0,
      power: 5.6,
      cop: 4.3,
      compressors: 1,
      maxIndoorUnits: 13,
      chargeKg: 8.5,
      sound: 57,
      body: [930, 1690, 765],
      kg: 215,
    },
    {
      code: 'VRX 450',
      hp: 16,
      cooling: 45.0,
      heating: 50.0,
      power: 12.0,
      cop: 4.0,
      compressors: 2,
      maxIndoorUnits: 26,
      chargeKg: 12,
      sound: 60,
      body: [1340, 1690, 765],
      kg: 325,
    },
    {
      code: 'VRX 615',
      hp: 22,
      cooling: 61.5,
      heating: 69.0,
      power: 17.6,
      cop: 3.8,
      compressors: 2,
      maxIndoorUnits: 36,
      chargeKg: 14.5,
      sound: 63,
      body: [1730, 1690, 765],
      kg: 398,
    },
  ],
  vrf,
);

// ---------------------------------------------------------------------------------------------
// Chillers: air-cooled
// ---------------------------------------------------------------------------------------------

type AirChillerModel = {
  code: string;
  cooling: number;
  power: number;
  seer: number;
  compressor: 'scroll' | 'screw';
  compressors: number;
  circuits: number;
  refrigerant: string;
  pressureDrop: number;
  sound10m: number;
  ambientMin: number;
  ambientMax: number;
  body: Dims;
  kg: number;
  price: number | null;
  published?: boolean;
};

function airChiller(m: AirChillerModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const eer = ratio(m.cooling, m.power);
  const eerF = fmt(eer, 2);
  const flow = waterFlow(m.cooling, 5);
  const flowF = fmt(flow, flowDecimals(flow));
  const screw = m.compressor === 'screw';
  const compressorType: Localized = screw
    ? { it: 'a vite', ru: 'винтовых', en: 'screw' }
    : { it: 'scroll', ru: 'спиральных', en: 'scroll' };
  const summary = compressorSummary(m.compressor, m.compressors, m.circuits);
  const sentence = compressorSentence(m.compressor, m.compressors, m.circuits);
  const evaporator: Localized = screw
    ? {
        it: 'uno scambiatore a fascio tubiero',
        ru: 'кожухотрубный теплообменник',
        en: 'shell-and-tube heat exchanger',
      }
    : {
        it: 'uno scambiatore a piastre saldobrasate in acciaio inox',
        ru: 'паяный пластинчатый теплообменник из нержавеющей стали',
        en: 'brazed-plate stainless steel heat exchanger',
      };
  const tMin = { it: signed(m.ambientMin, 'it'), ru: signed(m.ambientMin, 'ru'), en: signed(m.ambientMin, 'en') };
  return assemble(
    {
      code: m.code,
      category: 'air-cooled-chillers',
      sortOrder,
      picture: PICTURES.chillerAir,
      price: m.price,
      published: m.published,
      supply: '3ph',
      cooling: m.cooling,
      heating: null,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: m.kg > 1000 ? 'skid' : 'crate',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Refrigeratore condensato ad aria ${m.code}, ${c.it} kW`,
        ru: `Чиллер с воздушным охлаждением ${m.code}, ${c.ru} кВт`,
        en: `Air-cooled chiller ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Refrigeratore d'acqua condensato ad aria con compressori ${compressorType.it} e potenza frigorifera di ${c.it} kW.`,
        ru: `Чиллер с воздушным охлаждением конденсатора на ${compressorType.ru} компрессорах, холодопроизводительность ${c.ru} кВт.`,
        en: `Air-cooled water chiller with ${compressorType.en} compressors and a cooling capacity of ${c.en} kW.`,
      },
      description: {
        it: `Unità monoblocco per installazione esterna che produce acqua refrigerata per impianti a ventilconvettori, unità di trattamento aria e processi industriali. ${sentence.it} Il refrigerante è ${m.refrigerant}, con EER ${eerF.it} alle condizioni nominali EN 14511.`,
        ru: `Моноблочный агрегат наружной установки для получения охлаждённой воды в системах с фанкойлами, центральными кондиционерами и в технологических процессах. ${sentence.ru} Хладагент — ${m.refrigerant}, EER при номинальных условиях EN 14511 составляет ${eerF.ru}.`,
        en: `A packaged outdoor unit producing chilled water for fan coil systems, air handling units and industrial processes. ${sentence.en} The refrigerant is ${m.refrigerant}, and the EER at nominal EN 14511 conditions is ${eerF.en}.`,
      },
      keyFeatures: {
        it: [
          `Potenza frigorifera ${c.it} kW con acqua 12/7 °C`,
          summary.it,
          'Ventilatori assiali EC a velocità variabile',
          `Funzionamento con aria esterna da ${tMin.it} a +${m.ambientMax} °C`,
          'Kit idronico con pompa e vaso di espansione disponibile',
        ],
        ru: [
          `Холодопроизводительность ${c.ru} кВт при воде 12/7 °C`,
          summary.ru,
          'Осевые EC-вентиляторы с регулированием скорости',
          `Работа при наружной температуре от ${tMin.ru} до +${m.ambientMax} °C`,
          'Опциональный гидромодуль с насосом и расширительным баком',
        ],
        en: [
          `Cooling capacity ${c.en} kW at 12/7 °C water`,
          summary.en,
          'Variable-speed EC axial fans',
          `Operation from ${tMin.en} to +${m.ambientMax} °C outdoor`,
          'Optional hydronic kit with pump and expansion vessel',
        ],
      },
      specifications: specs([
        ['eer', val(eer, 2)],
        ['seer', val(m.seer, 2)],
        ['compressorType', COMPRESSOR_TYPE[m.compressor]],
        ['compressorsCircuits', `${m.compressors} / ${m.circuits}`],
        ['refrigerant', m.refrigerant],
        ['waterFlow', val(flow, flowDecimals(flow)), 'm3h'],
        ['sound10m', val(m.sound10m), 'dBA'],
        ['rangeAmbient', range(m.ambientMin, m.ambientMax), 'C'],
      ]),
      innerBody: {
        it: `L'evaporatore è ${evaporator.it}, dotato di pressostato differenziale e resistenza antigelo. La regolazione a microprocessore controlla la temperatura dell'acqua in uscita e dispone di serie dell'interfaccia Modbus RTU; BACnet è disponibile come opzione.\n\nLa portata d'acqua nominale è di ${flowF.it} m³/h con una perdita di carico di ${m.pressureDrop} kPa. La pressione sonora a 10 m in campo libero è di ${m.sound10m} dB(A); per installazioni vicine a edifici residenziali è disponibile una versione silenziata.`,
        ru: `Испаритель — ${evaporator.ru} с дифференциальным реле давления и электронагревателем защиты от замерзания. Микропроцессорный контроллер поддерживает температуру воды на выходе и имеет встроенный интерфейс Modbus RTU; BACnet поставляется опционально.\n\nНоминальный расход воды — ${flowF.ru} м³/ч при гидравлическом сопротивлении ${m.pressureDrop} кПа. Звуковое давление на расстоянии 10 м в свободном поле — ${m.sound10m} дБ(А); для установки рядом с жилыми зданиями предлагается малошумное исполнение.`,
        en: `The evaporator is a ${evaporator.en}, fitted with a differential pressure switch and an anti-freeze heater. The microprocessor controller regulates the leaving water temperature and includes a Modbus RTU interface as standard; BACnet is optional.\n\nNominal water flow is ${flowF.en} m³/h with a pressure drop of ${m.pressureDrop} kPa. Sound pressure at 10 m in free field is ${m.sound10m} dB(A); a low-noise version is available for sites close to residential buildings.`,
      },
    },
  );
}

const airCooledChillers = series<AirChillerModel>(
  [
    {
      code: 'ACH-020S',
      cooling: 20.5,
      power: 6.9,
      seer: 4.45,
      compressor: 'scroll',
      compressors: 2,
      circuits: 1,
      refrigerant: 'R32',
      pressureDrop: 32,
      sound10m: 48,
      ambientMin: -10,
      ambientMax: 46,
      body: [1350, 1350, 550],
      kg: 215,
      price: 9800,
    },
    {
      code: 'ACH-050S',
      cooling: 51.0,
      power: 17.2,
      seer: 4.5,
      compressor: 'scroll',
      compressors: 2,
      circuits: 1,
      refrigerant: 'R32',
      pressureDrop: 38,
      sound10m: 52,
      ambientMin: -10,
      ambientMax: 46,
      body: [2250, 1650, 1100],
      kg: 520,
      price: 18900,
    },
    {
      code: 'ACH-150S',
      cooling: 152,
      power: 52.4,
      seer: 4.6,
      compressor: 'scroll',
      compressors: 4,
      circuits: 2,
      refrigerant: 'R32',
      pressureDrop: 45,
      sound10m: 58,
      ambientMin: -10,
      ambientMax: 46,
      body: [3560, 2250, 2200],
      kg: 1480,
      price: null,
    },
    {
      code: 'ACH-300W',
      cooling: 305,
      power: 101,
      seer: 4.85,
      compressor: 'screw',
      compressors: 2,
      circuits: 2,
      refrigerant: 'R134a',
      pressureDrop: 52,
      sound10m: 63,
      ambientMin: -15,
      ambientMax: 48,
      body: [4850, 2450, 2250],
      kg: 3350,
      price: null,
      // Data sheet pending certification: kept unpublished.
      published: false,
    },
    {
      code: 'ACH-500W',
      cooling: 498,
      power: 165,
      seer: 5.05,
      compressor: 'screw',
      compressors: 2,
      circuits: 2,
      refrigerant: 'R134a',
      pressureDrop: 55,
      sound10m: 66,
      ambientMin: -15,
      ambientMax: 48,
      body: [7150, 2450, 2250],
      kg: 5250,
      price: null,
    },
  ],
  airChiller,
);

// ---------------------------------------------------------------------------------------------
// Chillers: water-cooled
// ---------------------------------------------------------------------------------------------

type WaterChillerModel = {
  code: string;
  cooling: number;
  power: number;
  compressor: 'scroll' | 'screw';
  compressors: number;
  circuits: number;
  refrigerant: string;
  sound1m: number;
  body: Dims;
  kg: number;
};

function waterChiller(m: WaterChillerModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const eer = ratio(m.cooling, m.power);
  const eerF = fmt(eer, 2);
  const evapFlow = waterFlow(m.cooling, 5);
  const condFlow = waterFlow(m.cooling + m.power, 5);
  const evapF = fmt(evapFlow, flowDecimals(evapFlow));
  const condF = fmt(condFlow, flowDecimals(condFlow));
  const sentence = compressorSentence(m.compressor, m.compressors, m.circuits);
  const summary = compressorSummary(m.compressor, m.compressors, m.circuits);
  const supply = SUPPLY['3ph'].prose;
  const exchangers: Localized =
    m.compressor === 'screw'
      ? {
          it: 'Evaporatore e condensatore a fascio tubiero',
          ru: 'Кожухотрубные испаритель и конденсатор',
          en: 'Shell-and-tube evaporator and condenser',
        }
      : {
          it: 'Evaporatore e condensatore a piastre saldobrasate',
          ru: 'Паяные пластинчатые испаритель и конденсатор',
          en: 'Brazed-plate evaporator and condenser',
        };
  return assemble(
    {
      code: m.code,
      category: 'water-cooled-chillers',
      sortOrder,
      picture: PICTURES.chillerWater,
      price: null,
      supply: '3ph',
      cooling: m.cooling,
      heating: null,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'skid',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Refrigeratore condensato ad acqua ${m.code}, ${c.it} kW`,
        ru: `Чиллер с водяным охлаждением ${m.code}, ${c.ru} кВт`,
        en: `Water-cooled chiller ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Refrigeratore condensato ad acqua per installazione in centrale tecnica, con potenza frigorifera di ${c.it} kW ed EER ${eerF.it}.`,
        ru: `Чиллер с водяным охлаждением конденсатора для установки в техническом помещении: холодопроизводительность ${c.ru} кВт, EER ${eerF.ru}.`,
        en: `Water-cooled chiller for plant-room installation, delivering ${c.en} kW of cooling at an EER of ${eerF.en}.`,
      },
      description: {
        it: `Il calore di condensazione viene ceduto a una torre evaporativa, a un dry cooler o a un circuito di recupero, per cui l'unità non ha ventilatori e si installa al chiuso. ${sentence.it} Il refrigerante è ${m.refrigerant}.`,
        ru: `Тепло конденсации отводится в градирню, драйкулер или контур утилизации тепла, поэтому агрегат не имеет вентиляторов и устанавливается в помещении. ${sentence.ru} Хладагент — ${m.refrigerant}.`,
        en: `Condensing heat is rejected to a cooling tower, a dry cooler or a heat recovery loop, so the unit has no fans and is installed indoors. ${sentence.en} The refrigerant is ${m.refrigerant}.`,
      },
      keyFeatures: {
        it: [
          `EER ${eerF.it} alle condizioni nominali (acqua 12/7 °C, condensatore 30/35 °C)`,
          summary.it,
          exchangers.it,
          'Predisposizione per il recupero del calore di condensazione',
          'Regolatore con interfaccia Modbus RTU di serie',
        ],
        ru: [
          `EER ${eerF.ru} при номинальных условиях (вода 12/7 °C, конденсатор 30/35 °C)`,
          summary.ru,
          exchangers.ru,
          'Возможность утилизации тепла конденсации',
          'Контроллер с интерфейсом Modbus RTU в стандартной комплектации',
        ],
        en: [
          `EER ${eerF.en} at nominal conditions (12/7 °C water, 30/35 °C condenser)`,
          summary.en,
          exchangers.en,
          'Prepared for condenser heat recovery',
          'Controller with Modbus RTU as standard',
        ],
      },
      specifications: specs([
        ['eer', val(eer, 2)],
        ['compressorType', COMPRESSOR_TYPE[m.compressor]],
        ['compressorsCircuits', `${m.compressors} / ${m.circuits}`],
        ['refrigerant', m.refrigerant],
        ['evapFlow', val(evapFlow, flowDecimals(evapFlow)), 'm3h'],
        ['condFlow', val(condFlow, flowDecimals(condFlow)), 'm3h'],
        ['leavingWaterRange', range(4, 18), 'C'],
        ['sound1m', val(m.sound1m), 'dBA'],
      ]),
      innerBody: {
        it: `La portata d'acqua nominale è di ${evapF.it} m³/h all'evaporatore e di ${condF.it} m³/h al condensatore. La temperatura dell'acqua refrigerata in uscita si imposta da +4 a +18 °C; per temperature inferiori sono disponibili versioni per soluzioni glicolate.\n\nIl quadro elettrico è alimentato ${supply.it} e comprende avviatore statico, relè di sequenza fasi e protezioni ${m.compressors === 1 ? 'del compressore' : 'dei compressori'}. Ogni unità viene collaudata in fabbrica e spedita con la carica completa di refrigerante.`,
        ru: `Номинальный расход воды через испаритель — ${evapF.ru} м³/ч, через конденсатор — ${condF.ru} м³/ч. Температура охлаждённой воды на выходе задаётся в диапазоне от +4 до +18 °C; для более низких температур предлагаются исполнения для работы на гликолевых растворах.\n\nЭлектрический щит подключается к ${supply.ru} и включает устройство плавного пуска, реле контроля фаз и защиту ${m.compressors === 1 ? 'компрессора' : 'компрессоров'}. Каждый агрегат проходит заводские испытания и поставляется полностью заправленным хладагентом.`,
        en: `Nominal water flow is ${evapF.en} m³/h through the evaporator and ${condF.en} m³/h through the condenser. The leaving chilled water temperature can be set from +4 to +18 °C; glycol versions are available for lower temperatures.\n\nThe electrical panel takes ${supply.en} and includes a soft starter, a phase sequence relay and compressor protection. Each unit is factory-tested and shipped with a full refrigerant charge.`,
      },
    },
  );
}

const waterCooledChillers = series<WaterChillerModel>(
  [
    {
      code: 'WCH 120',
      cooling: 121,
      power: 24.8,
      compressor: 'scroll',
      compressors: 2,
      circuits: 2,
      refrigerant: 'R410A',
      sound1m: 72,
      body: [2000, 1600, 850],
      kg: 780,
    },
    {
      code: 'WCH 300',
      cooling: 305,
      power: 58.2,
      compressor: 'screw',
      compressors: 1,
      circuits: 1,
      refrigerant: 'R134a',
      sound1m: 78,
      body: [3200, 1850, 1050],
      kg: 2150,
    },
    {
      code: 'WCH 600',
      cooling: 612,
      power: 112,
      compressor: 'screw',
      compressors: 2,
      circuits: 2,
      refrigerant: 'R134a',
      sound1m: 80,
      body: [4200, 1950, 1200],
      kg: 3900,
    },
  ],
  waterChiller,
);

// ---------------------------------------------------------------------------------------------
// Chillers: reversible air-to-water heat pumps
// ---------------------------------------------------------------------------------------------

type HeatPumpModel = {
  code: string;
  cooling: number;
  heating: number;
  power: number;
  cop: number;
  scop: number;
  compressor: 'scroll' | 'inverter-scroll';
  compressors: number;
  circuits: number;
  heatingMin: number;
  sound10m: number;
  body: Dims;
  kg: number;
  price: number | null;
};

function heatPump(m: HeatPumpModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const scop = fmt(m.scop, 2);
  const flow = waterFlow(m.cooling, 5);
  const flowF = fmt(flow, flowDecimals(flow));
  const sentence = compressorSentence(m.compressor, m.compressors, m.circuits);
  const summary = compressorSummary(m.compressor, m.compressors, m.circuits);
  const supply = SUPPLY['3ph'].prose;
  const tMin = { it: signed(m.heatingMin, 'it'), ru: signed(m.heatingMin, 'ru'), en: signed(m.heatingMin, 'en') };
  return assemble(
    {
      code: m.code,
      category: 'heat-pump-chillers',
      sortOrder,
      picture: PICTURES.heatPump,
      price: m.price,
      supply: '3ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'crate',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Pompa di calore aria-acqua ${m.code}, ${c.it} kW`,
        ru: `Тепловой насос «воздух — вода» ${m.code}, ${c.ru} кВт`,
        en: `Air-to-water heat pump ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Pompa di calore reversibile aria-acqua per impianti idronici: ${c.it} kW in raffrescamento e ${h.it} kW in riscaldamento.`,
        ru: `Реверсивный тепловой насос «воздух — вода» для водяных систем: ${c.ru} кВт на охлаждение и ${h.ru} кВт на нагрев.`,
        en: `Reversible air-to-water heat pump for hydronic systems, providing ${c.en} kW cooling and ${h.en} kW heating.`,
      },
      description: {
        it: `L'unità produce acqua refrigerata d'estate e acqua calda fino a 60 °C d'inverno, servendo con lo stesso impianto ventilconvettori, pannelli radianti e batterie delle UTA. ${sentence.it} Il refrigerante è R32.`,
        ru: `Агрегат летом вырабатывает охлаждённую воду, а зимой — горячую с температурой до 60 °C, обслуживая одной системой фанкойлы, тёплые полы и водяные калориферы приточных установок. ${sentence.ru} Хладагент — R32.`,
        en: `The unit produces chilled water in summer and hot water up to 60 °C in winter, serving fan coils, radiant floors and AHU coils from the same system. ${sentence.en} The refrigerant is R32.`,
      },
      keyFeatures: {
        it: [
          'Acqua calda fino a 60 °C',
          `Riscaldamento con temperatura esterna fino a ${tMin.it} °C`,
          `SCOP ${scop.it} (applicazioni a 35 °C)`,
          summary.it,
          'Sbrinamento a inversione di ciclo solo quando necessario',
        ],
        ru: [
          'Горячая вода до 60 °C',
          `Нагрев при наружной температуре до ${tMin.ru} °C`,
          `SCOP ${scop.ru} (низкотемпературное применение, 35 °C)`,
          summary.ru,
          'Оттайка реверсированием цикла только по необходимости',
        ],
        en: [
          'Hot water up to 60 °C',
          `Heating down to ${tMin.en} °C outdoor temperature`,
          `SCOP ${scop.en} (35 °C application)`,
          summary.en,
          'Reverse-cycle defrost on demand',
        ],
      },
      specifications: specs([
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['cop', val(m.cop, 2)],
        ['scop35', val(m.scop, 2)],
        ['compressorsCircuits', `${m.compressors} / ${m.circuits}`],
        ['refrigerant', 'R32'],
        ['waterFlow', val(flow, flowDecimals(flow)), 'm3h'],
        ['maxHotWater', '60', 'C'],
        ['sound10m', val(m.sound10m), 'dBA'],
      ]),
      innerBody: {
        it: `Lo scambiatore lato acqua a piastre saldobrasate lavora con una portata nominale di ${flowF.it} m³/h. Il regolatore adegua il set-point dell'acqua calda alla temperatura esterna (curva climatica) e può comandare una valvola a tre vie per la produzione di acqua calda sanitaria.\n\nL'unità è alimentata ${supply.it}. La pressione sonora a 10 m è di ${m.sound10m} dB(A); la modalità notturna riduce la velocità dei ventilatori nelle ore impostate.`,
        ru: `Паяный пластинчатый теплообменник водяного контура рассчитан на номинальный расход ${flowF.ru} м³/ч. Контроллер корректирует уставку горячей воды по наружной температуре (погодозависимое регулирование) и может управлять трёхходовым клапаном для приготовления воды на нужды ГВС.\n\nАгрегат подключается к ${supply.ru}. Звуковое давление на расстоянии 10 м — ${m.sound10m} дБ(А); ночной режим снижает скорость вентиляторов в заданные часы.`,
        en: `The brazed-plate water-side heat exchanger is rated for a nominal flow of ${flowF.en} m³/h. The controller adjusts the hot water set point to the outdoor temperature (weather compensation) and can drive a three-way valve for domestic hot water production.\n\nThe unit runs on ${supply.en}. Sound pressure at 10 m is ${m.sound10m} dB(A), and a night mode lowers fan speed during set hours.`,
      },
    },
  );
}

const heatPumpChillers = series<HeatPumpModel>(
  [
    {
      code: 'HPC-015',
      cooling: 15.2,
      heating: 16.5,
      power: 4.95,
      cop: 3.3,
      scop: 4.45,
      compressor: 'inverter-scroll',
      compressors: 1,
      circuits: 1,
      heatingMin: -20,
      sound10m: 44,
      body: [1250, 1380, 520],
      kg: 175,
      price: 8900,
    },
    {
      code: 'HPC-040',
      cooling: 40.5,
      heating: 43.0,
      power: 13.6,
      cop: 3.25,
      scop: 4.2,
      compressor: 'scroll',
      compressors: 2,
      circuits: 1,
      heatingMin: -15,
      sound10m: 49,
      body: [2000, 1650, 1100],
      kg: 430,
      price: 17900,
    },
    {
      code: 'HPC-090',
      cooling: 90.2,
      heating: 96.5,
      power: 30.5,
      cop: 3.2,
      scop: 4.1,
      compressor: 'scroll',
      compressors: 4,
      circuits: 2,
      heatingMin: -15,
      sound10m: 54,
      body: [2900, 2150, 1150],
      kg: 920,
      price: null,
    },
  ],
  heatPump,
);

// ---------------------------------------------------------------------------------------------
// Fan coils: two-pipe (cabinet)
// ---------------------------------------------------------------------------------------------

type TwoPipeModel = {
  code: string;
  cooling: number;
  heating: number;
  sensible: number;
  airflow: number;
  motorW: number;
  soundMedium: number;
  pressureDrop: number;
  body: Dims;
  kg: number;
  price: number | null;
};

function twoPipeFanCoil(m: TwoPipeModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const flow = waterFlow(m.cooling, 5);
  const flowF = fmt(flow, 2);
  return assemble(
    {
      code: m.code,
      category: 'two-pipe-fan-coils',
      sortOrder,
      picture: PICTURES.fanCoil,
      price: m.price,
      supply: '1ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.motorW / 1000,
      body: m.body,
      netKg: m.kg,
      packing: 'carton',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Ventilconvettore a 2 tubi ${m.code}, ${c.it} kW`,
        ru: `Двухтрубный фанкойл ${m.code}, ${c.ru} кВт`,
        en: `Two-pipe fan coil ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Ventilconvettore a due tubi con motore EC per installazione a pavimento o a soffitto, con ${c.it} kW in raffrescamento.`,
        ru: `Двухтрубный фанкойл с EC-двигателем для напольного или потолочного монтажа, холодопроизводительность ${c.ru} кВт.`,
        en: `Two-pipe fan coil with an EC motor for floor or ceiling installation, rated at ${c.en} kW cooling.`,
      },
      description: {
        it: `Il ventilconvettore con mobile di copertura si installa a vista a pavimento, a parete o a soffitto e si collega all'impianto idronico con un'unica batteria, che raffresca o riscalda a seconda della stagione. Il motore EC brushless varia la velocità in modo continuo con un segnale 0–10 V e assorbe al massimo ${m.motorW} W.`,
        ru: `Фанкойл в декоративном корпусе устанавливается открыто на пол, стену или потолок и подключается к водяной системе с одним теплообменником, который работает на охлаждение или нагрев в зависимости от сезона. Бесщёточный EC-двигатель плавно меняет скорость по сигналу 0–10 В и потребляет не более ${m.motorW} Вт.`,
        en: `The cased fan coil is installed exposed on the floor, wall or ceiling and connected to the hydronic system through a single coil that cools or heats depending on the season. Its brushless EC motor varies speed continuously with a 0–10 V signal and draws no more than ${m.motorW} W.`,
      },
      keyFeatures: {
        it: [
          `Resa in raffrescamento ${c.it} kW (acqua 7/12 °C)`,
          `Resa in riscaldamento ${h.it} kW (acqua in ingresso a 45 °C)`,
          'Motore EC brushless con comando 0–10 V',
          `Pressione sonora di ${m.soundMedium} dB(A) a velocità media`,
          'Bacinella di raccolta condensa isolata',
        ],
        ru: [
          `Холодопроизводительность ${c.ru} кВт (вода 7/12 °C)`,
          `Теплопроизводительность ${h.ru} кВт (вода на входе 45 °C)`,
          'Бесщёточный EC-двигатель с управлением 0–10 В',
          `Звуковое давление ${m.soundMedium} дБ(А) на средней скорости`,
          'Изолированный поддон для конденсата',
        ],
        en: [
          `Cooling ${c.en} kW (7/12 °C water)`,
          `Heating ${h.en} kW (45 °C inlet water)`,
          'Brushless EC motor with 0–10 V control',
          `Sound pressure ${m.soundMedium} dB(A) at medium speed`,
          'Insulated condensate tray',
        ],
      },
      specifications: specs([
        ['airflow', val(m.airflow), 'm3h'],
        ['sensibleCooling', val(m.sensible, 2), 'kW'],
        ['waterFlow', val(flow, 2), 'm3h'],
        ['waterDp', val(m.pressureDrop), 'kPa'],
        ['motorInput', val(m.motorW), 'W'],
        ['soundMedium', val(m.soundMedium), 'dBA'],
        ['waterConnections', '1/2"'],
      ]),
      innerBody: {
        it: `La batteria in rame e alluminio ha attacchi idraulici da 1/2" invertibili in cantiere, per cui lo stesso modello si adatta a collegamenti da destra o da sinistra. La portata d'acqua nominale in raffrescamento è di ${flowF.it} m³/h con una perdita di carico di ${m.pressureDrop} kPa.\n\nIl filtro dell'aria si estrae senza attrezzi dalla griglia di ripresa. Il ventilconvettore può essere gestito da un termostato a bordo macchina oppure da un controllore di zona collegato in rete Modbus.`,
        ru: `Медно-алюминиевый теплообменник имеет патрубки 1/2", сторону подключения можно изменить на объекте, поэтому одна модель подходит для подводки справа и слева. Номинальный расход воды в режиме охлаждения — ${flowF.ru} м³/ч при гидравлическом сопротивлении ${m.pressureDrop} кПа.\n\nВоздушный фильтр извлекается из решётки всасывания без инструмента. Фанкойлом можно управлять встроенным термостатом или зональным контроллером по сети Modbus.`,
        en: `The copper-aluminium coil has 1/2" connections that can be swapped on site, so the same model suits left- or right-hand piping. Nominal water flow in cooling is ${flowF.en} m³/h with a pressure drop of ${m.pressureDrop} kPa.\n\nThe air filter slides out of the return grille without tools. The fan coil can be run from an on-board thermostat or from a zone controller on a Modbus network.`,
      },
    },
  );
}

const twoPipeFanCoils = series<TwoPipeModel>(
  [
    {
      code: 'FCU 200',
      cooling: 2.05,
      heating: 2.6,
      sensible: 1.55,
      airflow: 340,
      motorW: 24,
      soundMedium: 33,
      pressureDrop: 12,
      body: [770, 560, 220],
      kg: 17,
      price: 420,
    },
    {
      code: 'FCU 300',
      cooling: 2.95,
      heating: 3.75,
      sensible: 2.2,
      airflow: 500,
      motorW: 30,
      soundMedium: 35,
      pressureDrop: 18,
      body: [920, 560, 220],
      kg: 20,
      price: 480,
    },
    {
      code: 'FCU 400',
      cooling: 3.9,
      heating: 4.9,
      sensible: 2.95,
      airflow: 680,
      motorW: 38,
      soundMedium: 37,
      pressureDrop: 22,
      body: [1120, 560, 220],
      kg: 24,
      price: 560,
    },
    {
      code: 'FCU 600',
      cooling: 5.7,
      heating: 7.1,
      sensible: 4.25,
      airflow: 980,
      motorW: 55,
      soundMedium: 40,
      pressureDrop: 27,
      body: [1320, 560, 245],
      kg: 29,
      price: 650,
    },
  ],
  twoPipeFanCoil,
);

// ---------------------------------------------------------------------------------------------
// Fan coils: four-pipe (cabinet, separate heating coil)
// ---------------------------------------------------------------------------------------------

type FourPipeModel = {
  code: string;
  cooling: number;
  heating: number;
  airflow: number;
  motorW: number;
  soundMedium: number;
  coolingDp: number;
  body: Dims;
  kg: number;
  price: number | null;
};

function fourPipeFanCoil(m: FourPipeModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const air = fmt(m.airflow);
  const coolFlow = waterFlow(m.cooling, 5);
  const heatFlow = waterFlow(m.heating, 10);
  const coolF = fmt(coolFlow, 2);
  const heatF = fmt(heatFlow, 2);
  return assemble(
    {
      code: m.code,
      category: 'four-pipe-fan-coils',
      sortOrder,
      picture: PICTURES.fanCoil,
      price: m.price,
      supply: '1ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.motorW / 1000,
      body: m.body,
      netKg: m.kg,
      packing: 'carton',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Ventilconvettore a 4 tubi ${m.code}, ${c.it} kW`,
        ru: `Четырёхтрубный фанкойл ${m.code}, ${c.ru} кВт`,
        en: `Four-pipe fan coil ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Ventilconvettore a 4 tubi con batteria di riscaldamento separata: ${c.it} kW in raffrescamento e ${h.it} kW in riscaldamento, anche insieme.`,
        ru: `Четырёхтрубный фанкойл с отдельным нагревательным теплообменником: ${c.ru} кВт холода и ${h.ru} кВт тепла, в том числе одновременно.`,
        en: `Four-pipe fan coil with a separate heating coil: ${c.en} kW of cooling and ${h.en} kW of heating, even at the same time.`,
      },
      description: {
        it: `La batteria principale a tre ranghi è dedicata al raffrescamento (${c.it} kW con acqua 7/12 °C), mentre una batteria a un rango alimentata con acqua a 70/60 °C fornisce ${h.it} kW in riscaldamento. Ogni zona può così passare dal caldo al freddo in qualsiasi momento, anche nelle mezze stagioni, come richiesto negli hotel e negli uffici con facciate esposte diversamente.`,
        ru: `Основной трёхрядный теплообменник работает на охлаждение (${c.ru} кВт при воде 7/12 °C), а однорядный нагревательный теплообменник на воде 70/60 °C даёт ${h.ru} кВт тепла. Каждая зона может в любой момент переключаться между нагревом и охлаждением, в том числе в межсезонье, — это востребовано в гостиницах и офисах с фасадами разной ориентации.`,
        en: `The main three-row coil handles cooling (${c.en} kW with 7/12 °C water), while a one-row coil fed with 70/60 °C water provides ${h.en} kW of heating. Each zone can switch between heating and cooling at any time, including mid-season, as hotels and offices with façades facing different directions require.`,
      },
      keyFeatures: {
        it: [
          'Due batterie indipendenti con attacchi separati',
          `Raffrescamento ${c.it} kW / riscaldamento ${h.it} kW`,
          'Motore EC brushless con comando 0–10 V',
          'Predisposto per valvole a due o tre vie con attuatori termoelettrici',
        ],
        ru: [
          'Два независимых теплообменника с раздельными патрубками',
          `Охлаждение ${c.ru} кВт / нагрев ${h.ru} кВт`,
          'Бесщёточный EC-двигатель с управлением 0–10 В',
          'Подготовка для двух- или трёхходовых клапанов с термоэлектрическими приводами',
        ],
        en: [
          'Two independent coils with separate connections',
          `Cooling ${c.en} kW / heating ${h.en} kW`,
          'Brushless EC motor with 0–10 V control',
          'Ready for two- or three-way valves with thermoelectric actuators',
        ],
      },
      specifications: specs([
        ['airflow', val(m.airflow), 'm3h'],
        ['coolingWaterFlow', val(coolFlow, 2), 'm3h'],
        ['heatingWaterFlow', val(heatFlow, 2), 'm3h'],
        ['coolingCoilDp', val(m.coolingDp), 'kPa'],
        ['motorInput', val(m.motorW), 'W'],
        ['soundMedium', val(m.soundMedium), 'dBA'],
        ['waterConnections', '1/2" + 1/2"'],
      ]),
      innerBody: {
        it: `La portata d'acqua nominale è di ${coolF.it} m³/h nella batteria fredda e di ${heatF.it} m³/h in quella calda. La portata d'aria massima è di ${air.it} m³/h con un assorbimento elettrico di ${m.motorW} W.\n\nIl termostato di zona comanda le valvole delle due batterie con una banda morta regolabile, così riscaldamento e raffrescamento non lavorano mai insieme. Il mobile in lamiera verniciata e il filtro estraibile sono gli stessi della serie a due tubi.`,
        ru: `Номинальный расход воды — ${coolF.ru} м³/ч через охлаждающий и ${heatF.ru} м³/ч через нагревательный теплообменник. Максимальный расход воздуха — ${air.ru} м³/ч при потребляемой мощности ${m.motorW} Вт.\n\nЗональный термостат управляет клапанами обоих теплообменников с настраиваемой зоной нечувствительности, поэтому нагрев и охлаждение никогда не работают одновременно. Корпус из окрашенной стали и съёмный фильтр — те же, что у двухтрубной серии.`,
        en: `Nominal water flow is ${coolF.en} m³/h through the cooling coil and ${heatF.en} m³/h through the heating coil. Maximum airflow is ${air.en} m³/h with a power input of ${m.motorW} W.\n\nThe zone thermostat drives the valves of both coils with an adjustable dead band, so heating and cooling never run at the same time. The painted steel cabinet and removable filter are shared with the two-pipe series.`,
      },
    },
  );
}

const fourPipeFanCoils = series<FourPipeModel>(
  [
    {
      code: 'FCU 200/4T',
      cooling: 1.95,
      heating: 2.1,
      airflow: 340,
      motorW: 24,
      soundMedium: 33,
      coolingDp: 11,
      body: [770, 560, 220],
      kg: 19,
      price: 510,
    },
    {
      code: 'FCU 400/4T',
      cooling: 3.7,
      heating: 3.8,
      airflow: 680,
      motorW: 38,
      soundMedium: 37,
      coolingDp: 20,
      body: [1120, 560, 220],
      kg: 27,
      price: 680,
    },
    {
      code: 'FCU 600/4T',
      cooling: 5.4,
      heating: 5.6,
      airflow: 980,
      motorW: 55,
      soundMedium: 40,
      coolingDp: 25,
      body: [1320, 560, 245],
      kg: 32,
      price: 790,
    },
  ],
  fourPipeFanCoil,
);

// ---------------------------------------------------------------------------------------------
// Fan coils: cassette
// ---------------------------------------------------------------------------------------------

type CassetteFanCoilModel = {
  code: string;
  size: 'compact' | 'standard';
  cooling: number;
  heating: number;
  airflow: number;
  motorW: number;
  soundMedium: number;
  pressureDrop: number;
  lift: number;
  body: Dims;
  kg: number;
  panel: Dims;
  price: number | null;
};

function cassetteFanCoil(m: CassetteFanCoilModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const air = fmt(m.airflow);
  const flow = waterFlow(m.cooling, 5);
  const flowF = fmt(flow, 2);
  const grid: Localized =
    m.size === 'compact'
      ? {
          it: "L'unità ha le dimensioni di un modulo di controsoffitto da 600 × 600 mm e si installa senza modificare la struttura del controsoffitto.",
          ru: 'Блок соответствует ячейке подвесного потолка 600 × 600 мм и устанавливается без изменения потолочного каркаса.',
          en: 'The unit matches a 600 × 600 mm ceiling grid module and installs without altering the ceiling structure.',
        }
      : {
          it: "L'unità si installa in controsoffitto con un pannello da 950 × 950 mm ed è adatta ad ambienti ampi con soffitti alti fino a 4 m.",
          ru: 'Блок монтируется в подвесной потолок с панелью 950 × 950 мм и подходит для больших помещений с высотой потолка до 4 м.',
          en: 'The unit installs in a suspended ceiling with a 950 × 950 mm panel and suits large rooms with ceilings up to 4 m high.',
        };
  return assemble(
    {
      code: m.code,
      category: 'cassette-fan-coils',
      sortOrder,
      picture: PICTURES.cassetteFanCoil,
      price: m.price,
      supply: '1ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.motorW / 1000,
      body: m.body,
      netKg: m.kg,
      packing: 'carton',
      dimensionsAndWeight: [
        { part: 'unit', size: m.body, kg: m.kg },
        { part: 'panel', size: m.panel },
      ],
    },
    {
      name: {
        it: `Ventilconvettore a cassetta ${m.code}, ${c.it} kW`,
        ru: `Кассетный фанкойл ${m.code}, ${c.ru} кВт`,
        en: `Cassette fan coil ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Ventilconvettore a cassetta a quattro vie per controsoffitto, con ${c.it} kW in raffrescamento con acqua 7/12 °C.`,
        ru: `Четырёхпоточный кассетный фанкойл для подвесного потолка, холодопроизводительность ${c.ru} кВт при воде 7/12 °C.`,
        en: `Four-way ceiling cassette fan coil, rated at ${c.en} kW cooling with 7/12 °C water.`,
      },
      description: {
        it: `${grid.it} La mandata a quattro vie e la ripresa centrale distribuiscono l'aria in modo uniforme in uffici, negozi e sale riunioni. L'unità è fornita in versione a due tubi; la batteria aggiuntiva per impianti a quattro tubi è disponibile su richiesta.`,
        ru: `${grid.ru} Четырёхсторонняя раздача и центральный забор воздуха обеспечивают равномерное распределение в офисах, магазинах и переговорных. Базовое исполнение — двухтрубное; дополнительный теплообменник для четырёхтрубных систем поставляется по запросу.`,
        en: `${grid.en} Four-way discharge and a central return give even air distribution in offices, shops and meeting rooms. The unit is supplied in a two-pipe version; an additional coil for four-pipe systems is available on request.`,
      },
      keyFeatures: {
        it: [
          `Raffrescamento ${c.it} kW / riscaldamento ${h.it} kW`,
          `Pompa di scarico condensa integrata, prevalenza ${m.lift} mm`,
          'Motore EC brushless',
          'Pannello con alette motorizzate a controllo indipendente',
        ],
        ru: [
          `Охлаждение ${c.ru} кВт / нагрев ${h.ru} кВт`,
          `Встроенный дренажный насос, высота подъёма ${m.lift} мм`,
          'Бесщёточный EC-двигатель',
          'Панель с моторизованными заслонками и независимым управлением',
        ],
        en: [
          `Cooling ${c.en} kW / heating ${h.en} kW`,
          `Built-in condensate pump, ${m.lift} mm lift`,
          'Brushless EC motor',
          'Panel with independently motorised louvres',
        ],
      },
      specifications: specs([
        ['airflow', val(m.airflow), 'm3h'],
        ['waterFlow', val(flow, 2), 'm3h'],
        ['waterDp', val(m.pressureDrop), 'kPa'],
        ['motorInput', val(m.motorW), 'W'],
        ['soundMedium', val(m.soundMedium), 'dBA'],
        ['condensateLift', val(m.lift), 'mm'],
        ['panelDims', dims(m.panel), 'mm'],
      ]),
      innerBody: {
        it: `La portata d'aria massima è di ${air.it} m³/h, con una pressione sonora di ${m.soundMedium} dB(A) a velocità media. La portata d'acqua nominale è di ${flowF.it} m³/h con una perdita di carico di ${m.pressureDrop} kPa.\n\nUn attacco laterale permette di immettere una quota di aria esterna pretrattata. La pompa condensa integrata supera un dislivello di ${m.lift} mm, utile quando lo scarico si trova lontano dall'unità.`,
        ru: `Максимальный расход воздуха — ${air.ru} м³/ч, звуковое давление на средней скорости — ${m.soundMedium} дБ(А). Номинальный расход воды — ${flowF.ru} м³/ч при гидравлическом сопротивлении ${m.pressureDrop} кПа.\n\nБоковой патрубок позволяет подавать часть предварительно подготовленного наружного воздуха. Встроенный дренажный насос поднимает конденсат на ${m.lift} мм, что удобно, когда дренажная линия проходит далеко от блока.`,
        en: `Maximum airflow is ${air.en} m³/h, with a sound pressure of ${m.soundMedium} dB(A) at medium speed. Nominal water flow is ${flowF.en} m³/h at a pressure drop of ${m.pressureDrop} kPa.\n\nA side spigot admits a share of pre-treated outdoor air. The built-in condensate pump provides ${m.lift} mm of lift, which helps when the drain line runs some distance from the unit.`,
      },
    },
  );
}

const cassetteFanCoils = series<CassetteFanCoilModel>(
  [
    {
      code: 'CFC-25',
      size: 'compact',
      cooling: 2.6,
      heating: 3.4,
      airflow: 520,
      motorW: 28,
      soundMedium: 34,
      pressureDrop: 15,
      lift: 600,
      body: [575, 275, 575],
      kg: 18,
      panel: [620, 45, 620],
      price: 690,
    },
    {
      code: 'CFC-45',
      size: 'compact',
      cooling: 4.3,
      heating: 5.4,
      airflow: 760,
      motorW: 45,
      soundMedium: 39,
      pressureDrop: 24,
      lift: 600,
      body: [575, 275, 575],
      kg: 20.5,
      panel: [620, 45, 620],
      price: 790,
    },
    {
      code: 'CFC-90',
      size: 'standard',
      cooling: 9.0,
      heating: 11.2,
      airflow: 1550,
      motorW: 95,
      soundMedium: 42,
      pressureDrop: 30,
      lift: 750,
      body: [840, 300, 840],
      kg: 33,
      panel: [950, 50, 950],
      price: null,
    },
  ],
  cassetteFanCoil,
);

// ---------------------------------------------------------------------------------------------
// Fan coils: ducted (concealed)
// ---------------------------------------------------------------------------------------------

type DuctedFanCoilModel = {
  code: string;
  cooling: number;
  heating: number;
  airflow: number;
  espNominal: number;
  espMax: number;
  motorW: number;
  soundMedium: number;
  pressureDrop: number;
  body: Dims;
  kg: number;
  price: number | null;
};

function ductedFanCoil(m: DuctedFanCoilModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const air = fmt(m.airflow);
  const flow = waterFlow(m.cooling, 5);
  const flowF = fmt(flow, 2);
  return assemble(
    {
      code: m.code,
      category: 'ducted-fan-coils',
      sortOrder,
      picture: PICTURES.ductedFanCoil,
      price: m.price,
      supply: '1ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.motorW / 1000,
      body: m.body,
      netKg: m.kg,
      packing: 'carton',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Ventilconvettore canalizzabile ${m.code}, ${c.it} kW`,
        ru: `Канальный фанкойл ${m.code}, ${c.ru} кВт`,
        en: `Ducted fan coil ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Ventilconvettore da incasso canalizzabile con prevalenza fino a ${m.espMax} Pa, per installazione nascosta in controsoffitto.`,
        ru: `Канальный фанкойл скрытого монтажа с внешним статическим давлением до ${m.espMax} Па для установки за подвесным потолком.`,
        en: `Concealed ducted fan coil with up to ${m.espMax} Pa external static pressure, for installation above a suspended ceiling.`,
      },
      description: {
        it: `L'unità si collega a canali di mandata e ripresa, per cui in ambiente restano visibili solo diffusori e griglie: una soluzione adatta a hotel, uffici direzionali e spazi commerciali. Con acqua 7/12 °C fornisce ${c.it} kW in raffrescamento e, con acqua in ingresso a 45 °C, ${h.it} kW in riscaldamento.`,
        ru: `Блок подключается к приточным и возвратным воздуховодам, и в помещении видны только диффузоры и решётки — решение для гостиниц, представительских офисов и торговых площадей. При воде 7/12 °C холодопроизводительность составляет ${c.ru} кВт, при температуре воды на входе 45 °C теплопроизводительность — ${h.ru} кВт.`,
        en: `The unit connects to supply and return ducts, leaving only diffusers and grilles visible in the room, which suits hotels, executive offices and retail spaces. With 7/12 °C water it delivers ${c.en} kW of cooling, and with 45 °C inlet water ${h.en} kW of heating.`,
      },
      keyFeatures: {
        it: [
          `Prevalenza statica utile fino a ${m.espMax} Pa`,
          'Motore EC brushless con comando 0–10 V',
          'Plenum di mandata con attacchi circolari disponibile',
          `Altezza di ${m.body[1]} mm per controsoffitti ribassati`,
        ],
        ru: [
          `Располагаемое статическое давление до ${m.espMax} Па`,
          'Бесщёточный EC-двигатель с управлением 0–10 В',
          'Опциональная камера статического давления с круглыми патрубками',
          `Высота ${m.body[1]} мм для низкого запотолочного пространства`,
        ],
        en: [
          `Available static pressure up to ${m.espMax} Pa`,
          'Brushless EC motor with 0–10 V control',
          'Optional supply plenum with circular spigots',
          `${m.body[1]} mm height for shallow ceiling voids`,
        ],
      },
      specifications: specs([
        ['airflow', val(m.airflow), 'm3h'],
        ['espNominal', val(m.espNominal), 'Pa'],
        ['espMax', val(m.espMax), 'Pa'],
        ['waterFlow', val(flow, 2), 'm3h'],
        ['waterDp', val(m.pressureDrop), 'kPa'],
        ['motorInput', val(m.motorW), 'W'],
        ['soundMedium', val(m.soundMedium), 'dBA'],
      ]),
      innerBody: {
        it: `La portata d'aria nominale è di ${air.it} m³/h con una prevalenza di ${m.espNominal} Pa; la curva del ventilatore si adatta alla rete di canali tramite il segnale di velocità. La portata d'acqua nominale è di ${flowF.it} m³/h con una perdita di carico di ${m.pressureDrop} kPa.\n\nIl filtro sulla ripresa si estrae dal basso o dal retro, secondo lo spazio disponibile nel controsoffitto. La bacinella condensa è isolata e inclinata verso lo scarico per evitare ristagni.`,
        ru: `Номинальный расход воздуха — ${air.ru} м³/ч при внешнем статическом давлении ${m.espNominal} Па; характеристика вентилятора подстраивается под сеть воздуховодов сигналом задания скорости. Номинальный расход воды — ${flowF.ru} м³/ч при гидравлическом сопротивлении ${m.pressureDrop} кПа.\n\nФильтр на всасывании извлекается снизу или сзади — в зависимости от свободного места за потолком. Поддон для конденсата изолирован и имеет уклон к сливу, что исключает застой воды.`,
        en: `Nominal airflow is ${air.en} m³/h at ${m.espNominal} Pa external static pressure; the fan curve is matched to the duct network through the speed signal. Nominal water flow is ${flowF.en} m³/h at a pressure drop of ${m.pressureDrop} kPa.\n\nThe return filter can be withdrawn from below or from the rear, depending on the space available in the ceiling void. The insulated condensate tray slopes towards the drain to prevent standing water.`,
      },
    },
  );
}

const ductedFanCoils = series<DuctedFanCoilModel>(
  [
    {
      code: 'DFC 300',
      cooling: 3.1,
      heating: 3.9,
      airflow: 550,
      espNominal: 30,
      espMax: 60,
      motorW: 48,
      soundMedium: 36,
      pressureDrop: 20,
      body: [860, 240, 500],
      kg: 22,
      price: 590,
    },
    {
      code: 'DFC 600',
      cooling: 6.0,
      heating: 7.5,
      airflow: 1050,
      espNominal: 40,
      espMax: 80,
      motorW: 95,
      soundMedium: 40,
      pressureDrop: 26,
      body: [1200, 240, 520],
      kg: 31,
      price: 790,
    },
    {
      code: 'DFC 1000',
      cooling: 10.2,
      heating: 12.6,
      airflow: 1800,
      espNominal: 60,
      espMax: 120,
      motorW: 210,
      soundMedium: 45,
      pressureDrop: 32,
      body: [1400, 300, 620],
      kg: 46,
      price: null,
    },
  ],
  ductedFanCoil,
);

// ---------------------------------------------------------------------------------------------
// Ventilation: heat recovery units
// ---------------------------------------------------------------------------------------------

type HeatRecoveryModel = {
  code: string;
  airflow: number;
  esp: number;
  efficiency: number;
  power: number;
  supply: Supply;
  sound3m: number;
  layout: 'ceiling' | 'floor';
  body: Dims;
  kg: number;
  price: number | null;
};

function heatRecovery(m: HeatRecoveryModel, sortOrder: number): SeedProduct {
  const air = fmt(m.airflow);
  const p = fmt(m.power, 2);
  const mount: Localized =
    m.layout === 'ceiling'
      ? {
          it: 'Il corpo basso si installa in controsoffitto in uffici, aule e negozi.',
          ru: 'Низкий корпус монтируется за подвесным потолком в офисах, учебных классах и магазинах.',
          en: 'The low-profile casing fits above suspended ceilings in offices, classrooms and shops.',
        }
      : {
          it: "È destinata a sale riunioni, mense, aule e spazi commerciali, con installazione a pavimento in locale tecnico o all'esterno sotto copertura.",
          ru: 'Она предназначена для конференц-залов, столовых, учебных аудиторий и торговых помещений и монтируется на пол в венткамере или снаружи под навесом.',
          en: 'It is intended for conference rooms, canteens, lecture halls and retail spaces, and stands on the floor of a plant room or outdoors under cover.',
        };
  return assemble(
    {
      code: m.code,
      category: 'heat-recovery-units',
      sortOrder,
      picture: PICTURES.heatRecovery,
      price: m.price,
      supply: m.supply,
      cooling: null,
      heating: null,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: m.kg > 150 ? 'crate' : 'carton',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Recuperatore di calore ${m.code}, ${air.it} m³/h`,
        ru: `Приточно-вытяжная установка ${m.code}, ${air.ru} м³/ч`,
        en: `Heat recovery unit ${m.code}, ${air.en} m³/h`,
      },
      shortDescription: {
        it: `Unità di ventilazione con recuperatore di calore in controcorrente e ventilatori EC, portata nominale ${air.it} m³/h.`,
        ru: `Приточно-вытяжная установка с противоточным рекуператором и EC-вентиляторами, номинальный расход воздуха ${air.ru} м³/ч.`,
        en: `Ventilation unit with a counterflow heat exchanger and EC fans, nominal airflow ${air.en} m³/h.`,
      },
      description: {
        it: `L'unità immette aria esterna filtrata ed estrae quella viziata, trasferendo all'aria di rinnovo fino al ${m.efficiency}% del calore dell'aria espulsa (EN 308). Il bypass motorizzato al 100% consente il free cooling nelle notti estive. ${mount.it}`,
        ru: `Установка подаёт очищенный наружный воздух и удаляет отработанный, передавая приточному воздуху до ${m.efficiency} % тепла вытяжного (EN 308). Моторизованный байпас на полный расход позволяет летними ночами охлаждать помещения наружным воздухом. ${mount.ru}`,
        en: `The unit supplies filtered outdoor air and extracts stale air, transferring up to ${m.efficiency}% of the exhaust heat to the incoming air (EN 308). A motorised full-flow bypass allows free cooling on summer nights. ${mount.en}`,
      },
      keyFeatures: {
        it: [
          `Efficienza termica fino al ${m.efficiency}% (EN 308)`,
          'Ventilatori EC con regolazione a portata costante',
          'Filtri ePM1 55% in mandata ed ePM10 50% in ripresa',
          'Bypass motorizzato al 100% per il free cooling',
          `Prevalenza utile di ${m.esp} Pa alla portata nominale`,
        ],
        ru: [
          `Тепловая эффективность до ${m.efficiency} % (EN 308)`,
          'EC-вентиляторы с поддержанием постоянного расхода',
          'Фильтры ePM1 55 % на притоке и ePM10 50 % на вытяжке',
          'Моторизованный байпас 100 % для свободного охлаждения',
          `Располагаемое давление ${m.esp} Па при номинальном расходе`,
        ],
        en: [
          `Thermal efficiency up to ${m.efficiency}% (EN 308)`,
          'EC fans with constant airflow control',
          'ePM1 55% supply and ePM10 50% extract filters',
          'Motorised 100% bypass for free cooling',
          `${m.esp} Pa external static pressure at nominal airflow`,
        ],
      },
      specifications: specs([
        ['airflowNominal', val(m.airflow), 'm3h'],
        ['espNominal', val(m.esp), 'Pa'],
        ['efficiency', val(m.efficiency), 'pct'],
        [
          'hxType',
          {
            it: 'A piastre in controcorrente, alluminio',
            ru: 'Противоточный пластинчатый, алюминий',
            en: 'Counterflow plate, aluminium',
          },
        ],
        ['filters', 'ePM1 55% / ePM10 50%'],
        ['sound3m', val(m.sound3m), 'dBA'],
      ]),
      innerBody: {
        it: `Lo scambiatore a piastre in controcorrente è in alluminio, con bacinella condensa in acciaio inox. La protezione antigelo è gestita dal regolatore, che riduce la portata di immissione o attiva un preriscaldatore elettrico opzionale. L'assorbimento complessivo dei ventilatori alla portata nominale è di ${p.it} kW.\n\nIl regolatore integrato gestisce la programmazione oraria, l'allarme filtri sporchi e il funzionamento in base alla qualità dell'aria con sonda CO₂ opzionale; l'interfaccia Modbus RTU è di serie.`,
        ru: `Противоточный пластинчатый рекуператор выполнен из алюминия, поддон для конденсата — из нержавеющей стали. Защиту от обмерзания обеспечивает контроллер, который снижает расход приточного воздуха или включает опциональный электрический преднагреватель. Суммарная потребляемая мощность вентиляторов при номинальном расходе — ${p.ru} кВт.\n\nВстроенный контроллер поддерживает работу по расписанию, сигнализирует о загрязнении фильтров и регулирует расход по качеству воздуха с опциональным датчиком CO₂; интерфейс Modbus RTU входит в стандартную комплектацию.`,
        en: `The counterflow plate exchanger is aluminium, with a stainless steel condensate tray. Frost protection is handled by the controller, which reduces supply airflow or switches on an optional electric pre-heater. Total fan power input at nominal airflow is ${p.en} kW.\n\nThe built-in controller provides time scheduling, dirty-filter alarms and demand control with an optional CO₂ sensor; a Modbus RTU interface is standard.`,
      },
    },
  );
}

const heatRecoveryUnits = series<HeatRecoveryModel>(
  [
    {
      code: 'HRV 350 EC',
      airflow: 350,
      esp: 100,
      efficiency: 90,
      power: 0.17,
      supply: '1ph',
      sound3m: 35,
      layout: 'ceiling',
      body: [1100, 290, 880],
      kg: 52,
      price: 2650,
    },
    {
      code: 'HRV 800 EC',
      airflow: 800,
      esp: 150,
      efficiency: 88,
      power: 0.42,
      supply: '1ph',
      sound3m: 38,
      layout: 'ceiling',
      body: [1350, 390, 1150],
      kg: 98,
      price: 4290,
    },
    {
      code: 'HRV 1500 EC',
      airflow: 1500,
      esp: 200,
      efficiency: 86,
      power: 0.95,
      supply: '1ph',
      sound3m: 42,
      layout: 'floor',
      body: [1750, 1150, 700],
      kg: 185,
      price: 6890,
    },
    {
      code: 'HRV 3000 EC',
      airflow: 3000,
      esp: 250,
      efficiency: 85,
      power: 2.1,
      supply: '3ph',
      sound3m: 46,
      layout: 'floor',
      body: [2050, 1450, 900],
      kg: 345,
      price: null,
    },
  ],
  heatRecovery,
);

// ---------------------------------------------------------------------------------------------
// Ventilation: modular air handling units
// ---------------------------------------------------------------------------------------------

type AhuModel = {
  code: string;
  airflow: number;
  esp: number;
  efficiency: number;
  power: number;
  sound1m: number;
  body: Dims;
  kg: number;
};

function airHandlingUnit(m: AhuModel, sortOrder: number): SeedProduct {
  const air = fmt(m.airflow);
  const p = fmt(m.power, 1);
  return assemble(
    {
      code: m.code,
      category: 'air-handling-units',
      sortOrder,
      picture: PICTURES.ahu,
      price: null,
      supply: '3ph',
      cooling: null,
      heating: null,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'skid',
      dimensionsAndWeight: [{ part: 'standard', size: m.body, kg: m.kg }],
    },
    {
      name: {
        it: `Unità di trattamento aria ${m.code}, ${air.it} m³/h`,
        ru: `Центральный кондиционер ${m.code}, ${air.ru} м³/ч`,
        en: `Air handling unit ${m.code}, ${air.en} m³/h`,
      },
      shortDescription: {
        it: `Unità di trattamento aria modulare con recuperatore rotativo, batterie ad acqua e ventilatori EC, portata nominale ${air.it} m³/h.`,
        ru: `Модульный центральный кондиционер с роторным рекуператором, водяными теплообменниками и EC-вентиляторами, номинальный расход воздуха ${air.ru} м³/ч.`,
        en: `Modular air handling unit with a rotary heat exchanger, water coils and EC fans, nominal airflow ${air.en} m³/h.`,
      },
      description: {
        it: `L'unità è composta da sezioni assemblate in cantiere: filtrazione, recuperatore rotativo, batteria di riscaldamento, batteria di raffrescamento con separatore di gocce e ventilatori plug-fan EC in mandata e ripresa. La pannellatura a doppia parete da 50 mm con isolamento in lana minerale limita le dispersioni termiche e il rumore irradiato.`,
        ru: `Установка собирается на объекте из отдельных секций: фильтрации, роторного рекуператора, водяного нагревателя, воздухоохладителя с каплеуловителем, приточного и вытяжного EC-вентиляторов со свободным колесом. Двустенные панели толщиной 50 мм с минераловатной изоляцией снижают теплопотери и излучаемый шум.`,
        en: `The unit is built from sections assembled on site: filtration, rotary heat exchanger, heating coil, cooling coil with droplet eliminator, and EC plug fans on supply and extract. Double-skin 50 mm panels with mineral wool insulation limit heat loss and radiated noise.`,
      },
      keyFeatures: {
        it: [
          `Portata nominale ${air.it} m³/h con prevalenza utile di ${m.esp} Pa`,
          `Recuperatore rotativo con efficienza del ${m.efficiency}%`,
          'Ventilatori plug-fan EC in mandata e ripresa',
          'Pannelli a doppia parete da 50 mm',
          'Quadro di regolazione con interfaccia BACnet/Modbus',
        ],
        ru: [
          `Номинальный расход ${air.ru} м³/ч при располагаемом давлении ${m.esp} Па`,
          `Роторный рекуператор с эффективностью ${m.efficiency} %`,
          'Приточный и вытяжной EC-вентиляторы со свободным колесом',
          'Двустенные панели толщиной 50 мм',
          'Шкаф автоматики с интерфейсом BACnet/Modbus',
        ],
        en: [
          `Nominal airflow ${air.en} m³/h at ${m.esp} Pa available pressure`,
          `Rotary heat exchanger, ${m.efficiency}% efficiency`,
          'EC plug fans on supply and extract',
          '50 mm double-skin panels',
          'Control panel with BACnet/Modbus interface',
        ],
      },
      specifications: specs([
        ['airflowNominal', val(m.airflow), 'm3h'],
        ['espNominal', val(m.esp), 'Pa'],
        ['rotaryEfficiency', val(m.efficiency), 'pct'],
        ['filters', 'ePM1 80% / ePM10 60%'],
        ['panelThickness', '50', 'mm'],
        ['casingClass', 'D1(M) / L1(M) / T2 / TB2'],
        ['sound1m', val(m.sound1m), 'dBA'],
      ]),
      innerBody: {
        it: `La configurazione indicata è quella standard: dimensioni, sezioni e potenze delle batterie si definiscono per ogni progetto con il software di selezione, in base alle condizioni di progetto estive e invernali. Per l'installazione all'esterno sono disponibili tetto di protezione e cappe antipioggia.\n\nLa potenza elettrica assorbita dai ventilatori alla portata nominale è di ${p.it} kW. Il prezzo dipende dalla configurazione: il distributore prepara l'offerta sulla base della scheda tecnica del progetto.`,
        ru: `Здесь приведена стандартная конфигурация: размеры, набор секций и мощность теплообменников определяются для каждого проекта в программе подбора с учётом расчётных летних и зимних условий. Для наружной установки предлагаются защитная крыша и воздухозаборные козырьки.\n\nПотребляемая мощность вентиляторов при номинальном расходе — ${p.ru} кВт. Цена зависит от конфигурации: дистрибьютор готовит предложение на основании технического задания проекта.`,
        en: `The configuration shown is the standard one: dimensions, sections and coil duties are defined for each project with the selection software, based on summer and winter design conditions. A protective roof and weather hoods are available for outdoor installation.\n\nFan power input at nominal airflow is ${p.en} kW. The price depends on the configuration, and the distributor prepares a quotation based on the project's technical specification.`,
      },
    },
  );
}

const airHandlingUnits = series<AhuModel>(
  [
    {
      code: 'AHU-M 05',
      airflow: 5000,
      esp: 300,
      efficiency: 78,
      power: 4.6,
      sound1m: 58,
      body: [3200, 1450, 1100],
      kg: 780,
    },
    {
      code: 'AHU-M 10',
      airflow: 10000,
      esp: 400,
      efficiency: 78,
      power: 8.9,
      sound1m: 62,
      body: [3800, 1900, 1400],
      kg: 1250,
    },
    {
      code: 'AHU-M 20',
      airflow: 20000,
      esp: 450,
      efficiency: 77,
      power: 17.6,
      sound1m: 66,
      body: [4700, 2500, 1900],
      kg: 2350,
    },
  ],
  airHandlingUnit,
);

// ---------------------------------------------------------------------------------------------
// Ventilation: rooftop units
// ---------------------------------------------------------------------------------------------

type RooftopModel = {
  code: string;
  cooling: number;
  heating: number;
  power: number;
  cop: number;
  airflow: number;
  esp: number;
  compressors: number;
  circuits: number;
  sound10m: number;
  body: Dims;
  kg: number;
};

function rooftop(m: RooftopModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const air = fmt(m.airflow);
  const eer = ratio(m.cooling, m.power);
  const eerF = fmt(eer, 2);
  const copF = fmt(m.cop, 2);
  const summary = compressorSummary('scroll', m.compressors, m.circuits);
  return assemble(
    {
      code: m.code,
      category: 'rooftop-units',
      sortOrder,
      picture: PICTURES.rooftop,
      price: null,
      supply: '3ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'skid',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Unità rooftop ${m.code}, ${c.it} kW`,
        ru: `Крышный кондиционер ${m.code}, ${c.ru} кВт`,
        en: `Rooftop unit ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Rooftop a pompa di calore con free cooling per la copertura di edifici commerciali: ${c.it} kW in raffrescamento, ${air.it} m³/h d’aria.`,
        ru: `Крышный кондиционер с тепловым насосом и свободным охлаждением для коммерческих зданий: ${c.ru} кВт холода, ${air.ru} м³/ч воздуха.`,
        en: `Heat pump rooftop unit with free cooling for the roofs of commercial buildings: ${c.en} kW of cooling and ${air.en} m³/h of air.`,
      },
      description: {
        it: `L'unità riunisce in un unico involucro circuito frigorifero, ventilatori di mandata e ripresa, filtri e serrande di miscela per l'aria esterna, e si collega ai canali direttamente attraverso la copertura. Fornisce ${c.it} kW in raffrescamento e ${h.it} kW in riscaldamento con una portata d'aria di ${air.it} m³/h ed è indicata per supermercati, centri commerciali, palestre e capannoni.`,
        ru: `В одном корпусе объединены холодильный контур, приточный и вытяжной вентиляторы, фильтры и смесительная камера с заслонками наружного воздуха; агрегат подключается к воздуховодам непосредственно через кровлю. Холодопроизводительность — ${c.ru} кВт, теплопроизводительность — ${h.ru} кВт при расходе воздуха ${air.ru} м³/ч; область применения — супермаркеты, торговые центры, спортзалы и производственные здания.`,
        en: `A single casing holds the refrigerant circuit, supply and return fans, filters and an outdoor air mixing box, and the unit connects to the ducts directly through the roof. It delivers ${c.en} kW of cooling and ${h.en} kW of heating at ${air.en} m³/h, and suits supermarkets, shopping centres, gyms and industrial buildings.`,
      },
      keyFeatures: {
        it: [
          'Economizzatore con serrande modulanti 0–100% di aria esterna',
          summary.it,
          `Ventilatori plug-fan EC con prevalenza utile di ${m.esp} Pa`,
          'Batteria ad acqua calda o bruciatore a gas come integrazione opzionale',
          "Sonda CO₂ per il ricambio d'aria in base all'occupazione",
        ],
        ru: [
          'Экономайзер с модулирующими заслонками, 0–100 % наружного воздуха',
          summary.ru,
          `EC-вентиляторы со свободным колесом, располагаемое давление ${m.esp} Па`,
          'Опциональный водяной нагреватель или газовая горелка для догрева',
          'Датчик CO₂ для подачи наружного воздуха по фактической заполняемости',
        ],
        en: [
          'Economiser with modulating 0–100% outdoor air dampers',
          summary.en,
          `EC plug fans, ${m.esp} Pa available pressure`,
          'Optional hot water coil or gas burner for supplementary heat',
          'CO₂ sensor for occupancy-based fresh air control',
        ],
      },
      specifications: specs([
        ['eer', val(eer, 2)],
        ['cop', val(m.cop, 2)],
        ['airflowNominal', val(m.airflow), 'm3h'],
        ['espNominal', val(m.esp), 'Pa'],
        ['compressorsCircuits', `${m.compressors} / ${m.circuits}`],
        ['refrigerant', 'R410A'],
        ['sound10m', val(m.sound10m), 'dBA'],
        ['rangeCooling', range(-5, 46), 'C'],
      ]),
      innerBody: {
        it: `Quando la temperatura esterna lo permette, la regolazione apre le serrande dell'aria esterna e limita o arresta i compressori (free cooling), riducendo i consumi nelle mezze stagioni. Il refrigerante è R410A, con EER ${eerF.it} e COP ${copF.it} alle condizioni nominali.\n\nIl basamento è predisposto per il montaggio su telaio a tetto (roof curb), fornito come accessorio, con attacchi dei canali dal basso o laterali. Il quadro elettrico è alimentato in trifase 380-415 V e dispone di interfacce BACnet e Modbus.`,
        ru: `При благоприятной наружной температуре автоматика открывает заслонки наружного воздуха и ограничивает или останавливает компрессоры (свободное охлаждение), что снижает энергопотребление в межсезонье. Хладагент — R410A; EER при номинальных условиях — ${eerF.ru}, COP — ${copF.ru}.\n\nОснование подготовлено для монтажа на кровельную раму (roof curb), которая поставляется как принадлежность; воздуховоды подключаются снизу или сбоку. Электрический щит подключается к трёхфазной сети 380–415 В и имеет интерфейсы BACnet и Modbus.`,
        en: `When outdoor conditions allow, the controller opens the outdoor air dampers and limits or stops the compressors (free cooling), reducing energy use in mid-season. The refrigerant is R410A, with an EER of ${eerF.en} and a COP of ${copF.en} at nominal conditions.\n\nThe base is designed to sit on a roof curb, supplied as an accessory, with bottom or side duct connections. The electrical panel takes a three-phase 380-415 V supply and offers BACnet and Modbus interfaces.`,
      },
    },
  );
}

const rooftopUnits = series<RooftopModel>(
  [
    {
      code: 'RTU-30',
      cooling: 30.5,
      heating: 31.8,
      power: 10.2,
      cop: 3.25,
      airflow: 5200,
      esp: 200,
      compressors: 2,
      circuits: 1,
      sound10m: 55,
      body: [2300, 1300, 1450],
      kg: 560,
    },
    {
      code: 'RTU-60',
      cooling: 60.8,
      heating: 63.5,
      power: 20.4,
      cop: 3.2,
      airflow: 10500,
      esp: 250,
      compressors: 4,
      circuits: 2,
      sound10m: 58,
      body: [3250, 1650, 2150],
      kg: 1080,
    },
    {
      code: 'RTU-100',
      cooling: 101,
      heating: 106,
      power: 34.5,
      cop: 3.15,
      airflow: 17000,
      esp: 300,
      compressors: 4,
      circuits: 2,
      sound10m: 61,
      body: [4400, 1900, 2250],
      kg: 1750,
    },
  ],
  rooftop,
);

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const products: SeedProduct[] = [
  ...wallSplits,
  ...floorCeilingUnits,
  ...columnUnits,
  ...cassetteUnits,
  ...ductedUnits,
  ...multiSplits,
  ...vrfUnits,
  ...airCooledChillers,
  ...waterCooledChillers,
  ...heatPumpChillers,
  ...twoPipeFanCoils,
  ...fourPipeFanCoils,
  ...cassetteFanCoils,
  ...ductedFanCoils,
  ...heatRecoveryUnits,
  ...airHandlingUnits,
  ...rooftopUnits,
];

import { fmt, range, ratio, signed, val } from './format';
import { specs } from './labels';
import { PICTURES, assemble, partsOfSplit, series, type Dims } from './assemble';
import { labelClasses, splitSystem, soundPowerIndoor, tubeSize, splitLines } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Air conditioners: wall-mounted splits

type WallModel = {
  code: string;
  cooling: number;
  heating: number;
  power: number;
  seer: number;
  scop: number;
  airflow: number;
  soundMin: number;
  soundMax: number;
  /** Sound power of the outdoor unit, dB(A), as the energy label states it. */
  soundPowerOutdoor: number;
  chargeKg: number;
  maxPipe: number;
  maxHeight: number;
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
  const classes = labelClasses(m.cooling, m.seer, m.scop);
  const classCooling = classes.energyClassCooling ?? '';
  const classHeating = classes.energyClassHeating ?? '';
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
        it: `Il modello ${m.code} è composto da un'unità interna a parete e da un'unità esterna con compressore rotativo DC inverter, che modula la potenza in base al carico effettivo. Con SEER ${seer.it} e SCOP ${scop.it} rientra nella classe ${classCooling} in raffrescamento e ${classHeating} in riscaldamento. È indicato per uffici, negozi e piccoli locali tecnici.`,
        ru: `Комплект ${m.code} состоит из настенного внутреннего блока и наружного блока с ротационным DC-инверторным компрессором, который плавно подстраивает производительность под текущую нагрузку. При SEER ${seer.ru} и SCOP ${scop.ru} система относится к классу ${classCooling} в режиме охлаждения и ${classHeating} в режиме обогрева. Подходит для офисов, магазинов и небольших технических помещений.`,
        en: `The ${m.code} pairs a wall-mounted indoor unit with an outdoor unit built around a DC inverter rotary compressor, which matches output to the actual load. With a SEER of ${seer.en} and an SCOP of ${scop.en}, it is rated ${classCooling} for cooling and ${classHeating} for heating. It suits offices, shops and small technical rooms.`,
      },
      keyFeatures: {
        it: [
          'Compressore DC inverter con modulazione continua della potenza',
          'Refrigerante R32 a basso GWP',
          `Classe energetica ${classCooling} / ${classHeating}`,
          `Riscaldamento con temperatura esterna fino a ${tMin.it} °C`,
          `Pressione sonora minima dell'unità interna ${m.soundMin} dB(A)`,
        ],
        ru: [
          'DC-инверторный компрессор с плавной регулировкой мощности',
          'Хладагент R32 с низким потенциалом глобального потепления',
          `Класс энергоэффективности ${classCooling} / ${classHeating}`,
          `Работа на обогрев при наружной температуре до ${tMin.ru} °C`,
          `Звуковое давление внутреннего блока от ${m.soundMin} дБ(А)`,
        ],
        en: [
          'DC inverter compressor with continuous capacity modulation',
          'Low-GWP R32 refrigerant',
          `Energy class ${classCooling} / ${classHeating}`,
          `Heating down to ${tMin.en} °C outdoor temperature`,
          `Indoor unit sound pressure from ${m.soundMin} dB(A)`,
        ],
      },
      specRows: specs([
        ...ratingRows(RATING.airToAir),
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['airflow', val(m.airflow), 'm3h'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(m.soundMax)), 'dBA'],
        ['pipeLiquid', tubeSize(splitLines(m.cooling).liquid)],
        ['pipeGas', tubeSize(splitLines(m.cooling).gas)],
        ['rangeCooling', range(-15, 50), 'C'],
        ['rangeHeating', range(m.heatingMin, 24), 'C'],
      ]),
      innerBody: {
        it: `L'unità interna ha un deflettore motorizzato per la distribuzione verticale dell'aria e filtri lavabili estraibili dal fronte. Il comando a infrarossi consente la programmazione settimanale; un ingresso di contatto permette l'abilitazione remota, ad esempio da una scheda hotel o da un sistema di supervisione.\n\nL'unità esterna contiene ${charge.it} kg di R32 e ammette tubazioni fino a ${m.maxPipe} m, senza rabbocco di refrigerante per i primi ${m.prechargedPipe} m. Le prestazioni sono dichiarate secondo EN 14511 ed EN 14825.`,
        ru: `Внутренний блок оснащён моторизованной заслонкой для вертикального распределения воздуха и моющимися фильтрами, которые снимаются с лицевой стороны. Инфракрасный пульт поддерживает недельное программирование; сухой контакт позволяет включать блок дистанционно, например от карточного выключателя или системы диспетчеризации.\n\nНаружный блок заправлен ${charge.ru} кг R32; допустимая длина трассы — до ${m.maxPipe} м, первые ${m.prechargedPipe} м не требуют дозаправки. Характеристики приведены по EN 14511 и EN 14825.`,
        en: `The indoor unit has a motorised louvre for vertical air distribution and washable filters that slide out from the front. The infrared remote supports weekly scheduling, and a contact input allows remote enabling, for example from a hotel key-card switch or a building management system.\n\nThe outdoor unit holds ${charge.en} kg of R32 and accepts pipe runs of up to ${m.maxPipe} m, with no additional charge needed for the first ${m.prechargedPipe} m. Performance is declared to EN 14511 and EN 14825.`,
      },
    },
    splitSystem({ ...m, supply: '1ph', refrigerant: 'R32' }),
  );
}

export const wallSplits = series<WallModel>(
  [
    {
      code: 'WS-25R32',
      cooling: 2.5,
      heating: 3.2,
      power: 0.68,
      seer: 8.5,
      scop: 4.6,
      airflow: 620,
      soundMin: 21,
      soundMax: 38,
      soundPowerOutdoor: 59,
      chargeKg: 0.55,
      maxPipe: 20,
      maxHeight: 10,
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
      airflow: 680,
      soundMin: 22,
      soundMax: 40,
      soundPowerOutdoor: 61,
      chargeKg: 0.62,
      maxPipe: 25,
      maxHeight: 15,
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
      airflow: 850,
      soundMin: 28,
      soundMax: 43,
      soundPowerOutdoor: 63,
      chargeKg: 1.05,
      maxPipe: 30,
      maxHeight: 20,
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
      airflow: 1150,
      soundMin: 32,
      soundMax: 46,
      soundPowerOutdoor: 65,
      chargeKg: 1.4,
      maxPipe: 50,
      maxHeight: 25,
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

import { fmt, ratio, val } from './format';
import { specs } from './labels';
import { PICTURES, SUPPLY, assemble, partsOfSplit, series, type Dims, type Supply } from './assemble';
import { soundPowerAt1m, splitSystem, soundPowerIndoor, tubeSize, splitLines } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Air conditioners: column (floor-standing) units

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
  chargeKg: number;
  maxPipe: number;
  maxHeight: number;
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
      specRows: specs([
        ...ratingRows(RATING.airToAir),
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['airflow', val(m.airflow), 'm3h'],
        ['airThrow', val(m.throw), 'm'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(m.soundMax)), 'dBA'],
        ['pipeLiquid', tubeSize(splitLines(m.cooling).liquid)],
        ['pipeGas', tubeSize(splitLines(m.cooling).gas)],
        ['soundOutdoor', val(m.soundOutdoor), 'dBA'],
      ]),
      innerBody: {
        it: `Il ventilatore centrifugo a tre velocità e le alette a oscillazione automatica distribuiscono l'aria in modo uniforme anche in locali con soffitti alti. Il pannello di comando è integrato nel frontale; in alternativa si può collegare un comando a filo remoto.\n\nL'unità esterna è alimentata ${supply.it}. Con SEER ${seer.it} e SCOP ${scop.it}, il sistema è progettato per il funzionamento continuo in ambienti commerciali.`,
        ru: `Трёхскоростной центробежный вентилятор и автоматически качающиеся жалюзи равномерно распределяют воздух даже в помещениях с высокими потолками. Панель управления встроена в лицевую часть блока; дополнительно можно подключить выносной проводной пульт.\n\nНаружный блок подключается к ${supply.ru}. При SEER ${seer.ru} и SCOP ${scop.ru} система рассчитана на длительную работу в коммерческих помещениях.`,
        en: `A three-speed centrifugal fan and auto-swing louvres spread the air evenly, even in rooms with high ceilings. The control panel is built into the front of the unit, and a remote wired controller can be added.\n\nThe outdoor unit runs on ${supply.en}. With a SEER of ${seer.en} and an SCOP of ${scop.en}, the system is designed for continuous duty in commercial premises.`,
      },
    },
    splitSystem({ ...m, refrigerant: 'R32', soundPowerOutdoor: soundPowerAt1m(m.soundOutdoor, m.outdoor) }),
  );
}

export const columnUnits = series<ColumnModel>(
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
      chargeKg: 2.5,
      maxPipe: 50,
      maxHeight: 30,
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
      chargeKg: 3.2,
      maxPipe: 75,
      maxHeight: 30,
      indoor: [600, 1870, 400],
      indoorKg: 55,
      outdoor: [940, 1325, 370],
      outdoorKg: 108,
      price: null,
    },
  ],
  columnUnit,
);

import { fmt, val } from './format';
import { specs } from './labels';
import { PICTURES, SUPPLY, assemble, series, type Dims } from './assemble';
import { soundPowerAt1m, splitSystem, tubeSize } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Split systems: multi-split outdoor units

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
      specRows: specs([
        ...ratingRows(RATING.airToAir),
        ['maxIndoorUnits', val(m.ports)],
        ['maxIndoorCapacity', val(m.maxIndoorCapacity, 1), 'kW'],
        ['pipeTotal', val(m.pipeTotal), 'm'],
        ['pipeLiquidPort', tubeSize('1/4')],
        ['pipeGasPort', tubeSize('3/8')],
        ['soundOutdoor', val(m.sound), 'dBA'],
      ]),
      innerBody: {
        it: `Le linee frigorifere verso ciascuna unità interna possono raggiungere ${m.pipePerUnit} m, con un dislivello massimo di ${m.heightDiff} m tra unità esterna e unità interne. La carica di fabbrica di ${charge.it} kg di R32 copre fino a ${m.prechargedPipe} m di tubazioni complessive.\n\nL'unità è alimentata ${supply.it} e funziona in raffrescamento da −15 a +48 °C e in riscaldamento da −20 a +24 °C di temperatura esterna. Le unità interne compatibili sono elencate nella tabella di abbinamento del sistema.`,
        ru: `Длина трассы до каждого внутреннего блока — до ${m.pipePerUnit} м, перепад высот между наружным и внутренними блоками — до ${m.heightDiff} м. Заводской заправки ${charge.ru} кг R32 хватает на суммарную длину трасс до ${m.prechargedPipe} м.\n\nБлок подключается к ${supply.ru} и работает на охлаждение при наружной температуре от −15 до +48 °C, на обогрев — от −20 до +24 °C. Совместимые внутренние блоки перечислены в таблице комбинаций системы.`,
        en: `Each refrigerant line to an indoor unit can be up to ${m.pipePerUnit} m long, with a maximum height difference of ${m.heightDiff} m between the outdoor and indoor units. The factory charge of ${charge.en} kg of R32 covers up to ${m.prechargedPipe} m of total piping.\n\nThe unit runs on ${supply.en} and operates in cooling from −15 to +48 °C and in heating from −20 to +24 °C outdoor temperature. Compatible indoor units are listed in the system combination table.`,
      },
    },
    splitSystem({ ...m, supply: '1ph', refrigerant: 'R32', soundPowerOutdoor: soundPowerAt1m(m.sound, m.body), maxPipe: m.pipePerUnit, maxHeight: m.heightDiff }),
  );
}

export const multiSplits = series<MultiModel>(
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

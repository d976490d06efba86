import { fmt, range, ratio, val } from './format';
import { specs } from './labels';
import { PICTURES, SUPPLY, assemble, partsOfSplit, series, type Dims, type Supply } from './assemble';
import { splitSystem, soundPowerIndoor, tubeSize, splitLines } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Air conditioners: floor/ceiling units

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
  /** Sound power of the outdoor unit, dB(A). */
  soundPowerOutdoor: number;
  chargeKg: number;
  maxPipe: number;
  maxHeight: number;
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
      specRows: specs([
        ...ratingRows(RATING.airToAir),
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['airflow', val(m.airflow), 'm3h'],
        ['airThrow', val(m.throw), 'm'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(m.soundMax)), 'dBA'],
        ['pipeLiquid', tubeSize(splitLines(m.cooling).liquid)],
        ['pipeGas', tubeSize(splitLines(m.cooling).gas)],
        ['rangeCooling', range(-15, 48), 'C'],
      ]),
      innerBody: {
        it: `La portata d'aria massima è di ${air.it} m³/h, con quattro velocità del ventilatore e oscillazione automatica dei deflettori orizzontali e verticali. Il corpo macchina è profondo soltanto ${m.indoor[2]} mm e si integra sotto soffitti a vista o lungo le pareti perimetrali.\n\nL'unità esterna è alimentata ${supply.it}. Il comando a filo con display è di serie, mentre l'interfaccia Modbus per la supervisione è opzionale.`,
        ru: `Максимальный расход воздуха — ${air.ru} м³/ч; вентилятор имеет четыре скорости, горизонтальные и вертикальные жалюзи качаются автоматически. Глубина корпуса всего ${m.indoor[2]} мм, поэтому блок аккуратно размещается под открытым потолком или вдоль стен.\n\nНаружный блок подключается к ${supply.ru}. Проводной пульт с дисплеем входит в комплект, интерфейс Modbus для диспетчеризации поставляется опционально.`,
        en: `Maximum airflow is ${air.en} m³/h, with four fan speeds and automatic swing of both horizontal and vertical louvres. The casing is only ${m.indoor[2]} mm deep and sits neatly under an exposed ceiling or along perimeter walls.\n\nThe outdoor unit runs on ${supply.en}. A wired controller with display is included; a Modbus interface for building supervision is optional.`,
      },
    },
    splitSystem({ ...m, refrigerant: 'R32' }),
  );
}

export const floorCeilingUnits = series<FloorCeilingModel>(
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
      soundPowerOutdoor: 63,
      chargeKg: 1.1,
      maxPipe: 30,
      maxHeight: 20,
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
      soundPowerOutdoor: 65,
      chargeKg: 1.55,
      maxPipe: 50,
      maxHeight: 25,
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
      soundPowerOutdoor: 72,
      chargeKg: 2.9,
      maxPipe: 75,
      maxHeight: 30,
      indoor: [1650, 675, 235],
      indoorKg: 42,
      outdoor: [940, 1325, 370],
      outdoorKg: 98,
      price: null,
    },
  ],
  floorCeiling,
);

import { fmt, ratio, val } from './format';
import { specs } from './labels';
import { PICTURES, SUPPLY, assemble, series, type Dims, type Supply } from './assemble';
import { splitSystem, soundPowerIndoor, tubeSize, splitLines } from './engineering';
import type { Localized, SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Split systems: four-way cassettes

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
  /** Sound power of the outdoor unit, dB(A). */
  soundPowerOutdoor: number;
  chargeKg: number;
  maxPipe: number;
  maxHeight: number;
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
      specRows: specs([
        ...ratingRows(RATING.airToAir),
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['airflow', val(m.airflow), 'm3h'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(m.soundMax)), 'dBA'],
        ['pipeLiquid', tubeSize(splitLines(m.cooling).liquid)],
        ['pipeGas', tubeSize(splitLines(m.cooling).gas)],
      ]),
      innerBody: {
        it: `La portata d'aria nominale è di ${air.it} m³/h con una pressione sonora di ${m.soundMin}–${m.soundMax} dB(A), adeguata a uffici e sale riunioni. Il pannello può essere dotato di un sensore di presenza che riduce la potenza quando l'ambiente è vuoto.\n\nL'unità esterna è alimentata ${supply.it}. I dati di resa si riferiscono alla norma EN 14511, con aria interna a 27 °C b.s. / 19 °C b.u. in raffrescamento.`,
        ru: `Номинальный расход воздуха — ${air.ru} м³/ч при звуковом давлении ${m.soundMin}–${m.soundMax} дБ(А), что подходит для офисов и переговорных. Панель может комплектоваться датчиком присутствия, который снижает производительность, когда в помещении никого нет.\n\nНаружный блок подключается к ${supply.ru}. Производительность указана по EN 14511 при температуре воздуха в помещении 27 °C по сухому и 19 °C по мокрому термометру в режиме охлаждения.`,
        en: `Nominal airflow is ${air.en} m³/h at a sound pressure of ${m.soundMin}–${m.soundMax} dB(A), appropriate for offices and meeting rooms. The panel can be fitted with a presence sensor that reduces output when the room is empty.\n\nThe outdoor unit runs on ${supply.en}. Ratings refer to EN 14511 with indoor air at 27 °C DB / 19 °C WB in cooling.`,
      },
    },
    splitSystem({ ...m, refrigerant: 'R32' }),
  );
}

export const cassetteUnits = series<CassetteModel>(
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
      soundPowerOutdoor: 61,
      chargeKg: 0.75,
      maxPipe: 25,
      maxHeight: 15,
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
      soundPowerOutdoor: 63,
      chargeKg: 1.1,
      maxPipe: 30,
      maxHeight: 20,
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
      soundPowerOutdoor: 68,
      chargeKg: 2.2,
      maxPipe: 50,
      maxHeight: 30,
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
      soundPowerOutdoor: 72,
      chargeKg: 2.9,
      maxPipe: 75,
      maxHeight: 30,
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

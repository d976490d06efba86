import { fmt, ratio, val } from './format';
import { specs } from './labels';
import { PICTURES, SUPPLY, assemble, partsOfSplit, series, type Dims, type Supply } from './assemble';
import { splitSystem, soundPowerIndoor, tubeSize, splitLines } from './engineering';
import type { Localized, SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Split systems: ducted units

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
      specRows: specs([
        ...ratingRows(RATING.airToAir),
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['airflow', val(m.airflow), 'm3h'],
        ['espNominal', val(m.espNominal), 'Pa'],
        ['espRange', `${m.espMin}–${m.espMax}`, 'Pa'],
        ['soundIndoor', `${m.soundMin}–${m.soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(m.soundMax)), 'dBA'],
        ['pipeLiquid', tubeSize(splitLines(m.cooling).liquid)],
        ['pipeGas', tubeSize(splitLines(m.cooling).gas)],
      ]),
      innerBody: {
        it: `La prevalenza nominale è di ${m.espNominal} Pa con una portata di ${air.it} m³/h; il valore si imposta dal comando a filo durante la messa in servizio, senza modificare il cablaggio del motore. Il filtro sulla ripresa è accessibile dal basso attraverso una botola di ispezione.\n\nL'unità esterna è alimentata ${supply.it}. La sonda di temperatura nel comando a filo permette di regolare sulla temperatura effettiva dell'ambiente anziché su quella dell'aria di ripresa.`,
        ru: `Номинальное внешнее давление — ${m.espNominal} Па при расходе воздуха ${air.ru} м³/ч; значение задаётся с проводного пульта при пусконаладке без перекоммутации двигателя. Фильтр на всасывании обслуживается снизу через ревизионный люк.\n\nНаружный блок подключается к ${supply.ru}. Датчик температуры в проводном пульте позволяет поддерживать фактическую температуру в помещении, а не температуру возвратного воздуха.`,
        en: `Nominal external static pressure is ${m.espNominal} Pa at an airflow of ${air.en} m³/h; it is set from the wired controller during commissioning, with no rewiring of the fan motor. The return-air filter is reached from below through an inspection hatch.\n\nThe outdoor unit runs on ${supply.en}. A temperature sensor in the wired controller lets the system control to the actual room temperature rather than the return-air temperature.`,
      },
    },
    splitSystem({ ...m, refrigerant: 'R32' }),
  );
}

export const ductedUnits = series<DuctedModel>(
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
      soundPowerOutdoor: 61,
      chargeKg: 0.75,
      maxPipe: 25,
      maxHeight: 15,
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
      soundPowerOutdoor: 65,
      chargeKg: 1.55,
      maxPipe: 50,
      maxHeight: 25,
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
      soundPowerOutdoor: 72,
      chargeKg: 2.9,
      maxPipe: 75,
      maxHeight: 30,
      indoor: [1400, 300, 700],
      indoorKg: 45,
      outdoor: [940, 1325, 370],
      outdoorKg: 99,
      price: null,
    },
  ],
  ducted,
);

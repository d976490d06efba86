import { fmt, val, waterFlow } from './format';
import { specs } from './labels';
import { PICTURES, assemble, series, type Dims } from './assemble';
import { currents, MAX_LOAD, fanCoilSoundRange, soundPowerIndoor } from './engineering';
import type { Localized, SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Fan coils: cassette

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
  panelKg: number;
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
        { part: 'indoor', size: m.body, kg: m.kg },
        { part: 'panel', size: m.panel, kg: m.panelKg },
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
      specRows: specs([
        ...ratingRows(RATING.twoPipeFanCoil),
        ['airflow', val(m.airflow), 'm3h'],
        ['motorInput', val(m.motorW), 'W'],
        ['soundIndoor', `${fanCoilSoundRange(m.soundMedium).soundMin}–${fanCoilSoundRange(m.soundMedium).soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(fanCoilSoundRange(m.soundMedium).soundMax)), 'dBA'],
        ['condensateLift', val(m.lift), 'mm'],
      ]),
      innerBody: {
        it: `La portata d'aria massima è di ${air.it} m³/h, con una pressione sonora di ${m.soundMedium} dB(A) a velocità media. La portata d'acqua nominale è di ${flowF.it} m³/h con una perdita di carico di ${m.pressureDrop} kPa.\n\nUn attacco laterale permette di immettere una quota di aria esterna pretrattata. La pompa condensa integrata supera un dislivello di ${m.lift} mm, utile quando lo scarico si trova lontano dall'unità.`,
        ru: `Максимальный расход воздуха — ${air.ru} м³/ч, звуковое давление на средней скорости — ${m.soundMedium} дБ(А). Номинальный расход воды — ${flowF.ru} м³/ч при гидравлическом сопротивлении ${m.pressureDrop} кПа.\n\nБоковой патрубок позволяет подавать часть предварительно подготовленного наружного воздуха. Встроенный дренажный насос поднимает конденсат на ${m.lift} мм, что удобно, когда дренажная линия проходит далеко от блока.`,
        en: `Maximum airflow is ${air.en} m³/h, with a sound pressure of ${m.soundMedium} dB(A) at medium speed. Nominal water flow is ${flowF.en} m³/h at a pressure drop of ${m.pressureDrop} kPa.\n\nA side spigot admits a share of pre-treated outdoor air. The built-in condensate pump provides ${m.lift} mm of lift, which helps when the drain line runs some distance from the unit.`,
      },
    },
    {
      waterFlowM3h: flow,
      waterPressureDropKpa: m.pressureDrop,
      ...currents({ powerKw: m.motorW / 1000, supply: '1ph', drive: 'ec', maxLoad: MAX_LOAD.fanCoil }),
    },
  );
}

export const cassetteFanCoils = series<CassetteFanCoilModel>(
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
      panelKg: 2.5,
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
      panelKg: 2.5,
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
      panelKg: 5.5,
      price: null,
    },
  ],
  cassetteFanCoil,
);

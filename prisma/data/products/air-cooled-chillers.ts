import { flowDecimals, fmt, range, ratio, signed, val, waterFlow } from './format';
import { specs } from './labels';
import { PICTURES, assemble, partsOfUnit, series, type Dims } from './assemble';
import { COMPRESSOR_TYPE, compressorSentence, compressorSummary } from './compressors';
import { currents, MAX_LOAD, soundPowerFree } from './engineering';
import type { Refrigerant } from '../../../lib/catalogue/engineering';
import type { Localized, SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Chillers: air-cooled

type AirChillerModel = {
  code: string;
  cooling: number;
  power: number;
  seer: number;
  /** Eurovent ESEER: part-load efficiency weighted over 100/75/50/25 % load. */
  eseer: number;
  compressor: 'scroll' | 'screw';
  compressors: number;
  circuits: number;
  refrigerant: Refrigerant;
  chargeKg: number;
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
      specRows: specs([
        ...ratingRows(RATING.airCooledChiller),
        ['eer', val(eer, 2)],
        ['compressorType', COMPRESSOR_TYPE[m.compressor]],
        ['compressorsCircuits', `${m.compressors} / ${m.circuits}`],
        ['sound10m', val(m.sound10m), 'dBA'],
        ['rangeAmbient', range(m.ambientMin, m.ambientMax), 'C'],
      ]),
      innerBody: {
        it: `L'evaporatore è ${evaporator.it}, dotato di pressostato differenziale e resistenza antigelo. La regolazione a microprocessore controlla la temperatura dell'acqua in uscita e dispone di serie dell'interfaccia Modbus RTU; BACnet è disponibile come opzione.\n\nLa portata d'acqua nominale è di ${flowF.it} m³/h con una perdita di carico di ${m.pressureDrop} kPa. La pressione sonora a 10 m in campo libero è di ${m.sound10m} dB(A); per installazioni vicine a edifici residenziali è disponibile una versione silenziata.`,
        ru: `Испаритель — ${evaporator.ru} с дифференциальным реле давления и электронагревателем защиты от замерзания. Микропроцессорный контроллер поддерживает температуру воды на выходе и имеет встроенный интерфейс Modbus RTU; BACnet поставляется опционально.\n\nНоминальный расход воды — ${flowF.ru} м³/ч при гидравлическом сопротивлении ${m.pressureDrop} кПа. Звуковое давление на расстоянии 10 м в свободном поле — ${m.sound10m} дБ(А); для установки рядом с жилыми зданиями предлагается малошумное исполнение.`,
        en: `The evaporator is a ${evaporator.en}, fitted with a differential pressure switch and an anti-freeze heater. The microprocessor controller regulates the leaving water temperature and includes a Modbus RTU interface as standard; BACnet is optional.\n\nNominal water flow is ${flowF.en} m³/h with a pressure drop of ${m.pressureDrop} kPa. Sound pressure at 10 m in free field is ${m.sound10m} dB(A); a low-noise version is available for sites close to residential buildings.`,
      },
    },
    {
      refrigerant: m.refrigerant,
      refrigerantChargeKg: m.chargeKg,
      seer: m.seer,
      eseer: m.eseer,
      waterFlowM3h: flow,
      waterPressureDropKpa: m.pressureDrop,
      // Scroll compressors start across the line, screw compressors at reduced voltage.
      ...currents({ powerKw: m.power, supply: '3ph', drive: screw ? 'reducedVoltage' : 'direct', maxLoad: MAX_LOAD.fixed, compressors: m.compressors }),
      soundPowerDba: soundPowerFree(m.sound10m, 10),
    },
  );
}

export const airCooledChillers = series<AirChillerModel>(
  [
    {
      code: 'ACH-020S',
      cooling: 20.5,
      power: 6.9,
      seer: 4.45,
      eseer: 4.05,
      compressor: 'scroll',
      compressors: 2,
      circuits: 1,
      refrigerant: 'R32',
      chargeKg: 3.6,
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
      eseer: 4.1,
      compressor: 'scroll',
      compressors: 2,
      circuits: 1,
      refrigerant: 'R32',
      chargeKg: 8.5,
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
      eseer: 4.25,
      compressor: 'scroll',
      compressors: 4,
      circuits: 2,
      refrigerant: 'R32',
      chargeKg: 24,
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
      eseer: 4.6,
      compressor: 'screw',
      compressors: 2,
      circuits: 2,
      refrigerant: 'R134a',
      chargeKg: 62,
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
      eseer: 4.8,
      compressor: 'screw',
      compressors: 2,
      circuits: 2,
      refrigerant: 'R134a',
      chargeKg: 98,
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

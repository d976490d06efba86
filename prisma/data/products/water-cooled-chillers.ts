import { flowDecimals, fmt, range, ratio, val, waterFlow } from './format';
import { specs } from './labels';
import { PICTURES, SUPPLY, assemble, partsOfUnit, series, type Dims } from './assemble';
import { COMPRESSOR_TYPE, compressorSentence, compressorSummary } from './compressors';
import { currents, MAX_LOAD, soundPowerAt1m } from './engineering';
import type { Refrigerant } from '../../../lib/catalogue/engineering';
import type { Localized, SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Chillers: water-cooled

type WaterChillerModel = {
  code: string;
  cooling: number;
  power: number;
  /** Eurovent ESEER: part-load efficiency weighted over 100/75/50/25 % load. */
  eseer: number;
  compressor: 'scroll' | 'screw';
  compressors: number;
  circuits: number;
  refrigerant: Refrigerant;
  chargeKg: number;
  /** Evaporator pressure drop at nominal flow, kPa. */
  evaporatorDp: number;
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
      specRows: specs([
        ...ratingRows(RATING.waterCooledChiller),
        ['eer', val(eer, 2)],
        ['compressorType', COMPRESSOR_TYPE[m.compressor]],
        ['compressorsCircuits', `${m.compressors} / ${m.circuits}`],
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
    {
      refrigerant: m.refrigerant,
      refrigerantChargeKg: m.chargeKg,
      eseer: m.eseer,
      waterFlowM3h: evapFlow,
      waterPressureDropKpa: m.evaporatorDp,
      // The panel's soft starter (see the text) starts each compressor at reduced voltage.
      ...currents({ powerKw: m.power, supply: '3ph', drive: 'reducedVoltage', maxLoad: MAX_LOAD.fixed, compressors: m.compressors }),
      soundPowerDba: soundPowerAt1m(m.sound1m, m.body),
    },
  );
}

export const waterCooledChillers = series<WaterChillerModel>(
  [
    {
      code: 'WCH 120',
      cooling: 121,
      power: 24.8,
      eseer: 6.1,
      compressor: 'scroll',
      compressors: 2,
      circuits: 2,
      refrigerant: 'R410A',
      chargeKg: 14,
      evaporatorDp: 42,
      sound1m: 72,
      body: [2000, 1600, 850],
      kg: 780,
    },
    {
      code: 'WCH 300',
      cooling: 305,
      power: 58.2,
      eseer: 6.9,
      compressor: 'screw',
      compressors: 1,
      circuits: 1,
      refrigerant: 'R134a',
      chargeKg: 55,
      evaporatorDp: 48,
      sound1m: 78,
      body: [3200, 1850, 1050],
      kg: 2150,
    },
    {
      code: 'WCH 600',
      cooling: 612,
      power: 112,
      eseer: 7.2,
      compressor: 'screw',
      compressors: 2,
      circuits: 2,
      refrigerant: 'R134a',
      chargeKg: 105,
      evaporatorDp: 52,
      sound1m: 80,
      body: [4200, 1950, 1200],
      kg: 3900,
    },
  ],
  waterChiller,
);

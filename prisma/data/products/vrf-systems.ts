import { fmt, range, ratio, val } from './format';
import { specs } from './labels';
import { PICTURES, assemble, series, type Dims } from './assemble';
import { currents, MAX_LOAD, soundPowerAt1m, tubeSize, vrfLines } from './engineering';
import type { Localized, SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Split systems: VRF outdoor units

/** The series' piping limits (every model): total piping, longest line to an indoor unit, height difference, m. */
const VRF_PIPING = { total: 1000, longestLine: 165, heightDifference: 90 };

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
  const total = fmt(VRF_PIPING.total);
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
          `Lunghezza totale delle tubazioni fino a ${total.it} m`,
          `Dislivello fino a ${VRF_PIPING.heightDifference} m`,
          single ? 'Compressore scroll DC inverter' : 'Compressori scroll DC inverter',
        ],
        ru: [
          `Подключение до ${m.maxIndoorUnits} внутренних блоков`,
          'Коэффициент загрузки 50–130 %',
          `Суммарная длина трасс до ${total.ru} м`,
          `Перепад высот до ${VRF_PIPING.heightDifference} м`,
          single ? 'Спиральный DC-инверторный компрессор' : 'Спиральные DC-инверторные компрессоры',
        ],
        en: [
          `Up to ${m.maxIndoorUnits} indoor units`,
          'Connection ratio 50–130%',
          `Total piping up to ${total.en} m`,
          `Height difference up to ${VRF_PIPING.heightDifference} m`,
          single ? 'DC inverter scroll compressor' : 'DC inverter scroll compressors',
        ],
      },
      specRows: specs([
        ...ratingRows(RATING.airToAir),
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['cop', val(m.cop, 2)],
        ['compressorType', compressors],
        ['maxIndoorUnits', val(m.maxIndoorUnits)],
        ['pipeTotal', val(VRF_PIPING.total), 'm'],
        ['pipeLiquid', tubeSize(vrfLines(m.cooling).liquid)],
        ['pipeGas', tubeSize(vrfLines(m.cooling).gas)],
        ['soundOutdoor', val(m.sound), 'dBA'],
        ['rangeHeating', range(-20, 24), 'C'],
      ]),
      innerBody: {
        it: `L'unità è predisposta per il collegamento a comandi centralizzati e a sistemi BMS tramite gateway BACnet o Modbus. Il ritorno dell'olio e lo sbrinamento sono gestiti automaticamente in base alle condizioni di funzionamento rilevate.\n\nLa potenza indicata si riferisce alle condizioni nominali EN 14511. La selezione definitiva delle unità interne e delle tubazioni si esegue con il software di progettazione del sistema, che il distributore mette a disposizione dei progettisti.`,
        ru: `Блок поддерживает подключение центральных пультов и систем диспетчеризации через шлюзы BACnet или Modbus. Возврат масла и оттайка выполняются автоматически с учётом фактических условий работы.\n\nПроизводительность указана для номинальных условий по EN 14511. Окончательный подбор внутренних блоков и трубопроводов выполняется в программе подбора системы, которую дистрибьютор предоставляет проектировщикам.`,
        en: `The unit connects to central controllers and to building management systems through BACnet or Modbus gateways. Oil return and defrost are handled automatically according to the measured operating conditions.\n\nThe stated capacity refers to nominal EN 14511 conditions. The final selection of indoor units and piping is made with the system design software, which the distributor provides to consultants.`,
      },
    },
    {
      refrigerant: 'R410A',
      refrigerantChargeKg: m.chargeKg,
      ...currents({ powerKw: m.power, supply: '3ph', drive: 'inverter', maxLoad: MAX_LOAD.inverter }),
      soundPowerDba: soundPowerAt1m(m.sound, m.body),
      maxPipeLengthM: VRF_PIPING.longestLine,
      maxHeightDiffM: VRF_PIPING.heightDifference,
    },
  );
}

export const vrfUnits = series<VrfModel>(
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

import { fmt, val } from './format';
import { specs } from './labels';
import { PICTURES, assemble, series, type Dims } from './assemble';
import { currents, MAX_LOAD, soundPowerAt1m } from './engineering';
import type { SeedProduct } from '../types';

// Ventilation: modular air handling units

type AhuModel = {
  code: string;
  airflow: number;
  esp: number;
  efficiency: number;
  power: number;
  sound1m: number;
  body: Dims;
  kg: number;
};

function airHandlingUnit(m: AhuModel, sortOrder: number): SeedProduct {
  const air = fmt(m.airflow);
  const p = fmt(m.power, 1);
  return assemble(
    {
      code: m.code,
      category: 'air-handling-units',
      sortOrder,
      picture: PICTURES.ahu,
      price: null,
      supply: '3ph',
      cooling: null,
      heating: null,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'skid',
      dimensionsAndWeight: [{ part: 'standard', size: m.body, kg: m.kg }],
    },
    {
      name: {
        it: `Unità di trattamento aria ${m.code}, ${air.it} m³/h`,
        ru: `Центральный кондиционер ${m.code}, ${air.ru} м³/ч`,
        en: `Air handling unit ${m.code}, ${air.en} m³/h`,
      },
      shortDescription: {
        it: `Unità di trattamento aria modulare con recuperatore rotativo, batterie ad acqua e ventilatori EC, portata nominale ${air.it} m³/h.`,
        ru: `Модульный центральный кондиционер с роторным рекуператором, водяными теплообменниками и EC-вентиляторами, номинальный расход воздуха ${air.ru} м³/ч.`,
        en: `Modular air handling unit with a rotary heat exchanger, water coils and EC fans, nominal airflow ${air.en} m³/h.`,
      },
      description: {
        it: `L'unità è composta da sezioni assemblate in cantiere: filtrazione, recuperatore rotativo, batteria di riscaldamento, batteria di raffrescamento con separatore di gocce e ventilatori plug-fan EC in mandata e ripresa. La pannellatura a doppia parete da 50 mm con isolamento in lana minerale limita le dispersioni termiche e il rumore irradiato.`,
        ru: `Установка собирается на объекте из отдельных секций: фильтрации, роторного рекуператора, водяного нагревателя, воздухоохладителя с каплеуловителем, приточного и вытяжного EC-вентиляторов со свободным колесом. Двустенные панели толщиной 50 мм с минераловатной изоляцией снижают теплопотери и излучаемый шум.`,
        en: `The unit is built from sections assembled on site: filtration, rotary heat exchanger, heating coil, cooling coil with droplet eliminator, and EC plug fans on supply and extract. Double-skin 50 mm panels with mineral wool insulation limit heat loss and radiated noise.`,
      },
      keyFeatures: {
        it: [
          `Portata nominale ${air.it} m³/h con prevalenza utile di ${m.esp} Pa`,
          `Recuperatore rotativo con efficienza del ${m.efficiency}%`,
          'Ventilatori plug-fan EC in mandata e ripresa',
          'Pannelli a doppia parete da 50 mm',
          'Quadro di regolazione con interfaccia BACnet/Modbus',
        ],
        ru: [
          `Номинальный расход ${air.ru} м³/ч при располагаемом давлении ${m.esp} Па`,
          `Роторный рекуператор с эффективностью ${m.efficiency} %`,
          'Приточный и вытяжной EC-вентиляторы со свободным колесом',
          'Двустенные панели толщиной 50 мм',
          'Шкаф автоматики с интерфейсом BACnet/Modbus',
        ],
        en: [
          `Nominal airflow ${air.en} m³/h at ${m.esp} Pa available pressure`,
          `Rotary heat exchanger, ${m.efficiency}% efficiency`,
          'EC plug fans on supply and extract',
          '50 mm double-skin panels',
          'Control panel with BACnet/Modbus interface',
        ],
      },
      specRows: specs([
        ['airflowNominal', val(m.airflow), 'm3h'],
        ['espNominal', val(m.esp), 'Pa'],
        ['rotaryEfficiency', val(m.efficiency), 'pct'],
        ['filters', 'ePM1 80% / ePM10 60%'],
        ['panelThickness', '50', 'mm'],
        ['casingClass', 'D1(M) / L1(M) / T2 / TB2'],
        ['sound1m', val(m.sound1m), 'dBA'],
      ]),
      innerBody: {
        it: `La configurazione indicata è quella standard: dimensioni, sezioni e potenze delle batterie si definiscono per ogni progetto con il software di selezione, in base alle condizioni di progetto estive e invernali. Per l'installazione all'esterno sono disponibili tetto di protezione e cappe antipioggia.\n\nLa potenza elettrica assorbita dai ventilatori alla portata nominale è di ${p.it} kW. Il prezzo dipende dalla configurazione: il distributore prepara l'offerta sulla base della scheda tecnica del progetto.`,
        ru: `Здесь приведена стандартная конфигурация: размеры, набор секций и мощность теплообменников определяются для каждого проекта в программе подбора с учётом расчётных летних и зимних условий. Для наружной установки предлагаются защитная крыша и воздухозаборные козырьки.\n\nПотребляемая мощность вентиляторов при номинальном расходе — ${p.ru} кВт. Цена зависит от конфигурации: дистрибьютор готовит предложение на основании технического задания проекта.`,
        en: `The configuration shown is the standard one: dimensions, sections and coil duties are defined for each project with the selection software, based on summer and winter design conditions. A protective roof and weather hoods are available for outdoor installation.\n\nFan power input at nominal airflow is ${p.en} kW. The price depends on the configuration, and the distributor prepares a quotation based on the project's technical specification.`,
      },
    },
    {
      ...currents({ powerKw: m.power, supply: '3ph', drive: 'ec', maxLoad: MAX_LOAD.ventilation }),
      // Radiated by the casing (the pressure is measured 1 m from it); in-duct sound depends on the project.
      soundPowerDba: soundPowerAt1m(m.sound1m, m.body),
    },
  );
}

export const airHandlingUnits = series<AhuModel>(
  [
    {
      code: 'AHU-M 05',
      airflow: 5000,
      esp: 300,
      efficiency: 78,
      power: 4.6,
      sound1m: 58,
      body: [3200, 1450, 1100],
      kg: 780,
    },
    {
      code: 'AHU-M 10',
      airflow: 10000,
      esp: 400,
      efficiency: 78,
      power: 8.9,
      sound1m: 62,
      body: [3800, 1900, 1400],
      kg: 1250,
    },
    {
      code: 'AHU-M 20',
      airflow: 20000,
      esp: 450,
      efficiency: 77,
      power: 17.6,
      sound1m: 66,
      body: [4700, 2500, 1900],
      kg: 2350,
    },
  ],
  airHandlingUnit,
);

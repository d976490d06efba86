import { fmt, val } from './format';
import { specs } from './labels';
import { PICTURES, assemble, partsOfUnit, series, type Dims, type Supply } from './assemble';
import { currents, MAX_LOAD, soundPowerFree } from './engineering';
import type { Localized, SeedProduct } from '../types';

// Ventilation: heat recovery units

type HeatRecoveryModel = {
  code: string;
  airflow: number;
  esp: number;
  efficiency: number;
  power: number;
  supply: Supply;
  sound3m: number;
  layout: 'ceiling' | 'floor';
  body: Dims;
  kg: number;
  price: number | null;
};

function heatRecovery(m: HeatRecoveryModel, sortOrder: number): SeedProduct {
  const air = fmt(m.airflow);
  const p = fmt(m.power, 2);
  const mount: Localized =
    m.layout === 'ceiling'
      ? {
          it: 'Il corpo basso si installa in controsoffitto in uffici, aule e negozi.',
          ru: 'Низкий корпус монтируется за подвесным потолком в офисах, учебных классах и магазинах.',
          en: 'The low-profile casing fits above suspended ceilings in offices, classrooms and shops.',
        }
      : {
          it: "È destinata a sale riunioni, mense, aule e spazi commerciali, con installazione a pavimento in locale tecnico o all'esterno sotto copertura.",
          ru: 'Она предназначена для конференц-залов, столовых, учебных аудиторий и торговых помещений и монтируется на пол в венткамере или снаружи под навесом.',
          en: 'It is intended for conference rooms, canteens, lecture halls and retail spaces, and stands on the floor of a plant room or outdoors under cover.',
        };
  return assemble(
    {
      code: m.code,
      category: 'heat-recovery-units',
      sortOrder,
      picture: PICTURES.heatRecovery,
      price: m.price,
      supply: m.supply,
      cooling: null,
      heating: null,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: m.kg > 150 ? 'crate' : 'carton',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Recuperatore di calore ${m.code}, ${air.it} m³/h`,
        ru: `Приточно-вытяжная установка ${m.code}, ${air.ru} м³/ч`,
        en: `Heat recovery unit ${m.code}, ${air.en} m³/h`,
      },
      shortDescription: {
        it: `Unità di ventilazione con recuperatore di calore in controcorrente e ventilatori EC, portata nominale ${air.it} m³/h.`,
        ru: `Приточно-вытяжная установка с противоточным рекуператором и EC-вентиляторами, номинальный расход воздуха ${air.ru} м³/ч.`,
        en: `Ventilation unit with a counterflow heat exchanger and EC fans, nominal airflow ${air.en} m³/h.`,
      },
      description: {
        it: `L'unità immette aria esterna filtrata ed estrae quella viziata, trasferendo all'aria di rinnovo fino al ${m.efficiency}% del calore dell'aria espulsa (EN 308). Il bypass motorizzato al 100% consente il free cooling nelle notti estive. ${mount.it}`,
        ru: `Установка подаёт очищенный наружный воздух и удаляет отработанный, передавая приточному воздуху до ${m.efficiency} % тепла вытяжного (EN 308). Моторизованный байпас на полный расход позволяет летними ночами охлаждать помещения наружным воздухом. ${mount.ru}`,
        en: `The unit supplies filtered outdoor air and extracts stale air, transferring up to ${m.efficiency}% of the exhaust heat to the incoming air (EN 308). A motorised full-flow bypass allows free cooling on summer nights. ${mount.en}`,
      },
      keyFeatures: {
        it: [
          `Efficienza termica fino al ${m.efficiency}% (EN 308)`,
          'Ventilatori EC con regolazione a portata costante',
          'Filtri ePM1 55% in mandata ed ePM10 50% in ripresa',
          'Bypass motorizzato al 100% per il free cooling',
          `Prevalenza utile di ${m.esp} Pa alla portata nominale`,
        ],
        ru: [
          `Тепловая эффективность до ${m.efficiency} % (EN 308)`,
          'EC-вентиляторы с поддержанием постоянного расхода',
          'Фильтры ePM1 55 % на притоке и ePM10 50 % на вытяжке',
          'Моторизованный байпас 100 % для свободного охлаждения',
          `Располагаемое давление ${m.esp} Па при номинальном расходе`,
        ],
        en: [
          `Thermal efficiency up to ${m.efficiency}% (EN 308)`,
          'EC fans with constant airflow control',
          'ePM1 55% supply and ePM10 50% extract filters',
          'Motorised 100% bypass for free cooling',
          `${m.esp} Pa external static pressure at nominal airflow`,
        ],
      },
      specRows: specs([
        ['airflowNominal', val(m.airflow), 'm3h'],
        ['espNominal', val(m.esp), 'Pa'],
        ['efficiency', val(m.efficiency), 'pct'],
        [
          'hxType',
          {
            it: 'A piastre in controcorrente, alluminio',
            ru: 'Противоточный пластинчатый, алюминий',
            en: 'Counterflow plate, aluminium',
          },
        ],
        ['filters', 'ePM1 55% / ePM10 50%'],
        ['sound3m', val(m.sound3m), 'dBA'],
      ]),
      innerBody: {
        it: `Lo scambiatore a piastre in controcorrente è in alluminio, con bacinella condensa in acciaio inox. La protezione antigelo è gestita dal regolatore, che riduce la portata di immissione o attiva un preriscaldatore elettrico opzionale. L'assorbimento complessivo dei ventilatori alla portata nominale è di ${p.it} kW.\n\nIl regolatore integrato gestisce la programmazione oraria, l'allarme filtri sporchi e il funzionamento in base alla qualità dell'aria con sonda CO₂ opzionale; l'interfaccia Modbus RTU è di serie.`,
        ru: `Противоточный пластинчатый рекуператор выполнен из алюминия, поддон для конденсата — из нержавеющей стали. Защиту от обмерзания обеспечивает контроллер, который снижает расход приточного воздуха или включает опциональный электрический преднагреватель. Суммарная потребляемая мощность вентиляторов при номинальном расходе — ${p.ru} кВт.\n\nВстроенный контроллер поддерживает работу по расписанию, сигнализирует о загрязнении фильтров и регулирует расход по качеству воздуха с опциональным датчиком CO₂; интерфейс Modbus RTU входит в стандартную комплектацию.`,
        en: `The counterflow plate exchanger is aluminium, with a stainless steel condensate tray. Frost protection is handled by the controller, which reduces supply airflow or switches on an optional electric pre-heater. Total fan power input at nominal airflow is ${p.en} kW.\n\nThe built-in controller provides time scheduling, dirty-filter alarms and demand control with an optional CO₂ sensor; a Modbus RTU interface is standard.`,
      },
    },
    {
      ...currents({ powerKw: m.power, supply: m.supply, drive: 'ec', maxLoad: MAX_LOAD.ventilation }),
      soundPowerDba: soundPowerFree(m.sound3m, 3),
    },
  );
}

export const heatRecoveryUnits = series<HeatRecoveryModel>(
  [
    {
      code: 'HRV 350 EC',
      airflow: 350,
      esp: 100,
      efficiency: 90,
      power: 0.17,
      supply: '1ph',
      sound3m: 35,
      layout: 'ceiling',
      body: [1100, 290, 880],
      kg: 52,
      price: 2650,
    },
    {
      code: 'HRV 800 EC',
      airflow: 800,
      esp: 150,
      efficiency: 88,
      power: 0.42,
      supply: '1ph',
      sound3m: 38,
      layout: 'ceiling',
      body: [1350, 390, 1150],
      kg: 98,
      price: 4290,
    },
    {
      code: 'HRV 1500 EC',
      airflow: 1500,
      esp: 200,
      efficiency: 86,
      power: 0.95,
      supply: '1ph',
      sound3m: 42,
      layout: 'floor',
      body: [1750, 1150, 700],
      kg: 185,
      price: 6890,
    },
    {
      code: 'HRV 3000 EC',
      airflow: 3000,
      esp: 250,
      efficiency: 85,
      power: 2.1,
      supply: '3ph',
      sound3m: 46,
      layout: 'floor',
      body: [2050, 1450, 900],
      kg: 345,
      price: null,
    },
  ],
  heatRecovery,
);

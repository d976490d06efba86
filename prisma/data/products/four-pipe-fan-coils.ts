import { fmt, val, waterFlow } from './format';
import { specs } from './labels';
import { PICTURES, assemble, partsOfIndoor, series, type Dims } from './assemble';
import { currents, MAX_LOAD, fanCoilSoundRange, soundPowerIndoor } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Fan coils: four-pipe (cabinet, separate heating coil)

type FourPipeModel = {
  code: string;
  cooling: number;
  heating: number;
  airflow: number;
  motorW: number;
  soundMedium: number;
  coolingDp: number;
  body: Dims;
  kg: number;
  price: number | null;
};

function fourPipeFanCoil(m: FourPipeModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const air = fmt(m.airflow);
  const coolFlow = waterFlow(m.cooling, 5);
  const heatFlow = waterFlow(m.heating, 10);
  const coolF = fmt(coolFlow, 2);
  const heatF = fmt(heatFlow, 2);
  return assemble(
    {
      code: m.code,
      category: 'four-pipe-fan-coils',
      sortOrder,
      picture: PICTURES.fanCoil,
      price: m.price,
      supply: '1ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.motorW / 1000,
      body: m.body,
      netKg: m.kg,
      packing: 'carton',
      dimensionsAndWeight: partsOfIndoor(m.body, m.kg),
    },
    {
      name: {
        it: `Ventilconvettore a 4 tubi ${m.code}, ${c.it} kW`,
        ru: `Четырёхтрубный фанкойл ${m.code}, ${c.ru} кВт`,
        en: `Four-pipe fan coil ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Ventilconvettore a 4 tubi con batteria di riscaldamento separata: ${c.it} kW in raffrescamento e ${h.it} kW in riscaldamento, anche insieme.`,
        ru: `Четырёхтрубный фанкойл с отдельным нагревательным теплообменником: ${c.ru} кВт холода и ${h.ru} кВт тепла, в том числе одновременно.`,
        en: `Four-pipe fan coil with a separate heating coil: ${c.en} kW of cooling and ${h.en} kW of heating, even at the same time.`,
      },
      description: {
        it: `La batteria principale a tre ranghi è dedicata al raffrescamento (${c.it} kW con acqua 7/12 °C), mentre una batteria a un rango alimentata con acqua a 70/60 °C fornisce ${h.it} kW in riscaldamento. Ogni zona può così passare dal caldo al freddo in qualsiasi momento, anche nelle mezze stagioni, come richiesto negli hotel e negli uffici con facciate esposte diversamente.`,
        ru: `Основной трёхрядный теплообменник работает на охлаждение (${c.ru} кВт при воде 7/12 °C), а однорядный нагревательный теплообменник на воде 70/60 °C даёт ${h.ru} кВт тепла. Каждая зона может в любой момент переключаться между нагревом и охлаждением, в том числе в межсезонье, — это востребовано в гостиницах и офисах с фасадами разной ориентации.`,
        en: `The main three-row coil handles cooling (${c.en} kW with 7/12 °C water), while a one-row coil fed with 70/60 °C water provides ${h.en} kW of heating. Each zone can switch between heating and cooling at any time, including mid-season, as hotels and offices with façades facing different directions require.`,
      },
      keyFeatures: {
        it: [
          'Due batterie indipendenti con attacchi separati',
          `Raffrescamento ${c.it} kW / riscaldamento ${h.it} kW`,
          'Motore EC brushless con comando 0–10 V',
          'Predisposto per valvole a due o tre vie con attuatori termoelettrici',
        ],
        ru: [
          'Два независимых теплообменника с раздельными патрубками',
          `Охлаждение ${c.ru} кВт / нагрев ${h.ru} кВт`,
          'Бесщёточный EC-двигатель с управлением 0–10 В',
          'Подготовка для двух- или трёхходовых клапанов с термоэлектрическими приводами',
        ],
        en: [
          'Two independent coils with separate connections',
          `Cooling ${c.en} kW / heating ${h.en} kW`,
          'Brushless EC motor with 0–10 V control',
          'Ready for two- or three-way valves with thermoelectric actuators',
        ],
      },
      specRows: specs([
        ...ratingRows(RATING.fourPipeFanCoil),
        ['airflow', val(m.airflow), 'm3h'],
        ['heatingWaterFlow', val(heatFlow, 2), 'm3h'],
        ['motorInput', val(m.motorW), 'W'],
        ['soundIndoor', `${fanCoilSoundRange(m.soundMedium).soundMin}–${fanCoilSoundRange(m.soundMedium).soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(fanCoilSoundRange(m.soundMedium).soundMax)), 'dBA'],
        ['waterConnections', '1/2" + 1/2"'],
      ]),
      innerBody: {
        it: `La portata d'acqua nominale è di ${coolF.it} m³/h nella batteria fredda e di ${heatF.it} m³/h in quella calda. La portata d'aria massima è di ${air.it} m³/h con un assorbimento elettrico di ${m.motorW} W.\n\nIl termostato di zona comanda le valvole delle due batterie con una banda morta regolabile, così riscaldamento e raffrescamento non lavorano mai insieme. Il mobile in lamiera verniciata e il filtro estraibile sono gli stessi della serie a due tubi.`,
        ru: `Номинальный расход воды — ${coolF.ru} м³/ч через охлаждающий и ${heatF.ru} м³/ч через нагревательный теплообменник. Максимальный расход воздуха — ${air.ru} м³/ч при потребляемой мощности ${m.motorW} Вт.\n\nЗональный термостат управляет клапанами обоих теплообменников с настраиваемой зоной нечувствительности, поэтому нагрев и охлаждение никогда не работают одновременно. Корпус из окрашенной стали и съёмный фильтр — те же, что у двухтрубной серии.`,
        en: `Nominal water flow is ${coolF.en} m³/h through the cooling coil and ${heatF.en} m³/h through the heating coil. Maximum airflow is ${air.en} m³/h with a power input of ${m.motorW} W.\n\nThe zone thermostat drives the valves of both coils with an adjustable dead band, so heating and cooling never run at the same time. The painted steel cabinet and removable filter are shared with the two-pipe series.`,
      },
    },
    {
      waterFlowM3h: coolFlow,
      waterPressureDropKpa: m.coolingDp,
      ...currents({ powerKw: m.motorW / 1000, supply: '1ph', drive: 'ec', maxLoad: MAX_LOAD.fanCoil }),
    },
  );
}

export const fourPipeFanCoils = series<FourPipeModel>(
  [
    {
      code: 'FCU 200/4T',
      cooling: 1.95,
      heating: 2.1,
      airflow: 340,
      motorW: 24,
      soundMedium: 33,
      coolingDp: 11,
      body: [770, 560, 220],
      kg: 19,
      price: 510,
    },
    {
      code: 'FCU 400/4T',
      cooling: 3.7,
      heating: 3.8,
      airflow: 680,
      motorW: 38,
      soundMedium: 37,
      coolingDp: 20,
      body: [1120, 560, 220],
      kg: 27,
      price: 680,
    },
    {
      code: 'FCU 600/4T',
      cooling: 5.4,
      heating: 5.6,
      airflow: 980,
      motorW: 55,
      soundMedium: 40,
      coolingDp: 25,
      body: [1320, 560, 245],
      kg: 32,
      price: 790,
    },
  ],
  fourPipeFanCoil,
);

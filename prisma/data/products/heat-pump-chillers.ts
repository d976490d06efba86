import { flowDecimals, fmt, ratio, signed, val, waterFlow } from './format';
import { specs } from './labels';
import { PICTURES, SUPPLY, assemble, partsOfUnit, series, type Dims } from './assemble';
import { compressorSentence, compressorSummary } from './compressors';
import { currents, MAX_LOAD, soundPowerFree } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Chillers: reversible air-to-water heat pumps

type HeatPumpModel = {
  code: string;
  cooling: number;
  heating: number;
  power: number;
  cop: number;
  scop: number;
  /** Eurovent ESEER in cooling. */
  eseer: number;
  chargeKg: number;
  /** Water-side pressure drop at nominal flow, kPa. */
  pressureDrop: number;
  compressor: 'scroll' | 'inverter-scroll';
  compressors: number;
  circuits: number;
  heatingMin: number;
  sound10m: number;
  body: Dims;
  kg: number;
  price: number | null;
};

function heatPump(m: HeatPumpModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const scop = fmt(m.scop, 2);
  const flow = waterFlow(m.cooling, 5);
  const inverter = m.compressor === 'inverter-scroll';
  const flowF = fmt(flow, flowDecimals(flow));
  const sentence = compressorSentence(m.compressor, m.compressors, m.circuits);
  const summary = compressorSummary(m.compressor, m.compressors, m.circuits);
  const supply = SUPPLY['3ph'].prose;
  const tMin = { it: signed(m.heatingMin, 'it'), ru: signed(m.heatingMin, 'ru'), en: signed(m.heatingMin, 'en') };
  return assemble(
    {
      code: m.code,
      category: 'heat-pump-chillers',
      sortOrder,
      picture: PICTURES.heatPump,
      price: m.price,
      supply: '3ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'crate',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Pompa di calore aria-acqua ${m.code}, ${c.it} kW`,
        ru: `Тепловой насос «воздух — вода» ${m.code}, ${c.ru} кВт`,
        en: `Air-to-water heat pump ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Pompa di calore reversibile aria-acqua per impianti idronici: ${c.it} kW in raffrescamento e ${h.it} kW in riscaldamento.`,
        ru: `Реверсивный тепловой насос «воздух — вода» для водяных систем: ${c.ru} кВт на охлаждение и ${h.ru} кВт на нагрев.`,
        en: `Reversible air-to-water heat pump for hydronic systems, providing ${c.en} kW cooling and ${h.en} kW heating.`,
      },
      description: {
        it: `L'unità produce acqua refrigerata d'estate e acqua calda fino a 60 °C d'inverno, servendo con lo stesso impianto ventilconvettori, pannelli radianti e batterie delle UTA. ${sentence.it} Il refrigerante è R32.`,
        ru: `Агрегат летом вырабатывает охлаждённую воду, а зимой — горячую с температурой до 60 °C, обслуживая одной системой фанкойлы, тёплые полы и водяные калориферы приточных установок. ${sentence.ru} Хладагент — R32.`,
        en: `The unit produces chilled water in summer and hot water up to 60 °C in winter, serving fan coils, radiant floors and AHU coils from the same system. ${sentence.en} The refrigerant is R32.`,
      },
      keyFeatures: {
        it: [
          'Acqua calda fino a 60 °C',
          `Riscaldamento con temperatura esterna fino a ${tMin.it} °C`,
          `SCOP ${scop.it} (applicazioni a 35 °C)`,
          summary.it,
          'Sbrinamento a inversione di ciclo solo quando necessario',
        ],
        ru: [
          'Горячая вода до 60 °C',
          `Нагрев при наружной температуре до ${tMin.ru} °C`,
          `SCOP ${scop.ru} (низкотемпературное применение, 35 °C)`,
          summary.ru,
          'Оттайка реверсированием цикла только по необходимости',
        ],
        en: [
          'Hot water up to 60 °C',
          `Heating down to ${tMin.en} °C outdoor temperature`,
          `SCOP ${scop.en} (35 °C application)`,
          summary.en,
          'Reverse-cycle defrost on demand',
        ],
      },
      specRows: specs([
        ...ratingRows(RATING.heatPumpChiller),
        ['eer', val(ratio(m.cooling, m.power), 2)],
        ['cop', val(m.cop, 2)],
        ['scop35', val(m.scop, 2)],
        ['compressorsCircuits', `${m.compressors} / ${m.circuits}`],
        ['maxHotWater', '60', 'C'],
        ['sound10m', val(m.sound10m), 'dBA'],
      ]),
      innerBody: {
        it: `Lo scambiatore lato acqua a piastre saldobrasate lavora con una portata nominale di ${flowF.it} m³/h. Il regolatore adegua il set-point dell'acqua calda alla temperatura esterna (curva climatica) e può comandare una valvola a tre vie per la produzione di acqua calda sanitaria.\n\nL'unità è alimentata ${supply.it}. La pressione sonora a 10 m è di ${m.sound10m} dB(A); la modalità notturna riduce la velocità dei ventilatori nelle ore impostate.`,
        ru: `Паяный пластинчатый теплообменник водяного контура рассчитан на номинальный расход ${flowF.ru} м³/ч. Контроллер корректирует уставку горячей воды по наружной температуре (погодозависимое регулирование) и может управлять трёхходовым клапаном для приготовления воды на нужды ГВС.\n\nАгрегат подключается к ${supply.ru}. Звуковое давление на расстоянии 10 м — ${m.sound10m} дБ(А); ночной режим снижает скорость вентиляторов в заданные часы.`,
        en: `The brazed-plate water-side heat exchanger is rated for a nominal flow of ${flowF.en} m³/h. The controller adjusts the hot water set point to the outdoor temperature (weather compensation) and can drive a three-way valve for domestic hot water production.\n\nThe unit runs on ${supply.en}. Sound pressure at 10 m is ${m.sound10m} dB(A), and a night mode lowers fan speed during set hours.`,
      },
    },
    {
      refrigerant: 'R32',
      refrigerantChargeKg: m.chargeKg,
      eseer: m.eseer,
      waterFlowM3h: flow,
      waterPressureDropKpa: m.pressureDrop,
      // The larger of the cooling and heating inputs sets the current.
      ...currents({
        powerKw: Math.max(m.power, m.heating / m.cop),
        supply: '3ph',
        drive: inverter ? 'inverter' : 'direct',
        maxLoad: inverter ? MAX_LOAD.inverter : MAX_LOAD.fixed,
        compressors: m.compressors,
      }),
      soundPowerDba: soundPowerFree(m.sound10m, 10),
    },
  );
}

export const heatPumpChillers = series<HeatPumpModel>(
  [
    {
      code: 'HPC-015',
      cooling: 15.2,
      heating: 16.5,
      power: 4.95,
      cop: 3.3,
      scop: 4.45,
      eseer: 4.2,
      chargeKg: 2.9,
      pressureDrop: 28,
      compressor: 'inverter-scroll',
      compressors: 1,
      circuits: 1,
      heatingMin: -20,
      sound10m: 44,
      body: [1250, 1380, 520],
      kg: 175,
      price: 8900,
    },
    {
      code: 'HPC-040',
      cooling: 40.5,
      heating: 43.0,
      power: 13.6,
      cop: 3.25,
      scop: 4.2,
      eseer: 3.95,
      chargeKg: 7.6,
      pressureDrop: 35,
      compressor: 'scroll',
      compressors: 2,
      circuits: 1,
      heatingMin: -15,
      sound10m: 49,
      body: [2000, 1650, 1100],
      kg: 430,
      price: 17900,
    },
    {
      code: 'HPC-090',
      cooling: 90.2,
      heating: 96.5,
      power: 30.5,
      cop: 3.2,
      scop: 4.1,
      eseer: 4.1,
      chargeKg: 16.5,
      pressureDrop: 42,
      compressor: 'scroll',
      compressors: 4,
      circuits: 2,
      heatingMin: -15,
      sound10m: 54,
      body: [2900, 2150, 1150],
      kg: 920,
      price: null,
    },
  ],
  heatPump,
);

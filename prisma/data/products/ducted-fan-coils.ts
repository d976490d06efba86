import { fmt, val, waterFlow } from './format';
import { specs } from './labels';
import { PICTURES, assemble, partsOfIndoor, series, type Dims } from './assemble';
import { currents, MAX_LOAD, fanCoilSoundRange, soundPowerIndoor } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Fan coils: ducted (concealed)

type DuctedFanCoilModel = {
  code: string;
  cooling: number;
  heating: number;
  airflow: number;
  espNominal: number;
  espMax: number;
  motorW: number;
  soundMedium: number;
  pressureDrop: number;
  body: Dims;
  kg: number;
  price: number | null;
};

function ductedFanCoil(m: DuctedFanCoilModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const air = fmt(m.airflow);
  const flow = waterFlow(m.cooling, 5);
  const flowF = fmt(flow, 2);
  return assemble(
    {
      code: m.code,
      category: 'ducted-fan-coils',
      sortOrder,
      picture: PICTURES.ductedFanCoil,
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
        it: `Ventilconvettore canalizzabile ${m.code}, ${c.it} kW`,
        ru: `Канальный фанкойл ${m.code}, ${c.ru} кВт`,
        en: `Ducted fan coil ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Ventilconvettore da incasso canalizzabile con prevalenza fino a ${m.espMax} Pa, per installazione nascosta in controsoffitto.`,
        ru: `Канальный фанкойл скрытого монтажа с внешним статическим давлением до ${m.espMax} Па для установки за подвесным потолком.`,
        en: `Concealed ducted fan coil with up to ${m.espMax} Pa external static pressure, for installation above a suspended ceiling.`,
      },
      description: {
        it: `L'unità si collega a canali di mandata e ripresa, per cui in ambiente restano visibili solo diffusori e griglie: una soluzione adatta a hotel, uffici direzionali e spazi commerciali. Con acqua 7/12 °C fornisce ${c.it} kW in raffrescamento e, con acqua in ingresso a 45 °C, ${h.it} kW in riscaldamento.`,
        ru: `Блок подключается к приточным и возвратным воздуховодам, и в помещении видны только диффузоры и решётки — решение для гостиниц, представительских офисов и торговых площадей. При воде 7/12 °C холодопроизводительность составляет ${c.ru} кВт, при температуре воды на входе 45 °C теплопроизводительность — ${h.ru} кВт.`,
        en: `The unit connects to supply and return ducts, leaving only diffusers and grilles visible in the room, which suits hotels, executive offices and retail spaces. With 7/12 °C water it delivers ${c.en} kW of cooling, and with 45 °C inlet water ${h.en} kW of heating.`,
      },
      keyFeatures: {
        it: [
          `Prevalenza statica utile fino a ${m.espMax} Pa`,
          'Motore EC brushless con comando 0–10 V',
          'Plenum di mandata con attacchi circolari disponibile',
          `Altezza di ${m.body[1]} mm per controsoffitti ribassati`,
        ],
        ru: [
          `Располагаемое статическое давление до ${m.espMax} Па`,
          'Бесщёточный EC-двигатель с управлением 0–10 В',
          'Опциональная камера статического давления с круглыми патрубками',
          `Высота ${m.body[1]} мм для низкого запотолочного пространства`,
        ],
        en: [
          `Available static pressure up to ${m.espMax} Pa`,
          'Brushless EC motor with 0–10 V control',
          'Optional supply plenum with circular spigots',
          `${m.body[1]} mm height for shallow ceiling voids`,
        ],
      },
      specRows: specs([
        ...ratingRows(RATING.twoPipeFanCoil),
        ['airflow', val(m.airflow), 'm3h'],
        ['espNominal', val(m.espNominal), 'Pa'],
        ['espMax', val(m.espMax), 'Pa'],
        ['motorInput', val(m.motorW), 'W'],
        ['soundIndoor', `${fanCoilSoundRange(m.soundMedium).soundMin}–${fanCoilSoundRange(m.soundMedium).soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(fanCoilSoundRange(m.soundMedium).soundMax)), 'dBA'],
      ]),
      innerBody: {
        it: `La portata d'aria nominale è di ${air.it} m³/h con una prevalenza di ${m.espNominal} Pa; la curva del ventilatore si adatta alla rete di canali tramite il segnale di velocità. La portata d'acqua nominale è di ${flowF.it} m³/h con una perdita di carico di ${m.pressureDrop} kPa.\n\nIl filtro sulla ripresa si estrae dal basso o dal retro, secondo lo spazio disponibile nel controsoffitto. La bacinella condensa è isolata e inclinata verso lo scarico per evitare ristagni.`,
        ru: `Номинальный расход воздуха — ${air.ru} м³/ч при внешнем статическом давлении ${m.espNominal} Па; характеристика вентилятора подстраивается под сеть воздуховодов сигналом задания скорости. Номинальный расход воды — ${flowF.ru} м³/ч при гидравлическом сопротивлении ${m.pressureDrop} кПа.\n\nФильтр на всасывании извлекается снизу или сзади — в зависимости от свободного места за потолком. Поддон для конденсата изолирован и имеет уклон к сливу, что исключает застой воды.`,
        en: `Nominal airflow is ${air.en} m³/h at ${m.espNominal} Pa external static pressure; the fan curve is matched to the duct network through the speed signal. Nominal water flow is ${flowF.en} m³/h at a pressure drop of ${m.pressureDrop} kPa.\n\nThe return filter can be withdrawn from below or from the rear, depending on the space available in the ceiling void. The insulated condensate tray slopes towards the drain to prevent standing water.`,
      },
    },
    {
      waterFlowM3h: flow,
      waterPressureDropKpa: m.pressureDrop,
      ...currents({ powerKw: m.motorW / 1000, supply: '1ph', drive: 'ec', maxLoad: MAX_LOAD.fanCoil }),
    },
  );
}

export const ductedFanCoils = series<DuctedFanCoilModel>(
  [
    {
      code: 'DFC 300',
      cooling: 3.1,
      heating: 3.9,
      airflow: 550,
      espNominal: 30,
      espMax: 60,
      motorW: 48,
      soundMedium: 36,
      pressureDrop: 20,
      body: [860, 240, 500],
      kg: 22,
      price: 590,
    },
    {
      code: 'DFC 600',
      cooling: 6.0,
      heating: 7.5,
      airflow: 1050,
      espNominal: 40,
      espMax: 80,
      motorW: 95,
      soundMedium: 40,
      pressureDrop: 26,
      body: [1200, 240, 520],
      kg: 31,
      price: 790,
    },
    {
      code: 'DFC 1000',
      cooling: 10.2,
      heating: 12.6,
      airflow: 1800,
      espNominal: 60,
      espMax: 120,
      motorW: 210,
      soundMedium: 45,
      pressureDrop: 32,
      body: [1400, 300, 620],
      kg: 46,
      price: null,
    },
  ],
  ductedFanCoil,
);

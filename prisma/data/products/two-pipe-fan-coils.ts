import { fmt, val, waterFlow } from './format';
import { specs } from './labels';
import { PICTURES, assemble, partsOfIndoor, series, type Dims } from './assemble';
import { currents, MAX_LOAD, fanCoilSoundRange, soundPowerIndoor } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Fan coils: two-pipe (cabinet)

type TwoPipeModel = {
  code: string;
  cooling: number;
  heating: number;
  sensible: number;
  airflow: number;
  motorW: number;
  soundMedium: number;
  pressureDrop: number;
  body: Dims;
  kg: number;
  price: number | null;
};

function twoPipeFanCoil(m: TwoPipeModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const flow = waterFlow(m.cooling, 5);
  const flowF = fmt(flow, 2);
  return assemble(
    {
      code: m.code,
      category: 'two-pipe-fan-coils',
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
        it: `Ventilconvettore a 2 tubi ${m.code}, ${c.it} kW`,
        ru: `Двухтрубный фанкойл ${m.code}, ${c.ru} кВт`,
        en: `Two-pipe fan coil ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Ventilconvettore a due tubi con motore EC per installazione a pavimento o a soffitto, con ${c.it} kW in raffrescamento.`,
        ru: `Двухтрубный фанкойл с EC-двигателем для напольного или потолочного монтажа, холодопроизводительность ${c.ru} кВт.`,
        en: `Two-pipe fan coil with an EC motor for floor or ceiling installation, rated at ${c.en} kW cooling.`,
      },
      description: {
        it: `Il ventilconvettore con mobile di copertura si installa a vista a pavimento, a parete o a soffitto e si collega all'impianto idronico con un'unica batteria, che raffresca o riscalda a seconda della stagione. Il motore EC brushless varia la velocità in modo continuo con un segnale 0–10 V e assorbe al massimo ${m.motorW} W.`,
        ru: `Фанкойл в декоративном корпусе устанавливается открыто на пол, стену или потолок и подключается к водяной системе с одним теплообменником, который работает на охлаждение или нагрев в зависимости от сезона. Бесщёточный EC-двигатель плавно меняет скорость по сигналу 0–10 В и потребляет не более ${m.motorW} Вт.`,
        en: `The cased fan coil is installed exposed on the floor, wall or ceiling and connected to the hydronic system through a single coil that cools or heats depending on the season. Its brushless EC motor varies speed continuously with a 0–10 V signal and draws no more than ${m.motorW} W.`,
      },
      keyFeatures: {
        it: [
          `Resa in raffrescamento ${c.it} kW (acqua 7/12 °C)`,
          `Resa in riscaldamento ${h.it} kW (acqua in ingresso a 45 °C)`,
          'Motore EC brushless con comando 0–10 V',
          `Pressione sonora di ${m.soundMedium} dB(A) a velocità media`,
          'Bacinella di raccolta condensa isolata',
        ],
        ru: [
          `Холодопроизводительность ${c.ru} кВт (вода 7/12 °C)`,
          `Теплопроизводительность ${h.ru} кВт (вода на входе 45 °C)`,
          'Бесщёточный EC-двигатель с управлением 0–10 В',
          `Звуковое давление ${m.soundMedium} дБ(А) на средней скорости`,
          'Изолированный поддон для конденсата',
        ],
        en: [
          `Cooling ${c.en} kW (7/12 °C water)`,
          `Heating ${h.en} kW (45 °C inlet water)`,
          'Brushless EC motor with 0–10 V control',
          `Sound pressure ${m.soundMedium} dB(A) at medium speed`,
          'Insulated condensate tray',
        ],
      },
      specRows: specs([
        ...ratingRows(RATING.twoPipeFanCoil),
        ['airflow', val(m.airflow), 'm3h'],
        ['sensibleCooling', val(m.sensible, 2), 'kW'],
        ['motorInput', val(m.motorW), 'W'],
        ['soundIndoor', `${fanCoilSoundRange(m.soundMedium).soundMin}–${fanCoilSoundRange(m.soundMedium).soundMax}`, 'dBA'],
        ['soundPowerIndoor', val(soundPowerIndoor(fanCoilSoundRange(m.soundMedium).soundMax)), 'dBA'],
        ['waterConnections', '1/2"'],
      ]),
      innerBody: {
        it: `La batteria in rame e alluminio ha attacchi idraulici da 1/2" invertibili in cantiere, per cui lo stesso modello si adatta a collegamenti da destra o da sinistra. La portata d'acqua nominale in raffrescamento è di ${flowF.it} m³/h con una perdita di carico di ${m.pressureDrop} kPa.\n\nIl filtro dell'aria si estrae senza attrezzi dalla griglia di ripresa. Il ventilconvettore può essere gestito da un termostato a bordo macchina oppure da un controllore di zona collegato in rete Modbus.`,
        ru: `Медно-алюминиевый теплообменник имеет патрубки 1/2", сторону подключения можно изменить на объекте, поэтому одна модель подходит для подводки справа и слева. Номинальный расход воды в режиме охлаждения — ${flowF.ru} м³/ч при гидравлическом сопротивлении ${m.pressureDrop} кПа.\n\nВоздушный фильтр извлекается из решётки всасывания без инструмента. Фанкойлом можно управлять встроенным термостатом или зональным контроллером по сети Modbus.`,
        en: `The copper-aluminium coil has 1/2" connections that can be swapped on site, so the same model suits left- or right-hand piping. Nominal water flow in cooling is ${flowF.en} m³/h with a pressure drop of ${m.pressureDrop} kPa.\n\nThe air filter slides out of the return grille without tools. The fan coil can be run from an on-board thermostat or from a zone controller on a Modbus network.`,
      },
    },
    {
      waterFlowM3h: flow,
      waterPressureDropKpa: m.pressureDrop,
      ...currents({ powerKw: m.motorW / 1000, supply: '1ph', drive: 'ec', maxLoad: MAX_LOAD.fanCoil }),
    },
  );
}

export const twoPipeFanCoils = series<TwoPipeModel>(
  [
    {
      code: 'FCU 200',
      cooling: 2.05,
      heating: 2.6,
      sensible: 1.55,
      airflow: 340,
      motorW: 24,
      soundMedium: 33,
      pressureDrop: 12,
      body: [770, 560, 220],
      kg: 17,
      price: 420,
    },
    {
      code: 'FCU 300',
      cooling: 2.95,
      heating: 3.75,
      sensible: 2.2,
      airflow: 500,
      motorW: 30,
      soundMedium: 35,
      pressureDrop: 18,
      body: [920, 560, 220],
      kg: 20,
      price: 480,
    },
    {
      code: 'FCU 400',
      cooling: 3.9,
      heating: 4.9,
      sensible: 2.95,
      airflow: 680,
      motorW: 38,
      soundMedium: 37,
      pressureDrop: 22,
      body: [1120, 560, 220],
      kg: 24,
      price: 560,
    },
    {
      code: 'FCU 600',
      cooling: 5.7,
      heating: 7.1,
      sensible: 4.25,
      airflow: 980,
      motorW: 55,
      soundMedium: 40,
      pressureDrop: 27,
      body: [1320, 560, 245],
      kg: 29,
      price: 650,
    },
  ],
  twoPipeFanCoil,
);

import type { Localized } from '../types';
import type { Row } from './labels';

// The conditions a family's nominal figures are rated at, stated once per family as rows of the specification table
// (`ratingCooling`, `ratingHeating`): capacities, EER and COP mean nothing to an engineer without them. Air
// conditioners, chillers and heat pumps are rated under EN 14511, fan coils under EN 1397; the seasonal figures
// (SEER, SCOP) name EN 14825 in their own labels. DB = dry bulb, WB = wet bulb.

type Conditions = { cooling: Localized; heating?: Localized };

const AIR_TO_AIR: Conditions = {
  cooling: {
    it: 'EN 14511: aria esterna 35 °C b.s.; aria interna 27 °C b.s. / 19 °C b.u.',
    ru: 'EN 14511: наружный воздух 35 °C (сух.); воздух в помещении 27 °C (сух.) / 19 °C (влажн.)',
    en: 'EN 14511: outdoor air 35 °C DB; indoor air 27 °C DB / 19 °C WB',
  },
  heating: {
    it: 'EN 14511: aria esterna 7 °C b.s. / 6 °C b.u.; aria interna 20 °C b.s.',
    ru: 'EN 14511: наружный воздух 7 °C (сух.) / 6 °C (влажн.); воздух в помещении 20 °C (сух.)',
    en: 'EN 14511: outdoor air 7 °C DB / 6 °C WB; indoor air 20 °C DB',
  },
};

const AIR_COOLED_CHILLER: Conditions = {
  cooling: {
    it: 'EN 14511: acqua refrigerata 12/7 °C; aria esterna 35 °C',
    ru: 'EN 14511: охлаждённая вода 12/7 °C; наружный воздух 35 °C',
    en: 'EN 14511: chilled water 12/7 °C; outdoor air 35 °C',
  },
};

const HEAT_PUMP_CHILLER: Conditions = {
  cooling: AIR_COOLED_CHILLER.cooling,
  heating: {
    it: 'EN 14511: acqua calda 40/45 °C; aria esterna 7 °C b.s. / 6 °C b.u.',
    ru: 'EN 14511: горячая вода 40/45 °C; наружный воздух 7 °C (сух.) / 6 °C (влажн.)',
    en: 'EN 14511: hot water 40/45 °C; outdoor air 7 °C DB / 6 °C WB',
  },
};

const WATER_COOLED_CHILLER: Conditions = {
  cooling: {
    it: 'EN 14511: acqua refrigerata 12/7 °C; acqua al condensatore 30/35 °C',
    ru: 'EN 14511: охлаждённая вода 12/7 °C; вода конденсатора 30/35 °C',
    en: 'EN 14511: chilled water 12/7 °C; condenser water 30/35 °C',
  },
};

const FAN_COIL_COOLING: Localized = {
  it: 'EN 1397: acqua 7/12 °C; aria ambiente 27 °C b.s. / 19 °C b.u.; velocità massima',
  ru: 'EN 1397: вода 7/12 °C; воздух в помещении 27 °C (сух.) / 19 °C (влажн.); максимальная скорость',
  en: 'EN 1397: water 7/12 °C; room air 27 °C DB / 19 °C WB; top fan speed',
};

/** A two-pipe fan coil heats through its one coil, fed at 45 °C with the cooling water flow. */
const TWO_PIPE_FAN_COIL: Conditions = {
  cooling: FAN_COIL_COOLING,
  heating: {
    it: 'EN 1397: acqua in ingresso 45 °C, portata del raffrescamento; aria ambiente 20 °C',
    ru: 'EN 1397: вода на входе 45 °C при расходе режима охлаждения; воздух в помещении 20 °C',
    en: 'EN 1397: inlet water 45 °C at the cooling water flow; room air 20 °C',
  },
};

const FOUR_PIPE_FAN_COIL: Conditions = {
  cooling: FAN_COIL_COOLING,
  heating: {
    it: 'EN 1397: acqua batteria calda 70/60 °C; aria ambiente 20 °C',
    ru: 'EN 1397: вода нагревательного теплообменника 70/60 °C; воздух в помещении 20 °C',
    en: 'EN 1397: heating coil water 70/60 °C; room air 20 °C',
  },
};

export const RATING = {
  airToAir: AIR_TO_AIR,
  airCooledChiller: AIR_COOLED_CHILLER,
  heatPumpChiller: HEAT_PUMP_CHILLER,
  waterCooledChiller: WATER_COOLED_CHILLER,
  twoPipeFanCoil: TWO_PIPE_FAN_COIL,
  fourPipeFanCoil: FOUR_PIPE_FAN_COIL,
} satisfies Record<string, Conditions>;

/** The rating-condition rows of a family: cooling, and heating where the family heats. */
export function ratingRows({ cooling, heating }: Conditions): Row[] {
  return heating ? [['ratingCooling', cooling], ['ratingHeating', heating]] : [['ratingCooling', cooling]];
}

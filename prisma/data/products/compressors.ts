import { ruPlural } from './format';
import type { Localized } from '../types';

// Compressor wording shared by chillers, heat pumps and rooftops.

export type Compressor = 'scroll' | 'inverter-scroll' | 'screw';

export const COMPRESSOR_TYPE: Record<Compressor, Localized> = {
  scroll: { it: 'Scroll', ru: 'Спиральный', en: 'Scroll' },
  'inverter-scroll': { it: 'Scroll DC inverter', ru: 'Спиральный DC-инверторный', en: 'DC inverter scroll' },
  screw: { it: 'A vite semiermetico', ru: 'Полугерметичный винтовой', en: 'Semi-hermetic screw' },
};

/** "2 compressori scroll, 1 circuito" */
export function compressorSummary(type: Compressor, n: number, circuits: number): Localized {
  const itType = { scroll: 'scroll', 'inverter-scroll': 'scroll DC inverter', screw: 'a vite' }[type];
  const enType = { scroll: 'scroll', 'inverter-scroll': 'DC inverter scroll', screw: 'screw' }[type];
  const ruForms = {
    scroll: ['спиральный компрессор', 'спиральных компрессора', 'спиральных компрессоров'],
    'inverter-scroll': [
      'спиральный DC-инверторный компрессор',
      'спиральных DC-инверторных компрессора',
      'спиральных DC-инверторных компрессоров',
    ],
    screw: ['винтовой компрессор', 'винтовых компрессора', 'винтовых компрессоров'],
  }[type] as [string, string, string];
  return {
    it: `${n} ${n === 1 ? 'compressore' : 'compressori'} ${itType}, ${circuits} ${circuits === 1 ? 'circuito' : 'circuiti'}`,
    ru: `${n} ${ruPlural(n, ...ruForms)}, ${circuits} ${ruPlural(circuits, 'контур', 'контура', 'контуров')}`,
    en: `${n} ${enType} compressor${n === 1 ? '' : 's'}, ${circuits} circuit${circuits === 1 ? '' : 's'}`,
  };
}

export const IT_COUNT: Record<number, string> = { 2: 'due', 3: 'tre', 4: 'quattro' };
export const RU_COUNT: Record<number, string> = { 2: 'Два', 3: 'Три', 4: 'Четыре' };
export const EN_COUNT: Record<number, string> = { 2: 'Two', 3: 'Three', 4: 'Four' };

/** One sentence on the compressors and circuits of a chiller or heat pump. */
export function compressorSentence(type: Compressor, n: number, circuits: number): Localized {
  if (n === 1) {
    if (type === 'screw') {
      return {
        it: 'Il compressore a vite semiermetico, su un unico circuito frigorifero, regola la potenza in modo continuo.',
        ru: 'Полугерметичный винтовой компрессор в одном холодильном контуре плавно регулирует производительность.',
        en: 'A single semi-hermetic screw compressor on one refrigerant circuit modulates capacity continuously.',
      };
    }
    return {
      it: 'Il compressore scroll DC inverter adegua la potenza al carico in modo continuo.',
      ru: 'Спиральный DC-инверторный компрессор плавно подстраивает производительность под нагрузку.',
      en: 'The DC inverter scroll compressor adjusts output continuously to the load.',
    };
  }
  const itCirc = circuits === 1 ? 'un unico circuito frigorifero' : `${IT_COUNT[circuits]} circuiti frigoriferi`;
  const ruCirc = circuits === 1 ? 'в одном холодильном контуре' : 'в двух холодильных контурах';
  const enCirc = circuits === 1 ? 'one refrigerant circuit' : `${EN_COUNT[circuits]?.toLowerCase()} refrigerant circuits`;
  if (type === 'screw') {
    return {
      it: `I ${IT_COUNT[n]} compressori a vite semiermetici, su ${itCirc}, regolano la potenza in modo continuo e seguono con precisione il carico dell'edificio.`,
      ru: `${RU_COUNT[n]} полугерметичных винтовых компрессора ${ruCirc} плавно регулируют производительность и точно следуют за нагрузкой здания.`,
      en: `${EN_COUNT[n]} semi-hermetic screw compressors on ${enCirc} modulate capacity continuously and follow the building load closely.`,
    };
  }
  return {
    it: `I ${IT_COUNT[n]} compressori scroll, su ${itCirc}, permettono di parzializzare la potenza a gradini e di mantenere il servizio anche con un compressore fermo.`,
    ru: `${RU_COUNT[n]} спиральных компрессора ${ruCirc} обеспечивают ступенчатое регулирование мощности и сохраняют работу агрегата при остановке одного из компрессоров.`,
    en: `${EN_COUNT[n]} scroll compressors on ${enCirc} give stepped capacity control and keep the unit running if one compressor stops.`,
  };
}

import { describe, expect, it } from 'vitest';
import { coolingClass, ENERGY_LABEL_MAX_KW, heatingClass, REFRIGERANTS } from '@/lib/catalogue/engineering';
import { specSections } from '@/lib/catalogue/spec-rows';
import { serverTranslator } from '@/lib/i18n/messages';
import type { SeedProduct } from '@/prisma/data/types';
import { SEED_SPEC_DICTIONARY } from '@/prisma/data/products/labels';
import { productSpecRows } from '@/lib/catalogue/spec-labels';
import { seedData } from '@/prisma/seed';

// The engineering figures of the seed catalogue: present where they apply, absent where they do not, within
// physical ranges, consistent with the product's other data and with the EU energy label's rules.

const SPLITS = ['wall-mounted-splits', 'floor-ceiling-units', 'column-units', 'cassette-units', 'ducted-units', 'multi-split-systems'];
const CHILLERS = ['air-cooled-chillers', 'water-cooled-chillers', 'heat-pump-chillers'];
const FAN_COILS = ['two-pipe-fan-coils', 'four-pipe-fan-coils', 'cassette-fan-coils', 'ducted-fan-coils'];
const VENTILATION = ['heat-recovery-units', 'air-handling-units'];

const products = seedData.products;
/** A seed product's rows as a page in `locale` shows them (the shared rows with the dictionary's labels). */
const rowsIn = (p: SeedProduct, locale: 'it' | 'ru' | 'en') => productSpecRows(p.specRows, [], SEED_SPEC_DICTIONARY, locale);
const inFamilies = (families: string[]) => products.filter((p) => families.includes(p.category));
const codes = (list: SeedProduct[]) => list.map((p) => p.modelCode);
/** The products where `check` fails, by model code: an empty list reads best in a failure message. */
const failing = (list: SeedProduct[], check: (p: SeedProduct) => boolean) => codes(list.filter((p) => !check(p)));
const EER = (p: SeedProduct) => p.technical.coolingCapacityKw! / p.technical.ratedPowerKw!;
/** A sound pressure the seed's own rows state (dB(A)), e.g. at 10 m or of the outdoor unit. */
const soundPressures = (p: SeedProduct) => rowsIn(p, 'en').filter((row) => row.unit === 'dba' && row.key !== 'soundPowerIndoor').map((row) => Number(row.value.split('–').pop()));

describe('energy classes of Regulation (EU) 626/2011 (air conditioners, Annex II, Table 1)', () => {
  it('follow the SEER thresholds, each bound belonging to the better class', () => {
    expect([8.5, 8.49, 6.1, 6.09, 5.6, 5.1, 4.6, 4.1, 3.6, 3.1, 2.6, 2.59].map(coolingClass)).toEqual(['A+++', 'A++', 'A++', 'A+', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('follow the SCOP thresholds of the average heating season', () => {
    expect([5.1, 5.09, 4.6, 4.0, 3.99, 3.4, 3.1, 2.8, 2.5, 2.2, 1.9, 1.89].map(heatingClass)).toEqual(['A+++', 'A++', 'A++', 'A+', 'A', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });
});

describe('seed engineering data', () => {
  it('gives every split system SEER, SCOP, refrigerant, charge, currents, sound power and piping limits, and no water side', () => {
    const splits = inFamilies(SPLITS);
    expect(splits.length).toBeGreaterThan(15);
    for (const p of splits) {
      const t = p.technical;
      expect([t.seer, t.scop, t.refrigerant, t.refrigerantChargeKg, t.maxCurrentA, t.startingCurrentA, t.soundPowerDba, t.maxPipeLengthM, t.maxHeightDiffM], p.modelCode).not.toContain(null);
      expect([t.waterFlowM3h, t.waterPressureDropKpa, t.eseer], p.modelCode).toEqual([null, null, null]);
    }
    // Every split family here is R32 (its texts say so).
    expect(failing(splits, (p) => p.technical.refrigerant === 'R32')).toEqual([]);
  });

  it('gives the energy class to air conditioners up to 12 kW only, the class their SEER and SCOP earn', () => {
    const labelled = products.filter((p) => p.technical.energyClassCooling !== null || p.technical.energyClassHeating !== null);
    expect(codes(labelled)).toEqual(codes(inFamilies(SPLITS).filter((p) => p.technical.coolingCapacityKw! <= ENERGY_LABEL_MAX_KW)));
    expect(labelled.length).toBeGreaterThan(10);
    for (const { modelCode, technical: t } of labelled) {
      expect([t.energyClassCooling, t.energyClassHeating], modelCode).toEqual([coolingClass(t.seer!), heatingClass(t.scop!)]);
    }
  });

  it('meets the ecodesign minimum of Regulation 206/2012 for every split up to 12 kW (SEER 4.6 below 6 kW, 4.3 above; SCOP 3.8)', () => {
    const small = inFamilies(SPLITS).filter((p) => p.technical.coolingCapacityKw! <= ENERGY_LABEL_MAX_KW);
    expect(failing(small, ({ technical: t }) => t.seer! >= (t.coolingCapacityKw! < 6 ? 4.6 : 4.3) && t.scop! >= 3.8)).toEqual([]);
  });

  it('gives every chiller ESEER above its EER, water flow, pressure drop, refrigerant, currents and sound power', () => {
    const chillers = inFamilies(CHILLERS);
    expect(chillers.length).toBeGreaterThan(8);
    for (const p of chillers) {
      const t = p.technical;
      expect([t.eseer, t.waterFlowM3h, t.waterPressureDropKpa, t.refrigerant, t.refrigerantChargeKg, t.maxCurrentA, t.startingCurrentA, t.soundPowerDba], p.modelCode).not.toContain(null);
      expect([t.maxPipeLengthM, t.energyClassCooling], p.modelCode).toEqual([null, null]);
    }
    expect(failing(chillers, (p) => p.technical.eseer! > EER(p))).toEqual([]);
    // Part-load efficiency is higher than full load, but not beyond what the compressors can do.
    expect(failing(chillers, (p) => p.technical.eseer! < EER(p) * 1.6)).toEqual([]);
  });

  it('gives the water flow of the cooling capacity at a 5 K temperature difference (water, 4.186 kJ/kg·K)', () => {
    const watery = products.filter((p) => p.technical.waterFlowM3h !== null);
    expect(codes(watery)).toEqual(codes(inFamilies([...CHILLERS, ...FAN_COILS])));
    for (const { modelCode, technical: t } of watery) {
      const flow = (t.coolingCapacityKw! * 3.6) / (4.186 * 5);
      // Rounded as the data sheets print it: two decimals below 10 m³/h, one above.
      expect(Math.abs(t.waterFlowM3h! - flow), modelCode).toBeLessThanOrEqual((flow < 10 ? 0.005 : 0.05) + 1e-9);
      expect(t.waterPressureDropKpa!, modelCode).toBeGreaterThanOrEqual(5);
      expect(t.waterPressureDropKpa!, modelCode).toBeLessThanOrEqual(80);
    }
  });

  it('gives currents every product can draw: not below its rated input at unity power factor, nor three times above it', () => {
    for (const { modelCode, technical: t } of products) {
      expect(t.maxCurrentA, modelCode).not.toBeNull();
      const volts = t.powerSupply === 'three' ? 400 * Math.sqrt(3) : 230;
      const apparentKw = (volts * t.maxCurrentA!) / 1000;
      expect(apparentKw / t.ratedPowerKw!, modelCode).toBeGreaterThanOrEqual(1);
      expect(apparentKw / t.ratedPowerKw!, modelCode).toBeLessThanOrEqual(3);
      expect(t.startingCurrentA!, modelCode).toBeGreaterThanOrEqual(t.maxCurrentA!);
    }
  });

  it('starts inverter and EC units softly and fixed-speed compressors several times higher', () => {
    const fixedSpeed = products.filter((p) => rowsIn(p, 'en').some((row) => row.label === 'Compressor type' && /^(Scroll|Semi-hermetic screw)$/.test(row.value)) || p.category === 'rooftop-units');
    const soft = inFamilies([...SPLITS, 'vrf-systems', ...FAN_COILS, ...VENTILATION]);
    expect(fixedSpeed.length).toBeGreaterThan(5);
    expect(failing(soft, (p) => p.technical.startingCurrentA === p.technical.maxCurrentA)).toEqual([]);
    expect(failing(fixedSpeed, (p) => p.technical.startingCurrentA! >= 1.5 * p.technical.maxCurrentA!)).toEqual([]);
    // A fixed-speed scroll heat pump starts higher than the inverter one of the same series.
    const [inverter, fixed] = ['HPC-015', 'HPC-040'].map((code) => products.find((p) => p.modelCode === code)!.technical);
    expect(inverter!.startingCurrentA! / inverter!.maxCurrentA!).toBe(1);
    expect(fixed!.startingCurrentA! / fixed!.maxCurrentA!).toBeGreaterThan(2);
  });

  it('gives sound powers above the sound pressures the data sheets state, within 20–110 dB(A)', () => {
    for (const p of products.filter((p) => p.technical.soundPowerDba !== null)) {
      const lw = p.technical.soundPowerDba!;
      expect(lw, p.modelCode).toBeGreaterThanOrEqual(20);
      expect(lw, p.modelCode).toBeLessThanOrEqual(110);
      // Outdoor, chiller and ventilation sound pressures are below the power; an indoor unit's quieter figures too.
      for (const lp of soundPressures(p)) expect(lw, `${p.modelCode} Lp ${lp}`).toBeGreaterThan(lp);
    }
    // Chillers, rooftops, ventilation and every outdoor unit have one; terminal fan coils do not.
    expect(failing(inFamilies([...CHILLERS, ...SPLITS, ...VENTILATION, 'vrf-systems', 'rooftop-units']), (p) => p.technical.soundPowerDba !== null)).toEqual([]);
    expect(inFamilies(FAN_COILS).map((p) => p.technical.soundPowerDba)).toEqual(inFamilies(FAN_COILS).map(() => null));
  });

  it('keeps refrigerants in the closed list and charges, pipe runs and heights in physical ranges', () => {
    for (const { modelCode, technical: t } of products) {
      if (t.refrigerant === null) {
        expect(t.refrigerantChargeKg, modelCode).toBeNull();
        continue;
      }
      expect(REFRIGERANTS, modelCode).toContain(t.refrigerant);
      const perKw = t.refrigerantChargeKg! / t.coolingCapacityKw!;
      expect(perKw, modelCode).toBeGreaterThan(0.05);
      expect(perKw, modelCode).toBeLessThan(0.5);
      if (t.maxPipeLengthM !== null) {
        expect(t.maxHeightDiffM!, modelCode).toBeLessThan(t.maxPipeLengthM);
        expect(t.maxPipeLengthM, modelCode).toBeLessThanOrEqual(200);
      }
    }
    // No refrigerant in a hydronic terminal or a ventilation unit.
    expect(inFamilies([...FAN_COILS, ...VENTILATION]).map((p) => p.technical.refrigerant).filter(Boolean)).toEqual([]);
  });

  it('says each figure once: no seed row repeats a label of the engineering rows, in any language', () => {
    for (const locale of ['it', 'ru', 'en'] as const) {
      const t = serverTranslator(locale, 'Catalogue');
      for (const p of products) {
        const { coolingCapacityKw, heatingCapacityKw, ...technical } = p.technical;
        const labels = specSections({ coolingCapacityKw, heatingCapacityKw, specifications: rowsIn(p, locale), technical }, locale, t).flatMap(({ rows }) => rows.map((row) => row.label));
        expect(labels.filter((label, i) => labels.indexOf(label) !== i), `${p.modelCode} (${locale})`).toEqual([]);
      }
    }
  });
});

describe('engineering rows of the specification table', () => {
  const table = (code: string, locale: 'it' | 'ru' | 'en') => {
    const p = products.find((product) => product.modelCode === code)!;
    const { coolingCapacityKw, heatingCapacityKw, ...technical } = p.technical;
    const sections = specSections({ coolingCapacityKw, heatingCapacityKw, specifications: rowsIn(p, locale), technical }, locale, serverTranslator(locale, 'Catalogue'));
    return sections.flatMap(({ group, rows }) => rows.map((row) => `${group} | ${row.label}: ${row.value}${row.unit ? ` ${row.unit}` : ''}`.replace(/\u00A0/g, ' ')));
  };

  it('show a split\'s figures in their groups, with the locale\'s decimal mark and units', () => {
    expect(table('WS-35R32', 'it')).toEqual(
      expect.arrayContaining([
        'performance | SEER (EN 14825): 8,5',
        'performance | SCOP (EN 14825, stagione media): 4,6',
        'general | Classe energetica (raffr. / risc.): A+++ / A++',
        'electrical | Corrente massima assorbita: 7 A',
        'refrigerant | Refrigerante: R32',
        'refrigerant | Carica di refrigerante: 0,62 kg',
        'refrigerant | Lunghezza massima della linea frigorifera: 25 m',
        'acoustics | Potenza sonora unità esterna: 61 dB(A)',
      ]),
    );
    expect(table('WS-35R32', 'ru')).toEqual(expect.arrayContaining(['electrical | Пусковой ток: 7 А', 'refrigerant | Максимальный перепад высот: 15 м', 'acoustics | Уровень звуковой мощности наружного блока: 61 дБ(А)']));
  });

  it("show a chiller's ESEER, water side and currents; its sound power is the unit's own", () => {
    expect(table('ACH-020S', 'en')).toEqual(
      expect.arrayContaining([
        'performance | SEER (EN 14825): 4.45',
        'performance | ESEER (Eurovent): 4.05',
        'performance | Nominal water flow, cooling: 3.53 m³/h',
        'performance | Water-side pressure drop: 32 kPa',
        'performance | Rating conditions, cooling: EN 14511: chilled water 12/7 °C; outdoor air 35 °C',
        'electrical | Recommended circuit breaker (rated current): 20 A',
        'electrical | Maximum running current: 15.2 A',
        'electrical | Starting current: 49.5 A',
        'acoustics | Sound power level: 76 dB(A)',
      ]),
    );
    expect(table('ACH-020S', 'ru')).toEqual(expect.arrayContaining(['performance | Номинальный расход воды в режиме охлаждения: 3,53 м³/ч', 'performance | Гидравлическое сопротивление: 32 кПа']));
  });
});

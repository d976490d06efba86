import { coolingClass, ENERGY_LABEL_MAX_KW, heatingClass, type EnergyClass, type Refrigerant } from '../../../lib/catalogue/engineering';
import type { EngineeringData } from '../../../lib/catalogue/technical';
import { num, round1, round2 } from './format';
import type { Localized } from '../types';
import type { Dims, Supply } from './assemble';

// The engineering figures the families derive from what their data sheets state: electrical currents from the power
// input, sound power from a sound pressure and its distance, energy classes from SEER and SCOP. Each rule is
// written once here, so every family derives its figures the same way
// (docs/decisions/0065-engineering-data-as-columns.md).

/** Nominal phase-to-neutral (single-phase) and phase-to-phase (three-phase) voltage the currents are given at. */
export const NOMINAL_VOLTS: Record<Supply, number> = { '1ph': 230, '3ph': 400 };

/**
 * How a product's motors start and run. `inverter`: compressor on a variable-speed drive with power-factor
 * correction, which ramps up from standstill (soft start). `direct`: fixed-speed compressors started across the
 * line. `reducedVoltage`: fixed-speed compressors started at reduced voltage (soft starter, star-delta). `ec`: electronically
 * commutated fan motors only (fan coils, ventilation), soft start by design.
 */
export type Drive = 'inverter' | 'direct' | 'reducedVoltage' | 'ec';

const POWER_FACTOR: Record<Drive, number> = { inverter: 0.95, direct: 0.85, reducedVoltage: 0.85, ec: 0.8 };

/**
 * Maximum input over rated input: a compressor's draw at the edge of its operating range (highest condensing
 * temperature, inverter at top speed) is above its draw at the rated (EN 14511) point; a fan coil's rated input is
 * already its maximum; a ventilation unit's is at nominal airflow, its fans can run faster.
 */
export const MAX_LOAD: Record<'inverter' | 'fixed' | 'fanCoil' | 'ventilation', number> = { inverter: 1.5, fixed: 1.3, fanCoil: 1, ventilation: 1.25 };

/** Locked-rotor current over maximum current of one compressor: across the line, and at reduced voltage. */
const STARTING_FACTOR = { direct: 6, reducedVoltage: 2.5 } as const;
/** The share of a compressor unit's maximum current its compressors draw (fans and controls take the rest). */
const COMPRESSOR_SHARE = 0.9;

const amps = (value: number) => (value < 1 ? round2(value) : round1(value));

/**
 * Maximum and starting current per phase. Maximum: I = P·k / (U·cos φ), times 1/√3 on a three-phase supply, with P
 * the rated input (kW), k the maximum-load factor and U the nominal voltage. Starting: a soft start (inverter, EC)
 * never exceeds the running maximum; fixed-speed compressors start one at a time, so the largest one's
 * locked-rotor current adds to the others' running current.
 */
export function currents(input: { powerKw: number; supply: Supply; drive: Drive; maxLoad: number; compressors?: number }): Pick<EngineeringData, 'maxCurrentA' | 'startingCurrentA'> {
  const { powerKw, supply, drive, maxLoad, compressors = 1 } = input;
  const phases = supply === '3ph' ? Math.sqrt(3) : 1;
  const max = (powerKw * 1000 * maxLoad) / (phases * NOMINAL_VOLTS[supply] * POWER_FACTOR[drive]);
  if (drive === 'inverter' || drive === 'ec') return { maxCurrentA: amps(max), startingCurrentA: amps(max) };
  const oneCompressor = (max * COMPRESSOR_SHARE) / compressors;
  return { maxCurrentA: amps(max), startingCurrentA: amps(max + (STARTING_FACTOR[drive] - 1) * oneCompressor) };
}

/**
 * Sound power from a sound pressure measured at `metres` in free field over a reflecting plane (a unit standing on
 * the ground, radiating into a half sphere): Lw = Lp + 10·lg(2πr²) = Lp + 20·lg(r) + 8 dB.
 */
export function soundPowerFree(lp: number, metres: number): number {
  return Math.round(lp + 20 * Math.log10(metres) + 8);
}

/**
 * Sound power from the sound pressure averaged at 1 m around a floor-standing unit (ISO 3744): at that distance a
 * large machine is no point source, so the measurement surface is the box 1 m out from its sides and top,
 * S = 4(ab + bc + ca) with a = W/2 + d, b = D/2 + d, c = H + d, and Lw = Lp + 10·lg(S / 1 m²).
 */
export function soundPowerAt1m(lp: number, [w, h, d]: Dims): number {
  const distance = 1;
  const a = w / 2000 + distance;
  const b = d / 2000 + distance;
  const c = h / 1000 + distance;
  return Math.round(lp + 10 * Math.log10(4 * (a * b + b * c + c * a)));
}

/**
 * The energy label's classes for an air conditioner: from its SEER and SCOP under Regulation 626/2011, and only up
 * to 12 kW (larger units carry no label).
 */
export function labelClasses(coolingKw: number, seer: number, scop: number): { energyClassCooling: EnergyClass | null; energyClassHeating: EnergyClass | null } {
  if (coolingKw > ENERGY_LABEL_MAX_KW) return { energyClassCooling: null, energyClassHeating: null };
  return { energyClassCooling: coolingClass(seer), energyClassHeating: heatingClass(scop) };
}

/** What an inverter split system's data sheet states about it (outdoor unit for the sound power). */
export type SplitFigures = {
  cooling: number;
  power: number;
  supply: Supply;
  seer: number;
  scop: number;
  refrigerant: Refrigerant;
  chargeKg: number;
  soundPowerOutdoor: number;
  maxPipe: number;
  maxHeight: number;
};

/** The engineering figures of an inverter split system (wall, floor/ceiling, column, cassette, ducted, multi). */
export function splitSystem(m: SplitFigures): Partial<EngineeringData> {
  return {
    refrigerant: m.refrigerant,
    refrigerantChargeKg: m.chargeKg,
    seer: m.seer,
    scop: m.scop,
    ...labelClasses(m.cooling, m.seer, m.scop),
    ...currents({ powerKw: m.power, supply: m.supply, drive: 'inverter', maxLoad: MAX_LOAD.inverter }),
    soundPowerDba: m.soundPowerOutdoor,
    maxPipeLengthM: m.maxPipe,
    maxHeightDiffM: m.maxHeight,
  };
}

/**
 * A fan coil's sound pressure at its lowest and highest speed from the figure its data sheet states at medium speed.
 * Fan noise follows the fan law, ΔL = 50·lg(n₂/n₁); the three speeds of these EC fan coils run at 70, 85 and 100 %.
 */
export function fanCoilSoundRange(medium: number): { soundMin: number; soundMax: number } {
  return { soundMin: Math.round(medium + 50 * Math.log10(0.7 / 0.85)), soundMax: Math.round(medium + 50 * Math.log10(1 / 0.85)) };
}

/**
 * An indoor unit's sound power at high speed from its sound pressure at 1 m. The pressure is measured 1 m from the
 * unit in a test room (EN 12102), the power over the whole enclosing surface, with the air outlets and, for a ducted
 * unit, the ducts: published pairs of indoor units (the EU energy labels' Lw beside the data sheets' Lp) lie 13 to 17
 * dB apart, well above the 8 dB of an ideal point source over a plane. The seed takes the middle, 15 dB.
 */
export const soundPowerIndoor = (soundHighAt1m: number) => soundHighAt1m + 15;

/** Circuit-breaker ratings, amperes: miniature breakers (IEC 60898-1) to 125 A, moulded-case ones (IEC 60947-2) above. */
const BREAKER_RATINGS = [6, 10, 13, 16, 20, 25, 32, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600];

/**
 * The recommended breaker: the smallest standard rating at or above 1.25 times the maximum running current (a
 * miniature breaker, curve C or D, up to 125 A; a moulded-case one with its trip set to the rating above).
 */
export function breakerRating(maxCurrentA: number): number {
  const rating = BREAKER_RATINGS.find((amps) => amps >= maxCurrentA * 1.25);
  if (rating === undefined) throw new Error(`No standard breaker for ${maxCurrentA} A`);
  return rating;
}

/** Copper refrigerant tube sizes (outer diameter): millimetres and the inch size they are sold by. */
const TUBES = { '1/4': 6.35, '3/8': 9.52, '1/2': 12.7, '5/8': 15.88, '3/4': 19.05, '7/8': 22.22, '1': 25.4, '1 1/8': 28.58, '1 1/4': 31.75 } as const;
export type Tube = keyof typeof TUBES;

/** "9,52 mm (3/8″)" in each language. */
export function tubeSize(tube: Tube): Localized {
  const mm = TUBES[tube];
  return { it: `${num(mm, 'it', 2)} mm (${tube}″)`, ru: `${num(mm, 'ru', 2)} мм (${tube}″)`, en: `${num(mm, 'en', 2)} mm (${tube}″)` };
}

/** The liquid and gas lines of a single split system (one indoor unit), by its cooling capacity. */
export function splitLines(coolingKw: number): { liquid: Tube; gas: Tube } {
  if (coolingKw <= 3.6) return { liquid: '1/4', gas: '3/8' };
  if (coolingKw <= 5.3) return { liquid: '1/4', gas: '1/2' };
  return { liquid: '3/8', gas: '5/8' };
}

/** The main liquid and gas lines of a VRF outdoor unit, by its cooling capacity. */
export function vrfLines(coolingKw: number): { liquid: Tube; gas: Tube } {
  if (coolingKw <= 22.4) return { liquid: '3/8', gas: '3/4' };
  if (coolingKw <= 33.5) return { liquid: '1/2', gas: '7/8' };
  if (coolingKw <= 50.4) return { liquid: '1/2', gas: '1 1/8' };
  return { liquid: '5/8', gas: '1 1/8' };
}

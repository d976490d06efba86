import type { SeedProduct } from './types';
import { wallSplits } from './products/wall-mounted-splits';
import { floorCeilingUnits } from './products/floor-ceiling-units';
import { columnUnits } from './products/column-units';
import { cassetteUnits } from './products/cassette-units';
import { ductedUnits } from './products/ducted-units';
import { multiSplits } from './products/multi-split-systems';
import { vrfUnits } from './products/vrf-systems';
import { airCooledChillers } from './products/air-cooled-chillers';
import { waterCooledChillers } from './products/water-cooled-chillers';
import { heatPumpChillers } from './products/heat-pump-chillers';
import { twoPipeFanCoils } from './products/two-pipe-fan-coils';
import { fourPipeFanCoils } from './products/four-pipe-fan-coils';
import { cassetteFanCoils } from './products/cassette-fan-coils';
import { ductedFanCoils } from './products/ducted-fan-coils';
import { heatRecoveryUnits } from './products/heat-recovery-units';
import { airHandlingUnits } from './products/air-handling-units';
import { rooftopUnits } from './products/rooftop-units';

// The product catalogue, one file per category under products/ (named after the category slug), in the order
// the seed imports them. Each family has a small builder that turns the model-specific numbers into localized
// texts, specification rows and technical fields, so the figures in prose, tables and technical fields always
// agree. Italian is the source text; Russian and English are written natively from it (decimal comma in it/ru
// prose, decimal point in en prose and in table values). Shared helpers: products/format.ts (numbers),
// products/labels.ts (specification rows), products/assemble.ts (supply, packing, the product assembler),
// products/compressors.ts (chiller wording), products/engineering.ts (the engineering figures a family derives:
// currents, sound power, energy classes).

export const products: SeedProduct[] = [
  ...wallSplits,
  ...floorCeilingUnits,
  ...columnUnits,
  ...cassetteUnits,
  ...ductedUnits,
  ...multiSplits,
  ...vrfUnits,
  ...airCooledChillers,
  ...waterCooledChillers,
  ...heatPumpChillers,
  ...twoPipeFanCoils,
  ...fourPipeFanCoils,
  ...cassetteFanCoils,
  ...ductedFanCoils,
  ...heatRecoveryUnits,
  ...airHandlingUnits,
  ...rooftopUnits,
];

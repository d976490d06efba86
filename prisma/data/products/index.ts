import type { SeedProduct } from '../types';
import { wallSplits } from './wall-mounted-splits';
import { floorCeilingUnits } from './floor-ceiling-units';
import { columnUnits } from './column-units';
import { cassetteUnits } from './cassette-units';
import { ductedUnits } from './ducted-units';
import { multiSplits } from './multi-split-systems';
import { vrfUnits } from './vrf-systems';
import { airCooledChillers } from './air-cooled-chillers';
import { waterCooledChillers } from './water-cooled-chillers';
import { heatPumpChillers } from './heat-pump-chillers';
import { twoPipeFanCoils } from './two-pipe-fan-coils';
import { fourPipeFanCoils } from './four-pipe-fan-coils';
import { cassetteFanCoils } from './cassette-fan-coils';
import { ductedFanCoils } from './ducted-fan-coils';
import { heatRecoveryUnits } from './heat-recovery-units';
import { airHandlingUnits } from './air-handling-units';
import { rooftopUnits } from './rooftop-units';

// The product catalogue, one file per category (named after its slug). Each family has a small builder that
// turns the model-specific numbers into localized texts, specification rows and technical fields, so the
// figures in prose, tables and technical fields always agree. Italian is the source text; Russian and English
// are written natively from it. Shared helpers: format.ts (numbers), labels.ts (specification rows),
// assemble.ts (supply, packing, the product assembler), compressors.ts (chiller wording).

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

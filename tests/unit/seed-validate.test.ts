import { describe, expect, it } from 'vitest';
import { products } from '@/prisma/data/products';
import { productProblems, seedProblems } from '@/prisma/data/validate';
import type { SeedProduct } from '@/prisma/data/types';

const seed = (slug: string) => products.find((product) => product.slug === slug)!;

/** A seed product with some technical figures (and rows) changed. */
function changed(slug: string, technical: Partial<SeedProduct['technical']>, specRows?: SeedProduct['specRows']): SeedProduct {
  const product = seed(slug);
  return { ...product, technical: { ...product.technical, ...technical }, ...(specRows ? { specRows } : {}) };
}

const withEer = (slug: string, eer: string) => seed(slug).specRows.map((row) => (row.key === 'eer' ? { key: 'eer', value: eer } : row));

describe('seed validator', () => {
  it('finds nothing impossible in the shipped catalogue', () => {
    expect(seedProblems(products)).toEqual([]);
  });

  it('refuses a gross weight below what the parts weigh: the CST 100 of issue 35 (27.4 kg for 24 + 6 + 72 kg)', () => {
    expect(productProblems(changed('cst-100', { grossWeightKg: 27.4 }))).toEqual([
      { product: 'cst-100', field: 'technical.grossWeightKg', message: "gross weight 27.4 kg is below the parts' 102 kg" },
    ]);
    // A one-piece unit against its net weight.
    const fanCoil = seed('fcu-200');
    expect(productProblems(changed('fcu-200', { grossWeightKg: fanCoil.technical.netWeightKg - 1 })).map((p) => p.field)).toEqual(['technical.grossWeightKg']);
  });

  it('refuses a part larger than its package, however it is turned: the 950 mm panel in a 910 mm package', () => {
    const problems = productProblems(changed('cst-100', { packageDimensions: '910 × 316 × 910' }));
    expect(problems.map((p) => p.field)).toEqual(['technical.packageDimensions', 'technical.packageDimensions', 'technical.packageDimensions']);
    expect(problems.map((p) => p.message).join(' / ')).toMatch(/panel part \(950 × 55 × 950 mm\).*outdoor part.*the parts \(0\.57 m³ together\)/);
    // Turned on its side it fits: a package 1000 deep and 1000 wide holds a 950 × 55 × 950 panel, whichever way it is written.
    expect(productProblems(changed('cst-100', { packageDimensions: '1100 × 1100 × 1400' }))).toEqual([]);
    expect(productProblems(changed('cst-100', { packageDimensions: 'large' })).map((p) => p.message)).toEqual(['"large" is not W × H × D']);
    // Every part fits alone, not all three together: the outdoor unit fills the box.
    expect(productProblems(changed('cst-100', { packageDimensions: '1000 × 1050 × 400' }))).toEqual([
      { product: 'cst-100', field: 'technical.packageDimensions', message: 'the parts (0.57 m³ together) do not fit in the package (0.42 m³)' },
    ]);
  });

  it('refuses a SEER below the EER or above three times it', () => {
    expect(productProblems(changed('cst-100', {}, withEer('cst-100', '6.5')))).toEqual([
      { product: 'cst-100', field: 'technical.seer', message: 'SEER 6.4 is below the EER 6.5' },
    ]);
    expect(productProblems(changed('cst-100', {}, withEer('cst-100', '2.1')))).toEqual([
      { product: 'cst-100', field: 'technical.seer', message: 'SEER 6.4 is more than 3 times the EER 2.1' },
    ]);
    expect(productProblems(changed('cst-100', {}, withEer('cst-100', '2.14')))).toEqual([]);
    // An EER that is no number cannot pass the comparison unnoticed.
    expect(productProblems(changed('cst-100', {}, withEer('cst-100', '3,2')))).toEqual([{ product: 'cst-100', field: 'specRows.eer', message: 'EER "3,2" is not a positive number' }]);
  });

  it("refuses a cooling capacity outside its family's range, and one of a family without a range", () => {
    expect(productProblems(changed('cst-100', { coolingCapacityKw: 40 }))).toEqual([
      { product: 'cst-100', field: 'technical.coolingCapacityKw', message: '40 kW is outside the 2.5–16 kW of family "cassette-units"' },
    ]);
    expect(productProblems({ ...seed('cst-100'), category: 'new-family' }).map((p) => p.message)).toEqual(['10 kW, but family "new-family" has no capacity range (FAMILY_COOLING_KW)']);
  });
});

import { describe, expect, it } from 'vitest';
import { coolingLoad, rankProducts, readCalculator, type Matchable, type Suggestion } from '@/lib/calculator/cooling-load';

// The capacity calculator: Q = area × height × q(sun) + 130 W per person + equipment heat.

describe('the cooling load', () => {
  it('adds the envelope by sun exposure, the people and the equipment', () => {
    // 20 m² × 2.7 m × 35 W/m³ = 1890 W; 2 people = 260 W; a computer and a printer = 450 W.
    expect(coolingLoad({ area: 20, height: 2.7, sun: 'medium', people: 2, equipment: 450 })).toEqual({ envelopeW: 1890, peopleW: 260, equipmentW: 450, totalKw: 2.6 });
    expect(coolingLoad({ area: 20, height: 2.7, sun: 'low', people: 0, equipment: 0 }).totalKw).toBeCloseTo(1.62, 10);
    expect(coolingLoad({ area: 20, height: 2.7, sun: 'high', people: 0, equipment: 0 }).totalKw).toBeCloseTo(2.16, 10);
  });
});

describe('reading the form from the URL', () => {
  it('shows the empty form with its defaults when there is no query', () => {
    expect(readCalculator({})).toEqual({ status: 'empty', values: { area: '', height: '2.7', sun: 'medium', people: '1', equipment: '0' } });
  });

  it('needs the area, takes the defaults for what was left empty, reads decimal commas', () => {
    const state = readCalculator({ area: '35,5', height: '', sun: 'high', people: '', equipment: '' });
    expect(state.status).toBe('done');
    if (state.status !== 'done') return;
    expect(state.input).toEqual({ area: 35.5, height: 2.7, sun: 'high', people: 1, equipment: 0 });
    expect(state.values).toEqual({ area: '35,5', height: '2.7', sun: 'high', people: '1', equipment: '0' });
    expect(state.load.totalKw).toBeCloseTo((35.5 * 2.7 * 40 + 130) / 1000, 10);
  });

  it('names each bad field and computes nothing', () => {
    const state = readCalculator({ area: '', height: 'tall', people: '-1', equipment: '9999999', sun: 'sideways' });
    expect(state).toMatchObject({ status: 'invalid', errors: { area: 'required', height: 'number', people: 'range', equipment: 'range' } });
    expect(state.values.sun).toBe('medium');
  });
});

describe('the suggested models', () => {
  const p = (categorySlug: string, parentCategorySlug: string, coolingCapacityKw: number | null, sortOrder: number, categorySortOrder = 0) =>
    ({ categorySlug, parentCategorySlug, coolingCapacityKw, sortOrder, categorySortOrder }) satisfies Matchable;
  const walls = [p('wall', 'air-conditioners', 2.6, 1), p('wall', 'air-conditioners', 3.5, 2), p('wall', 'air-conditioners', 5.3, 3), p('wall', 'air-conditioners', 7.1, 4)];
  const cassettes = [p('cassette', 'split-systems', 3.5, 1, 1), p('cassette', 'split-systems', 9, 2, 1), p('cassette', 'split-systems', 14, 3, 1)];
  const ducted = [p('ducted', 'split-systems', 10.5, 1, 2), p('ducted', 'split-systems', 12.5, 2, 2)];
  const fanCoils = [p('cassette-fan-coils', 'fan-coils', 3.2, 1, 3), p('cassette-fan-coils', 'fan-coils', 8.6, 2, 3)];
  const heatPumps = [p('heat-pump-chillers', 'chillers', 12, 1, 4), p('heat-pump-chillers', 'chillers', 40, 2, 4)];
  const vents = [p('heat-recovery-units', 'ventilation', null, 1, 5)];
  const all = [...heatPumps, ...vents, ...fanCoils, ...ducted, ...cassettes, ...walls];
  const names = (list: Suggestion<Matchable>[]) =>
    list.map(({ product, units, undersized }) => `${units > 1 ? `${units}×` : ''}${product.categorySlug} ${product.coolingCapacityKw}${undersized ? ' undersized' : ''}`);

  it('ranks the nearest adequate unit first, then upward, then the undersized; hydronic units apart (the engineer’s 8.25 kW)', () => {
    const { direct, hydronic } = rankProducts(all, 8.25);
    expect(names(direct)).toEqual(['cassette 9', 'ducted 10.5', 'wall 7.1 undersized']);
    expect(names(hydronic)).toEqual(['cassette-fan-coils 8.6', 'heat-pump-chillers 12']);
  });

  it('leaves out a family whose nearest unit is over twice the load, and units without a cooling capacity', () => {
    expect(names(rankProducts(all, 3.2).direct)).toEqual(['wall 3.5', 'cassette 3.5']);
    expect(names(rankProducts(all, 3.2).hydronic)).toEqual(['cassette-fan-coils 3.2']);
    expect(names(rankProducts(all, 2).direct)).toEqual(['wall 2.6', 'cassette 3.5']);
  });

  it('combines two or three identical units only when no single unit of the group covers the load', () => {
    // 20 kW: no split covers it; each family's largest, as many as it takes, the smallest total first: 3 × 7.1 = 21.3,
    // 2 × 12.5 = 25, 2 × 14 = 28.
    expect(names(rankProducts(all, 20).direct)).toEqual(['3×wall 7.1', '2×ducted 12.5', '2×cassette 14']);
    // 30 kW: three of a family at most; five walls would be needed, so the wall stays, marked undersized.
    expect(names(rankProducts(all, 30).direct)).toEqual(['3×ducted 12.5', '3×cassette 14', 'wall 7.1 undersized']);
    // A single unit that covers it anywhere in the group: no combination.
    expect(names(rankProducts(all, 20).hydronic)).toEqual(['heat-pump-chillers 40', 'cassette-fan-coils 8.6 undersized']);
  });
});

import { describe, expect, it } from 'vitest';
import { coolingLoad, matchProducts, readCalculator, type Matchable } from '@/lib/calculator/cooling-load';

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

describe('the matching products', () => {
  const p = (categorySlug: string, coolingCapacityKw: number | null, sortOrder: number, categorySortOrder = 0) => ({ categorySlug, coolingCapacityKw, sortOrder, categorySortOrder }) satisfies Matchable;
  const walls = [p('wall', 2.6, 1), p('wall', 3.5, 2), p('wall', 5.3, 3), p('wall', 7.1, 4)];
  const cassettes = [p('cassette', 3.5, 1, 1), p('cassette', 7.1, 2, 1)];
  const chillers = [p('chiller', 20, 1, 2), p('chiller', 45, 2, 2)];
  const vents = [p('ventilation', null, 1, 3)];
  const all = [...chillers, ...vents, ...cassettes, ...walls];

  it('takes in each family the nearest capacity at or above the load, families in catalogue order', () => {
    expect(matchProducts(all, 3.2).map((m) => `${m.categorySlug} ${m.coolingCapacityKw}`)).toEqual(['wall 3.5', 'cassette 3.5']);
    expect(matchProducts(all, 3.5).map((m) => `${m.categorySlug} ${m.coolingCapacityKw}`)).toEqual(['wall 3.5', 'cassette 3.5']);
    expect(matchProducts(all, 6).map((m) => `${m.categorySlug} ${m.coolingCapacityKw}`)).toEqual(['wall 7.1', 'cassette 7.1']);
  });

  it('leaves out a family whose nearest unit is more than twice the load, and units without a capacity', () => {
    expect(matchProducts(all, 2).map((m) => `${m.categorySlug} ${m.coolingCapacityKw}`)).toEqual(['wall 2.6', 'cassette 3.5']);
    expect(matchProducts(all, 12).map((m) => `${m.categorySlug} ${m.coolingCapacityKw}`)).toEqual(['chiller 20']);
    expect(matchProducts(all, 50)).toEqual([]);
  });
});

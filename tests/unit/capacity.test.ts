import { describe, expect, it } from 'vitest';
import { BTUH_PER_KW, btuhToKw, formatBtuh, fromKw, kwToBtuh, toKw } from '@/lib/catalogue/capacity';

// 1 kW = 3,412.14 BTU/h (International Table BTU), the factor manufacturers' data sheets publish.

describe('capacity units', () => {
  it('converts with the published factor, both ways', () => {
    expect(BTUH_PER_KW).toBe(3412.14);
    expect(kwToBtuh(1)).toBeCloseTo(3412.14, 6);
    expect(kwToBtuh(3.5)).toBeCloseTo(11942.49, 6);
    expect(btuhToKw(12000)).toBeCloseTo(3.5169, 4);
    for (const kw of [0, 2.6, 7.1, 35, 1250]) expect(btuhToKw(kwToBtuh(kw))).toBeCloseTo(kw, 9);
  });

  it('reads a filter value in either unit as kilowatts, and writes kilowatts in either unit', () => {
    expect(toKw(7.1, 'kw')).toBe(7.1);
    expect(toKw(24000, 'btu')).toBeCloseTo(7.0337, 4);
    expect(fromKw(7.1, 'kw')).toBe(7.1);
    expect(fromKw(7.1, 'btu')).toBe(24226);
  });

  it('writes BTU/h whole, grouped as each language groups figures', () => {
    expect(formatBtuh(2.6, 'it')).toBe('8872');
    expect(formatBtuh(2.6, 'en')).toBe('8,872');
    expect(formatBtuh(3.5, 'it')).toBe('11.942');
    expect(formatBtuh(3.5, 'en')).toBe('11,942');
    expect(formatBtuh(35, 'it')).toBe('119.425');
    expect(formatBtuh(35, 'ru')).toBe('119\u00A0425');
    expect(formatBtuh(35, 'en')).toBe('119,425');
  });
});

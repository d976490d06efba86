import { describe, expect, it } from 'vitest';
import { isValidInn, normalizeInn } from '@/lib/forms/inn';

describe('INN check digits', () => {
  it.each([
    ['7707083893', 'a bank (10 digits)'],
    ['7736207543', 'an internet company (10 digits)'],
    ['7830002293', 'a utility (10 digits)'],
    ['500100732259', 'the tax service sample for a person (12 digits)'],
    ['526317984689', 'a sole trader (12 digits)'],
  ])('accepts %s, %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    ['7707083894', '10 digits, wrong check digit'],
    ['7736207540', '10 digits, wrong check digit'],
    ['500100732258', '12 digits, wrong second check digit'],
    ['500100732269', '12 digits, wrong first check digit'],
    ['526317984680', '12 digits, wrong second check digit'],
  ])('refuses %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });

  it.each(['', '770708389', '77070838931', '7707083893123', '77070838 3', 'ABCDEFGHIJ', ' 7707083893'])(
    'refuses %j: only exactly 10 or 12 digits',
    (inn) => {
      expect(isValidInn(inn)).toBe(false);
    },
  );

  it('a changed digit anywhere breaks a 12-digit number', () => {
    const valid = '500100732259';
    for (let i = 0; i < valid.length; i += 1) {
      const digit = (Number(valid[i]) + 1) % 10;
      expect(isValidInn(valid.slice(0, i) + digit + valid.slice(i + 1)), `position ${i}`).toBe(false);
    }
  });

  it('normalises the spaces and dashes people type', () => {
    expect(normalizeInn('7707 083 893')).toBe('7707083893');
    expect(normalizeInn('5001-0073-2259')).toBe('500100732259');
  });
});

import { describe, expect, it } from 'vitest';
import { changeQuote, parseQuote, QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, readQuantity, readQuoteChange, serializeQuote } from '@/lib/quote/list';

// The quote list lives in a cookie the visitor controls: whatever it holds, the page gets a clean list.

describe('the quote cookie', () => {
  it('round-trips a list', () => {
    const lines = [{ slug: 'ws-35r32', quantity: 2 }, { slug: 'fcu-200', quantity: 10 }];
    expect(parseQuote(serializeQuote(lines))).toEqual(lines);
  });

  it('drops malformed parts, duplicates and quantities out of range, and keeps at most the maximum of lines', () => {
    expect(parseQuote('ws-35r32:2,../etc:1,FCU-200:1,fcu-200:0,fcu-200:abc,ach-020s:1000,ws-35r32:5,mx5-120:3')).toEqual([
      { slug: 'ws-35r32', quantity: 2 },
      { slug: 'mx5-120', quantity: 3 },
    ]);
    expect(parseQuote(undefined)).toEqual([]);
    const many = Array.from({ length: QUOTE_MAX_LINES + 5 }, (_, i) => `p-${i}:1`).join(',');
    expect(parseQuote(many)).toHaveLength(QUOTE_MAX_LINES);
  });

  it('reads quantities as whole numbers from 1 to the maximum', () => {
    expect(readQuantity('3')).toBe(3);
    expect(readQuantity(' 12 ')).toBe(12);
    expect(readQuantity(String(QUOTE_MAX_QUANTITY))).toBe(QUOTE_MAX_QUANTITY);
    for (const bad of ['0', '-1', '1.5', '1e3', '', 'x', String(QUOTE_MAX_QUANTITY + 1)]) expect(readQuantity(bad), bad).toBeNull();
  });
});

describe('changes to the list', () => {
  const list = [{ slug: 'ws-35r32', quantity: 2 }];

  it('adds a product, or adds to the quantity of one already listed, up to the maximum', () => {
    expect(changeQuote(list, { kind: 'add', slug: 'fcu-200', quantity: 3 }).lines).toEqual([...list, { slug: 'fcu-200', quantity: 3 }]);
    expect(changeQuote(list, { kind: 'add', slug: 'ws-35r32', quantity: 3 }).lines).toEqual([{ slug: 'ws-35r32', quantity: 5 }]);
    expect(changeQuote(list, { kind: 'add', slug: 'ws-35r32', quantity: QUOTE_MAX_QUANTITY }).lines).toEqual([{ slug: 'ws-35r32', quantity: QUOTE_MAX_QUANTITY }]);
  });

  it('refuses a new product when the list is full, and says so', () => {
    const full = Array.from({ length: QUOTE_MAX_LINES }, (_, i) => ({ slug: `p-${i}`, quantity: 1 }));
    expect(changeQuote(full, { kind: 'add', slug: 'fcu-200', quantity: 1 })).toEqual({ lines: full, outcome: 'full' });
  });

  it('reads the intent of each button of the quote forms', () => {
    const form = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return data;
    };
    expect(readQuoteChange(form([['intent', 'add'], ['slug', 'fcu-200'], ['quantity', '4']]))).toEqual({ kind: 'add', slug: 'fcu-200', quantity: 4 });
    expect(readQuoteChange(form([['intent', 'add'], ['slug', 'fcu-200'], ['quantity', 'lots']]))).toEqual({ kind: 'add', slug: 'fcu-200', quantity: 1 });
    expect(readQuoteChange(form([['intent', 'add'], ['slug', '<script>']]))).toBeNull();
    expect(readQuoteChange(form([['intent', 'remove:ws-35r32']]))).toEqual({ kind: 'remove', slug: 'ws-35r32', quantities: new Map() });
    // Removing a line keeps the quantities typed in the others (the post carries them).
    const remove = readQuoteChange(form([['intent', 'remove:ws-35r32'], ['qty:ws-35r32', '2'], ['qty:fcu-200', '9']]));
    expect(changeQuote([...list, { slug: 'fcu-200', quantity: 1 }], remove!)).toEqual({ lines: [{ slug: 'fcu-200', quantity: 9 }], outcome: 'removed' });
    const update = readQuoteChange(form([['intent', 'update'], ['qty:ws-35r32', '7'], ['qty:fcu-200', '0']]));
    expect(update?.kind).toBe('set');
    expect(changeQuote([...list, { slug: 'fcu-200', quantity: 1 }], update!).lines).toEqual([{ slug: 'ws-35r32', quantity: 7 }, { slug: 'fcu-200', quantity: 1 }]);
    expect(readQuoteChange(form([['intent', 'bogus']]))).toBeNull();
  });
});

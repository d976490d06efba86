import { describe, expect, it } from 'vitest';
import { parseEquipmentRequest } from '@/lib/forms/equipment-schema';

const valid = {
  name: 'Marco Rossi',
  phone: '+39 333 123 4567',
  email: 'marco@example.com',
  productSlug: 'wall-split-ws-35',
  locale: 'it',
  sourcePage: '/product/wall-split-ws-35',
  website: '',
};

function errorsOf(input: Record<string, unknown>) {
  const result = parseEquipmentRequest(input);
  return result.ok ? {} : result.fields;
}

describe('equipment schema', () => {
  it('accepts a request and normalises the phone to E.164', () => {
    expect(parseEquipmentRequest(valid)).toEqual({ ok: true, data: { ...valid, phone: '+393331234567', dealerContact: false } });
  });

  it('e-mail and product are optional: empty or missing gives null', () => {
    for (const change of [{ email: '', productSlug: '' }, { email: undefined, productSlug: undefined }, { email: null, productSlug: null }]) {
      const result = parseEquipmentRequest({ ...valid, ...change });
      expect(result.ok && [result.data.email, result.data.productSlug]).toEqual([null, null]);
    }
  });

  it('reads a number without + in the country of the visitor’s language', () => {
    const ru = parseEquipmentRequest({ ...valid, locale: 'ru', phone: '8 912 345-67-89' });
    expect(ru.ok && ru.data.phone).toBe('+79123456789');
    const it_ = parseEquipmentRequest({ ...valid, locale: 'it', phone: '06 1234 5678' });
    expect(it_.ok && it_.data.phone).toBe('+390612345678');
    expect(errorsOf({ ...valid, locale: 'en', phone: '9123456789' })).toEqual({ phone: 'INVALID' });
    expect(errorsOf({ ...valid, locale: 'en', phone: '+7 912 345-67-89' })).toEqual({});
  });

  it.each([
    ['name', { name: undefined }, 'REQUIRED'],
    ['name', { name: '  ' }, 'REQUIRED'],
    ['name', { name: 'M' }, 'TOO_SHORT'],
    ['name', { name: 'x'.repeat(51) }, 'TOO_LONG'],
    ['name', { name: 5 }, 'INVALID'],
    ['phone', { phone: '' }, 'REQUIRED'],
    ['phone', { phone: undefined }, 'REQUIRED'],
    ['phone', { phone: '+39 33' }, 'TOO_SHORT'],
    ['phone', { phone: 'abc' }, 'INVALID'],
    ['email', { email: 'marco@' }, 'INVALID'],
    ['email', { email: 7 }, 'INVALID'],
    ['productSlug', { productSlug: '../etc/passwd' }, 'INVALID'],
    ['locale', { locale: 'fr' }, 'INVALID'],
    ['sourcePage', { sourcePage: 'javascript:alert(1)' }, 'INVALID'],
  ])('%s: %j gives %s, and only that field fails', (field, change, code) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: code });
  });

  it('accepts the name bounds exactly: 2 and 50 characters', () => {
    expect(errorsOf({ ...valid, name: 'Al' })).toEqual({});
    expect(errorsOf({ ...valid, name: 'x'.repeat(50) })).toEqual({});
  });

  it('reports every failing field at once', () => {
    expect(errorsOf({})).toEqual({ name: 'REQUIRED', phone: 'REQUIRED' });
    expect(errorsOf({ ...valid, name: 'M', phone: 'abc', email: 'no' })).toEqual({ name: 'TOO_SHORT', phone: 'INVALID', email: 'INVALID' });
  });
});

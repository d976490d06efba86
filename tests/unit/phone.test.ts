import { describe, expect, it } from 'vitest';
import { checkPhone, normalizePhone } from '@/lib/forms/phone';
import { formatRuPhone, ruNationalDigits, RU_PHONE_MASK, RU_PHONE_PLACEHOLDER } from '@/lib/forms/phone-mask';

describe('phone normalisation to E.164', () => {
  it.each([
    ['+7 (912) 345-67-89', 'RU', '+79123456789'],
    ['8 912 345 67 89', 'RU', '+79123456789'],
    ['8 (495) 123-45-67', 'RU', '+74951234567'],
    ['+7 (999) 999-99-99', 'RU', '+79999999999'],
    ['06 1234 5678', 'IT', '+390612345678'],
    ['+39 333 123 4567', undefined, '+393331234567'],
    ['+993 12 345678', 'TM', '+99312345678'],
    ['+7 701 123 4567', 'KZ', '+77011234567'],
  ])('%s (default %s) → %s', (input, country, e164) => {
    expect(normalizePhone(input, country)).toBe(e164);
  });

  it('reads a number without + in the default country only', () => {
    expect(normalizePhone('9123456789', 'RU')).toBe('+79123456789');
    expect(checkPhone('9123456789').ok).toBe(false);
  });

  it('ignores a default country libphonenumber does not know', () => {
    expect(normalizePhone('+7 912 345-67-89', 'XX')).toBe('+79123456789');
  });

  it.each([
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    ['912345', 'TOO_SHORT'],
    ['+7 (912) 345-67-8', 'TOO_SHORT'],
    ['+7 (123) 456-78-90', 'INVALID'],
    ['call me', 'INVALID'],
    ['+7 912 345 67 89 ext. 2', 'INVALID'],
    ['+7 912 345 67 89 123 456 789 012 345', 'TOO_LONG'],
  ])('%j is refused with %s', (input, code) => {
    expect(checkPhone(input, 'RU')).toEqual({ ok: false, code });
  });
});

describe('resident phone mask', () => {
  it('uses the specification placeholder and mask', () => {
    expect(RU_PHONE_PLACEHOLDER).toBe('+7 (999) 999-99-99');
    expect(RU_PHONE_MASK).toBe('+7 (___) ___-__-__');
  });

  it.each([
    ['', ''],
    ['9', '+7 (9'],
    ['912', '+7 (912'],
    ['9123', '+7 (912) 3'],
    ['912345', '+7 (912) 345'],
    ['9123456', '+7 (912) 345-6'],
    ['91234567', '+7 (912) 345-67'],
    ['912345678', '+7 (912) 345-67-8'],
    ['9123456789', '+7 (912) 345-67-89'],
    ['91234567890', '+7 (912) 345-67-89'],
  ])('typing %j shows %j', (typed, shown) => {
    expect(formatRuPhone(typed)).toBe(shown);
  });

  it('keeps formatting as the visitor types into the masked value, and deletes backwards', () => {
    expect(formatRuPhone('+7 (912) 345-67-8' + '9')).toBe('+7 (912) 345-67-89');
    expect(formatRuPhone('+7 (912) ')).toBe('+7 (912');
    expect(formatRuPhone('+7 (')).toBe('');
  });

  it('drops a pasted country code or trunk prefix', () => {
    expect(ruNationalDigits('89123456789')).toBe('9123456789');
    expect(ruNationalDigits('79123456789')).toBe('9123456789');
    expect(ruNationalDigits('+7 912 345-67-89')).toBe('9123456789');
    expect(formatRuPhone('8 (912) 345-67-89')).toBe('+7 (912) 345-67-89');
  });

  it('keeps a leading 8 that starts a national number (812, 8-800)', () => {
    expect(formatRuPhone('8800')).toBe('+7 (880) 0');
    expect(formatRuPhone('8123456789')).toBe('+7 (812) 345-67-89');
  });

  const typeInto = (keys: string) => [...keys].reduce((value, key) => formatRuPhone(value + key), '');

  it('typed key by key the Russian way, 8 first, ends with the right number', () => {
    expect(typeInto('89123456789')).toBe('+7 (912) 345-67-89');
    expect(typeInto('+79123456789')).toBe('+7 (912) 345-67-89');
    expect(typeInto('9123456789')).toBe('+7 (912) 345-67-89');
    expect(typeInto('8123456789')).toBe('+7 (812) 345-67-89');
  });

  it('ignores digits typed after a complete mobile number', () => {
    expect(typeInto('91234567890')).toBe('+7 (912) 345-67-89');
  });

  it('a fully masked number normalises to E.164', () => {
    expect(normalizePhone(formatRuPhone('9123456789'), 'RU')).toBe('+79123456789');
  });
});

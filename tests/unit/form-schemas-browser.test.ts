import { describe, expect, it } from 'vitest';
import { equipmentFormSchema } from '@/lib/forms/equipment-form-schema';
import { equipmentSchema } from '@/lib/forms/equipment-schema';
import { partnerFormSchema as browserPartner } from '@/lib/forms/partner-form-schema';
import { partnerFormSchema as serverPartner } from '@/lib/forms/partner-schema';
import { checkPhoneShape, isAddressShape } from '@/lib/forms/checks';
import { isDeliverableAddress } from '@/lib/forms/address';
import { checkPhone } from '@/lib/forms/phone';

// The browser checks the forms with the same schemas as the server, but with a phone rule that needs no phone
// metadata; the server's full check has the last word.

describe('the browser\'s phone rule', () => {
  it('judges what can be told without metadata', () => {
    expect(checkPhoneShape('')).toEqual({ ok: false, code: 'REQUIRED' });
    expect(checkPhoneShape('12 3')).toEqual({ ok: false, code: 'TOO_SHORT' });
    expect(checkPhoneShape('+7 912 abc')).toEqual({ ok: false, code: 'INVALID' });
    expect(checkPhoneShape('1'.repeat(16))).toEqual({ ok: false, code: 'TOO_LONG' });
    expect(checkPhoneShape('+7 (912) 345-67-89').ok).toBe(true);
  });

  it('never rejects a number the server accepts, the shortest national ones included', () => {
    for (const [number, country] of [['22158', 'SH'], ['4002', 'NU'], ['2123', 'TK'], ['8 912 345-67-89', 'RU'], ['+683 4002', undefined]] as const) {
      expect(checkPhone(number, country).ok, number).toBe(true);
      expect(checkPhoneShape(number, country).ok, number).toBe(true);
    }
  });
});

describe('the browser\'s address rule', () => {
  it('never rejects an address the server accepts', () => {
    const locals = ['ivan', 'ivan.petrov', 'a+tag', "o'neil", '!#$%&*', '"ivan p"', '"a@b"', 'иван', 'x'.repeat(64)];
    const domains = ['example.com', 'климат.рф', 'sub.example.co.uk', 'xn--80ak6aa92e.com', 'a-b.example', 'example.museum'];
    let accepted = 0;
    for (const local of locals) {
      for (const domain of domains) {
        const email = `${local}@${domain}`;
        if (!isDeliverableAddress(email)) continue;
        accepted += 1;
        expect(isAddressShape(email), email).toBe(true);
      }
    }
    expect(accepted).toBeGreaterThan(40);
  });

  it('rejects what has no address shape', () => {
    for (const email of ['ivan', '@example.com', 'ivan@', 'ivan@example', 'ivan@exa mple.com', 'ivan@example..com']) {
      expect(isAddressShape(email), email).toBe(false);
    }
  });
});

describe('browser and server schemas', () => {
  const equipment = { name: 'Ivan', phone: '+7 912 345-67-89', email: '', locale: 'ru', sourcePage: '/ru/contacts' };
  const partner = {
    country: 'RU', region: 'RU-MOW', fullName: 'Ivan Petrov', companyName: 'Klimat', phone: '+7 912 345-67-89',
    inn: '7707083893', email: 'ivan@klimat.example', captchaAnswer: 'abcde', agreement: true, locale: 'ru', sourcePage: '/ru/becomepartner',
  };

  it('agree on a valid submission and on every field error but the phone number\'s validity', () => {
    expect(equipmentFormSchema.safeParse(equipment).success).toBe(true);
    expect(equipmentSchema.safeParse(equipment).success).toBe(true);
    expect(browserPartner.safeParse(partner).success).toBe(true);
    expect(serverPartner.safeParse(partner).success).toBe(true);
    for (const change of [{ name: 'I' }, { email: 'ivan@klimat' }, { email: 'ivan klimat.example' }, { phone: '' }]) {
      expect(equipmentFormSchema.safeParse({ ...equipment, ...change }).success, JSON.stringify(change)).toBe(false);
      expect(equipmentSchema.safeParse({ ...equipment, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });

  it('leave a well-formed but undeliverable address to the server', () => {
    const undeliverable = { ...equipment, email: 'a@b-.com' };
    expect(equipmentFormSchema.safeParse(undeliverable).success).toBe(true);
    expect(equipmentSchema.safeParse(undeliverable).success).toBe(false);
  });

  it('leave a well-formed but unassigned number to the server', () => {
    const unassigned = { ...equipment, phone: '+7 000 000-00-00' };
    expect(equipmentFormSchema.safeParse(unassigned).success).toBe(true);
    expect(equipmentSchema.safeParse(unassigned).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseEquipmentRequest } from '@/lib/forms/equipment-schema';
import { parsePartnerApplication } from '@/lib/forms/partner-schema';
import { parseSubscription } from '@/lib/forms/subscription-schema';
import { isDeliverableAddress } from '@/lib/forms/address';
import { cleanText } from '@/lib/forms/text';

const UNDELIVERABLE = ['a@b-.com', `${'x'.repeat(65)}@example.com`, 'user@localhost', 'a@[127.0.0.1]', 'a@-b.com', 'a..b@example.com', `a@${'x'.repeat(64)}.com`];

describe('e-mail addresses', () => {
  it('are refused when no mail could reach them (RFC 5321 limits)', () => {
    for (const email of UNDELIVERABLE) {
      expect(isDeliverableAddress(email), email).toBe(false);
      expect(parseSubscription({ email }), email).toEqual({ ok: false, code: 'INVALID_EMAIL_FORMAT' });
      const equipment = parseEquipmentRequest({ name: 'Ivan', phone: '+7 912 345-67-89', email });
      expect(equipment.ok ? null : equipment.fields.email, email).toBe('INVALID');
    }
  });

  it('are accepted when they are ordinary ones, an international domain included', () => {
    for (const email of ['ivan.petrov@klimat.example', `${'x'.repeat(64)}@example.com`, 'иван@пример.рф', 'a+tag@b.co']) {
      expect(isDeliverableAddress(email), email).toBe(true);
    }
  });
});

describe('free text', () => {
  it('loses control characters and direction overrides, keeps every letter', () => {
    expect(cleanText('Ivan\r\nBcc: x@evil.example')).toBe('IvanBcc: x@evil.example');
    expect(cleanText('\u202Egnp.exe\u202C Olga')).toBe('gnp.exe Olga');
    expect(cleanText('  Ольга\u2066 Петрова\u2069 ')).toBe('Ольга Петрова');
    expect(cleanText('Jean-Luc O’Brien')).toBe('Jean-Luc O’Brien');
  });

  it('is cleaned in every lead before it is stored or mailed', () => {
    const equipment = parseEquipmentRequest({ name: 'Ivan\u202E\nPetrov', phone: '+7 912 345-67-89' });
    expect(equipment.ok && equipment.data.name).toBe('IvanPetrov');
    const partner = parsePartnerApplication({
      country: 'IT',
      fullName: 'Marco\r\nRossi',
      companyName: '\u202EClima SRL',
      phone: '+39 06 1234 5678',
      inn: 'IT01234567890',
      email: 'marco@clima.example',
      captchaId: 'x',
      captchaAnswer: 'y',
      agreement: true,
    });
    expect(partner.ok && [partner.data.fullName, partner.data.companyName]).toEqual(['MarcoRossi', 'Clima SRL']);
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORM_LIMITS } from '@/lib/limits';
import { CONSENT_MESSAGE_KEYS, CONSENT_TEXT_SHA256, CONSENT_TEXT_VERSION } from '@/lib/forms/consent';

type Tree = { [key: string]: string | Tree };

function text(locale: string, key: string): string {
  const tree = JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Tree;
  return key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) as string;
}

describe('consent text version', () => {
  it('names the consent wording the forms show: change the texts, bump the version', () => {
    const lines = ['it', 'ru', 'en'].flatMap((locale) => CONSENT_MESSAGE_KEYS.map((key) => `${locale}:${key}=${text(locale, key)}`));
    const hash = createHash('sha256').update(lines.join('\n')).digest('hex');
    expect(hash, `consent texts changed: give CONSENT_TEXT_VERSION (${CONSENT_TEXT_VERSION}) a new value and set CONSENT_TEXT_SHA256 to ${hash}`).toBe(
      CONSENT_TEXT_SHA256,
    );
  });

  it('links every consent box to its document in every language', () => {
    for (const locale of ['it', 'ru', 'en']) for (const key of CONSENT_MESSAGE_KEYS) expect(text(locale, key)).toMatch(/<link>.+<\/link>/);
  });
});

describe('form texts', () => {
  it('quote the specification in English', () => {
    expect(text('en', 'PartnerForm.errors.country.REQUIRED')).toBe('Select country of residence');
    expect(text('en', 'PartnerForm.errors.agreement.NOT_ACCEPTED')).toBe('You must accept the agreement terms');
    expect(text('en', 'PartnerForm.errors.captchaAnswer.CAPTCHA_INVALID')).toBe('Invalid confirmation code');
    expect(text('en', 'PartnerForm.success')).toBe('Your application has been accepted! We will contact you shortly.');
    expect(text('en', 'PartnerForm.error')).toBe('An error occurred while submitting the form. Please try again.');
    expect(text('en', 'EquipmentForm.errors.name.REQUIRED')).toBe('Fill in the name');
    expect(text('en', 'EquipmentForm.success')).toBe('Application successfully sent');
    expect(text('en', 'EquipmentForm.error')).toBe('An error occurred while sending');
    expect(text('en', 'PartnerForm.sending')).toBe('Sending...');
    expect(text('en', 'EquipmentForm.sending')).toBe('Sending...');
  });

  it('state the bounds the schemas enforce, in every language', () => {
    const bounds: [string, number][] = [
      ['PartnerForm.errors.fullName.TOO_SHORT', FORM_LIMITS.fullName.min],
      ['PartnerForm.errors.fullName.TOO_LONG', FORM_LIMITS.fullName.max],
      ['PartnerForm.errors.companyName.TOO_SHORT', FORM_LIMITS.companyName.min],
      ['PartnerForm.errors.companyName.TOO_LONG', FORM_LIMITS.companyName.max],
      ['PartnerForm.errors.taxId.TOO_LONG', FORM_LIMITS.foreignTaxId.max],
      ['EquipmentForm.errors.name.TOO_SHORT', FORM_LIMITS.equipmentName.min],
      ['EquipmentForm.errors.name.TOO_LONG', FORM_LIMITS.equipmentName.max],
    ];
    for (const locale of ['it', 'ru', 'en']) for (const [key, bound] of bounds) expect(text(locale, key), `${locale}:${key}`).toMatch(new RegExp(`\\b${bound}\\b`));
  });
});

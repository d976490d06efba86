import { describe, expect, it } from 'vitest';
import { fieldErrors, isFieldCode } from '@/lib/forms/fields';
import { parsePartnerApplication, partnerSchema } from '@/lib/forms/partner-schema';

const resident = {
  country: 'RU',
  region: 'RU-MOW',
  fullName: 'Ivan Petrov',
  companyName: 'Klimat Service',
  phone: '+7 (912) 345-67-89',
  inn: '7707083893',
  email: 'ivan@klimat.example',
  captchaId: 'abc123',
  captchaAnswer: 'k7m2p',
  agreement: true,
  locale: 'ru',
  sourcePage: '/ru/becomepartner',
  website: '',
};

const nonResident = { ...resident, country: 'IT', region: '', phone: '06 1234 5678', inn: 'IT01234567890', locale: 'it', sourcePage: '/becomepartner' };

function errorsOf(input: Record<string, unknown>) {
  const result = parsePartnerApplication(input);
  return result.ok ? {} : result.fields;
}

describe('partner schema: valid applications', () => {
  it('accepts a resident and normalises phone, INN and region', () => {
    const result = parsePartnerApplication({ ...resident, inn: '7707 083 893', region: 'ru-mow', country: 'ru' });
    expect(result).toEqual({
      ok: true,
      data: { ...resident, phone: '+79123456789', inn: '7707083893', region: 'RU-MOW', country: 'RU', newsletter: false },
    });
  });

  it('reads the optional newsletter box as granted only when ticked (true); anything else is not ticked', () => {
    const newsletter = (value: unknown) => {
      const result = parsePartnerApplication({ ...resident, newsletter: value });
      return result.ok && result.data.newsletter;
    };
    expect([newsletter(true), newsletter(false), newsletter('true'), newsletter('on'), newsletter(1), newsletter(undefined)]).toEqual([true, false, false, false, false, false]);
  });

  it('accepts a non-resident: no region, a foreign phone and tax number', () => {
    const result = parsePartnerApplication({ ...nonResident, region: 'RU-MOW' });
    expect(result.ok && result.data).toMatchObject({ country: 'IT', region: null, phone: '+390612345678', inn: 'IT01234567890' });
  });

  it('trims the texts, drops unknown keys and defaults locale and source page', () => {
    const { locale: _l, sourcePage: _s, ...rest } = resident;
    const result = parsePartnerApplication({ ...rest, fullName: '  Ivan Petrov  ', extra: 'x' });
    expect(result.ok && result.data).toMatchObject({ fullName: 'Ivan Petrov', locale: 'it', sourcePage: '/' });
    expect(result.ok && 'extra' in result.data).toBe(false);
  });

  it('accepts a filled honeypot (the server stores it as spam, the bot sees a normal answer)', () => {
    const result = parsePartnerApplication({ ...resident, website: 'http://spam.example' });
    expect(result.ok && result.data.website).toBe('http://spam.example');
  });
});

describe('partner schema: field by field', () => {
  it.each([
    // country
    ['country', { country: undefined }, 'REQUIRED'],
    ['country', { country: '' }, 'REQUIRED'],
    ['country', { country: 'XX' }, 'NOT_FOUND'],
    ['country', { country: 'Russia' }, 'NOT_FOUND'],
    ['country', { country: 7 }, 'INVALID'],
    // region (residents only)
    ['region', { region: '' }, 'REQUIRED'],
    ['region', { region: undefined }, 'REQUIRED'],
    ['region', { region: 'RU-XXX' }, 'NOT_FOUND'],
    ['region', { region: 'RU-CR' }, 'NOT_FOUND'],
    ['region', { region: 12 }, 'INVALID'],
    // fullName 2..100
    ['fullName', { fullName: undefined }, 'REQUIRED'],
    ['fullName', { fullName: '   ' }, 'REQUIRED'],
    ['fullName', { fullName: 'I' }, 'TOO_SHORT'],
    ['fullName', { fullName: 'x'.repeat(101) }, 'TOO_LONG'],
    ['fullName', { fullName: ['Ivan'] }, 'INVALID'],
    // companyName 2..150
    ['companyName', { companyName: '' }, 'REQUIRED'],
    ['companyName', { companyName: 'K' }, 'TOO_SHORT'],
    ['companyName', { companyName: 'x'.repeat(151) }, 'TOO_LONG'],
    // phone
    ['phone', { phone: '' }, 'REQUIRED'],
    ['phone', { phone: '+7 (912) 345' }, 'TOO_SHORT'],
    ['phone', { phone: '+7 (123) 456-78-90' }, 'INVALID'],
    ['phone', { phone: 'not a phone' }, 'INVALID'],
    ['phone', { phone: 79123456789 }, 'INVALID'],
    // inn (resident: check digits)
    ['inn', { inn: '' }, 'REQUIRED'],
    ['inn', { inn: '7707083894' }, 'INVALID'],
    ['inn', { inn: '12345' }, 'INVALID'],
    ['inn', { inn: '500100732258' }, 'INVALID'],
    // email
    ['email', { email: '' }, 'REQUIRED'],
    ['email', { email: 'ivan@' }, 'INVALID'],
    ['email', { email: 'ivan klimat.example' }, 'INVALID'],
    ['email', { email: `${'a'.repeat(250)}@x.example` }, 'TOO_LONG'],
    // captcha
    ['captchaId', { captchaId: '' }, 'REQUIRED'],
    ['captchaId', { captchaId: 'x'.repeat(65) }, 'TOO_LONG'],
    ['captchaAnswer', { captchaAnswer: undefined }, 'REQUIRED'],
    ['captchaAnswer', { captchaAnswer: 'x'.repeat(33) }, 'TOO_LONG'],
    // agreement
    ['agreement', { agreement: false }, 'NOT_ACCEPTED'],
    ['agreement', { agreement: undefined }, 'NOT_ACCEPTED'],
    ['agreement', { agreement: 'true' }, 'NOT_ACCEPTED'],
    // metadata
    ['locale', { locale: 'de' }, 'INVALID'],
    ['sourcePage', { sourcePage: 'https://evil.example/' }, 'INVALID'],
    ['sourcePage', { sourcePage: `/${'x'.repeat(300)}` }, 'TOO_LONG'],
  ])('%s: %j gives %s, and only that field fails', (field, change, code) => {
    expect(errorsOf({ ...resident, ...change })).toEqual({ [field]: code });
  });

  it('non-residents: the region is not required, the tax number is free form but bounded', () => {
    expect(errorsOf({ ...nonResident, region: undefined })).toEqual({});
    expect(errorsOf({ ...nonResident, inn: 'DE 123/456.789-0' })).toEqual({});
    expect(errorsOf({ ...nonResident, inn: '7707083894' })).toEqual({});
    expect(errorsOf({ ...nonResident, inn: 'x'.repeat(33) })).toEqual({ inn: 'TOO_LONG' });
    expect(errorsOf({ ...nonResident, inn: '<script>' })).toEqual({ inn: 'INVALID' });
    expect(errorsOf({ ...nonResident, inn: '' })).toEqual({ inn: 'REQUIRED' });
  });

  it('reads a non-resident phone without + in his country', () => {
    expect(errorsOf({ ...nonResident, phone: '9123456789' })).toEqual({ phone: 'INVALID' });
    expect(errorsOf({ ...nonResident, country: 'KZ', phone: '701 123 4567' })).toEqual({});
  });

  it('judges a national phone number only once the country is known', () => {
    expect(errorsOf({ ...resident, country: '', phone: '8 (912) 345-67-89' })).toEqual({ country: 'REQUIRED' });
    expect(errorsOf({ ...resident, country: 'XX', phone: '8 (912) 345-67-89' })).toEqual({ country: 'NOT_FOUND' });
    expect(errorsOf({ ...resident, country: '', phone: '+7 (123) 456-78-90' })).toEqual({ country: 'REQUIRED', phone: 'INVALID' });
  });

  it('reports every failing field at once, one code each', () => {
    expect(errorsOf({})).toEqual({
      country: 'REQUIRED',
      fullName: 'REQUIRED',
      companyName: 'REQUIRED',
      phone: 'REQUIRED',
      inn: 'REQUIRED',
      email: 'REQUIRED',
      captchaId: 'REQUIRED',
      captchaAnswer: 'REQUIRED',
      agreement: 'NOT_ACCEPTED',
    });
    expect(errorsOf({ ...resident, fullName: 'I', region: '', inn: '1', agreement: false })).toEqual({
      fullName: 'TOO_SHORT',
      region: 'REQUIRED',
      inn: 'INVALID',
      agreement: 'NOT_ACCEPTED',
    });
  });

  it('reads a body that is not an object as an empty one', () => {
    for (const body of [null, 'text', 42, ['a']]) expect(Object.keys(errorsOf(body as never)).length).toBe(9);
  });

  it('gives only the codes the API documents', () => {
    const result = partnerSchema.safeParse({ country: {}, region: [], fullName: 1, agreement: 'x', locale: 5, sourcePage: 7 });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.values(fieldErrors(result.error)).every(isFieldCode)).toBe(true);
  });
});

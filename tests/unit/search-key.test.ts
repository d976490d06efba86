import { describe, expect, it } from 'vitest';
import { productSearchColumn, searchColumn, searchWhere, searchWords } from '@/lib/search-key';
import { leadSource } from '@/lib/leads/source';

// The one normaliser of the back office's searches (issue 30, item 1); the databases' side of it is in
// postgres-queries.test.ts, on both providers.

describe('search columns and words', () => {
  it('fold case, ё and й, Italian accents, spaces and punctuation, one field per word', () => {
    expect(searchColumn(['Пётр Семёнов', 'ООО «КлиматМонтаж»', null, '', 'Niccolò Università'])).toBe('петрсеменов оооклиматмонтаж niccolouniversita');
    expect(searchColumn(['Йошкар-Ола'])).toBe('иошкарола');
  });

  it('read model codes however they are typed', () => {
    const column = productSearchColumn({ modelCode: 'FCU-200', slug: 'fan-coil-200' }, { ru: 'Фанкойл', it: 'Ventilconvettore', en: 'Fan coil' });
    // The names in the order of their languages, whichever order they came in.
    expect(column).toBe('fcu200 fancoil200 fancoil ventilconvettore фанкоил');
    for (const query of ['fcu 200', 'FCU200', 'fcu-200', 'ФАНКОЙЛ']) expect(searchWords(query).every((word) => column.includes(word))).toBe(true);
  });

  it('read a phone number as one word of digits, a Russian trunk 8 as +7', () => {
    expect(searchWords('+7 (912) 345-67-89')).toEqual(['79123456789']);
    expect(searchWords('8 912 345 67 89')).toEqual(['79123456789']);
    expect(searchWords('912 345')).toEqual(['912345']);
    expect(searchWords('  Иван   Петров ')).toEqual(['иван', 'петров']);
  });

  it('give no filter for a query without a letter or a digit', () => {
    expect(searchWhere('  «» ')).toBeUndefined();
    expect(searchWhere(undefined)).toBeUndefined();
    expect(searchWhere('Ёлка 2')).toEqual({ AND: [{ search: { contains: 'елка' } }, { search: { contains: '2' } }] });
    // A phone begun with the trunk 8: the digits as typed, or as the start of +7.
    expect(searchWhere('8 912 345')).toEqual({ AND: [{ OR: [{ search: { contains: '8912345' } }, { search: { contains: '7912345' } }] }] });
  });
});

describe('the source of a lead (issue 30, item 7)', () => {
  it('takes the first landing page and the referrer host the browser kept', () => {
    const source = leadSource(
      { landingPage: '/ru/catalog?utm_source=yandex&utm_medium=cpc&utm_campaign=split-2026', referrer: 'https://yandex.ru/search/?text=сплит' },
      'https://aeris.example/ru/quote',
      'aeris.example',
    );
    expect(source).toEqual({ landingPage: '/ru/catalog?utm_source=yandex&utm_medium=cpc&utm_campaign=split-2026', referrerHost: 'yandex.ru', utmSource: 'yandex', utmMedium: 'cpc', utmCampaign: 'split-2026', utmTerm: null, utmContent: null });
  });

  it('falls back to the form page when scripts did not run, and ignores our own pages as referrers', () => {
    const source = leadSource({}, 'https://aeris.example/en/becomepartner?utm_source=newsletter', 'aeris.example');
    expect(source).toMatchObject({ landingPage: '/en/becomepartner?utm_source=newsletter', referrerHost: null, utmSource: 'newsletter' });
    expect(leadSource({ referrer: 'https://aeris.example/it/contacts' }, null, 'aeris.example').referrerHost).toBeNull();
  });

  it('refuses what is not a path of the site', () => {
    for (const landingPage of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(leadSource({ landingPage, referrer: 'javascript:alert(1)' }, null, 'aeris.example')).toMatchObject({ landingPage: null, referrerHost: null });
    }
  });
});

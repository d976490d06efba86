import type { Locale } from '@/i18n/routing';

/**
 * Country names as people of our market write them, where the ISO list's official name reads like a treaty
 * ("Российская Федерация", "Moldova, Republic of"). Everything not listed keeps i18n-iso-countries' official
 * name. See docs/decisions/0042-country-names.md.
 */
export const COUNTRY_NAME_OVERRIDES: Record<Locale, Readonly<Record<string, string>>> = {
  ru: {
    RU: 'Россия',
    TM: 'Туркменистан',
    MD: 'Молдова',
    CN: 'Китай',
    KP: 'КНДР',
    KR: 'Южная Корея',
    PS: 'Палестина',
  },
  it: {
    TW: 'Taiwan',
  },
  en: {
    RU: 'Russia',
    MD: 'Moldova',
    CN: 'China',
    CZ: 'Czechia',
    IR: 'Iran',
    KR: 'South Korea',
    LA: 'Laos',
    SY: 'Syria',
    TZ: 'Tanzania',
    MK: 'North Macedonia',
    PS: 'Palestine',
    TW: 'Taiwan',
    VA: 'Vatican City',
    FM: 'Micronesia',
    US: 'United States',
    VG: 'British Virgin Islands',
    VI: 'U.S. Virgin Islands',
    FK: 'Falkland Islands',
    CC: 'Cocos (Keeling) Islands',
  },
};

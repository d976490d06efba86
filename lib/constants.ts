// The owner's data in one place. Values the specification does not give are PLACEHOLDER_*:
// replace them with the real ones before going live.

export const PLACEHOLDER_BRAND_NAME = 'Aeris Clima';
export const PLACEHOLDER_CONTACT_EMAIL = 'info@aeris-clima.example';
export const PLACEHOLDER_DEVELOPER_URL = 'https://developer.example.com';
export const PLACEHOLDER_DEVELOPER_NAME = 'Web studio';

export const BRAND = {
  name: PLACEHOLDER_BRAND_NAME,
  /** The specification's contact list: one e-mail, no phones. */
  emails: [PLACEHOLDER_CONTACT_EMAIL],
  phones: [] as string[],
  developerUrl: PLACEHOLDER_DEVELOPER_URL,
  developerName: PLACEHOLDER_DEVELOPER_NAME,
} as const;

export const CONTACT_EMAIL = PLACEHOLDER_CONTACT_EMAIL;

/** The operator's registration number until the owner gives the real one (the release step warns while it is set). */
export const PLACEHOLDER_OPERATOR_INN = '7710000000';

/**
 * The operator of the personal data the site collects (152-FZ art. 3; the GDPR's controller): the official
 * distributor, a Russian company, named with its registration numbers in the consent documents. The release step
 * publishes the first documents with these values once; after that a change here reaches visitors only as a new
 * version published in the back office (/admin/consent), since a published version never changes.
 */
export const DATA_OPERATOR = {
  legalName: { ru: 'Общество с ограниченной ответственностью «Аэрис Клима Рус»', latin: 'Aeris Clima Rus LLC' },
  inn: PLACEHOLDER_OPERATOR_INN,
  ogrn: '1027700000000',
  address: { ru: '125009, г. Москва, ул. Тверская, д. 22', latin: '22 Tverskaya St., Moscow 125009, Russia' },
  email: PLACEHOLDER_CONTACT_EMAIL,
} as const;

export type OfficeId = 'rome' | 'moscow';

type Office = {
  street: string;
  postalCode: string;
  /** The address transliterated, for readers who do not read its script. */
  latin?: { street: string; postalCode: string };
  mapEmbedUrl: string;
  mapLinkUrl: string;
};

/** Offices: the brand's in Rome, the official distributor's in Moscow. Their roles are named in the messages files. */
export const OFFICES: Record<OfficeId, Office> = {
  rome: {
    street: 'Via del Tritone 132',
    postalCode: '00187 Roma RM',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=12.4780%2C41.9000%2C12.4900%2C41.9060&layer=mapnik&marker=41.9031%2C12.4840',
    mapLinkUrl: 'https://www.openstreetmap.org/?mlat=41.9031&mlon=12.4840#map=17/41.9031/12.4840',
  },
  moscow: {
    street: 'ул. Тверская, 22',
    postalCode: '125009 Москва',
    latin: { street: 'ul. Tverskaya, 22', postalCode: '125009 Moscow' },
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=37.5960%2C55.7630%2C37.6080%2C55.7690&layer=mapnik&marker=55.7660%2C37.6020',
    mapLinkUrl: 'https://www.openstreetmap.org/?mlat=55.7660&mlon=37.6020#map=17/55.7660/37.6020',
  },
};

/** Which offices each locale's contacts page shows (SPEC: it → Rome, ru → Moscow, en → both). */
export const OFFICES_BY_LOCALE: Record<string, OfficeId[]> = {
  it: ['rome'],
  ru: ['moscow'],
  en: ['rome', 'moscow'],
};

/** The footer shows the Italian address on every locale. */
export const FOOTER_OFFICE: OfficeId = 'rome';

/** Home-page counters. The specification does not give values: these are the owner's to set. */
export const COMPANY_STATS = {
  completedProjects: 340,
  satisfiedClients: 210,
  teamMembers: 45,
  yearsOfExperience: 7,
} as const;

export const COMPANY_FACTS = {
  foundedYear: 2019,
  yearsInMarket: 2,
  warrantyMonths: 12,
  regionalWarehouses: 2,
  supportHours: '24/7',
} as const;

// Behaviour constants from the specification (point 9).
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const HASH_SCROLL_OFFSET_PX = 100;
export const HASH_SCROLL_RETRIES = 50;
export const HASH_SCROLL_INTERVAL_MS = 50;
export const TOAST = { durationMs: 4000, visibleToasts: 3, widthPx: 356, gapPx: 14 } as const;
export const NAV_MENU = { delayDurationMs: 200, skipDelayDurationMs: 300 } as const;
export const VERSION_CHECK = { firstCheckMs: 1000, intervalMs: 3_600_000 } as const;
export const RELOAD_GUARD_MS = 10_000;

/**
 * The distributor's market: Russia, the CIS and Turkmenistan. These countries head the partner form's list, in
 * this order; every other country follows by name.
 */
export const MARKET_COUNTRIES = ['RU', 'BY', 'KZ', 'UZ', 'KG', 'AM', 'AZ', 'TJ', 'TM'] as const;

/** The published prices hold until this date (Offer.priceValidUntil in the product pages' structured data). */
export const PRICE_LIST_VALID_UNTIL = '2027-12-31';

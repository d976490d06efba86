// The dealers' fixed values, without zod or the database: the back office's browser code, the proxy and the
// public page import them from here.

/** The kinds of work a dealer does (Dealer.sales / installation / service); at least one. */
export const DEALER_KINDS = ['sales', 'installation', 'service'] as const;
export type DealerKind = (typeof DEALER_KINDS)[number];

/** The longest values the back-office form accepts. */
export const DEALER_LIMITS = { name: 200, city: 120, address: 300, email: 254, website: 500 } as const;

/** The cache tag of every dealer read on the public pages; every change revalidates it (lib/admin/dealers/revalidate.ts). */
export const DEALERS_TAG = 'dealers';

/** The public page's filter: `/dealers?country=RU&region=RU-MOW` (proxy.ts sends it to the per-request result). */
export const DEALER_FILTER_KEYS = ['country', 'region'] as const;

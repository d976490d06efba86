import { routing } from '@/i18n/routing';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { BuildingType } from '@/lib/generated/prisma/enums';

// The reference projects' fixed values, without zod and without the database: the back office's form (browser
// code) and the public pages import them from here (tests/unit/client-imports.test.ts).

export const LOCALES = routing.locales;

/** The schema's BuildingType, in the order the form and the pages list them. */
export const BUILDING_TYPES = ['office', 'retail', 'hotel', 'healthcare', 'education', 'industrial', 'residential', 'datacentre', 'public', 'other'] as const satisfies readonly BuildingType[];

/**
 * Words that may never be a project's slug: pages Next serves under a segment (its Open Graph image) and names a
 * list page could take one day (search, page numbers), so a project can never hide them.
 */
export const RESERVED_PROJECT_SLUGS: readonly string[] = ['new', 'edit', 'page', 'results', 'search', 'feed', 'opengraph-image', 'twitter-image', 'icon'];

export const isReservedProjectSlug = (slug: string) => RESERVED_PROJECT_SLUGS.includes(slug);

/** Lower-case words joined by single hyphens: the shape of every slug of the site. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: lower case, accents dropped, anything else between words a hyphen ("Hotel Città" → "hotel-citta"). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The earliest completion year accepted; the latest is next year (a project handed over in January). */
export const FIRST_PROJECT_YEAR = 1950;

/** Most products one project may list, and most pictures it may show. */
export const MAX_PROJECT_PRODUCTS = 40;
export const MAX_PROJECT_PICTURES = 12;

/**
 * The order projects are listed in, on the public pages and in the back office: the staff's position, then the
 * newest year, a project without a year after those with one. `nulls` is spelled out because the providers
 * disagree when it is not (SQLite puts empty values last in a descending order, PostgreSQL first).
 */
export const PROJECT_ORDER = [{ sortOrder: 'asc' }, { year: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }] as const satisfies readonly Prisma.ProjectOrderByWithRelationInput[];

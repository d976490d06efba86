import 'server-only';
import { cache } from 'react';
import { routing, type Locale } from '@/i18n/routing';
import { textListSchema } from '@/lib/catalogue/technical';
import { db } from '@/lib/db';
import { countryName } from '@/lib/geo/countries';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { BuildingType } from '@/lib/generated/prisma/enums';
import { readDraft } from '@/lib/admin/content/versions';
import { PROJECT_ORDER } from './values';

// What visitors see of the reference projects: published projects only, each with its texts in the visitor's
// language (the Italian ones where that language has none) and only the published products it used.

export type ProjectCard = {
  slug: string;
  title: string;
  summary: string;
  /** The language the texts are in: the page's, or Italian where the project has no translation (lang="it"). */
  textLocale: Locale;
  city: string;
  countryCode: string;
  countryName: string;
  buildingType: BuildingType;
  year: number | null;
  /** The main picture, or null when the project has none. */
  picture: string | null;
  updatedAt: Date;
};

export type UsedProduct = { slug: string; modelCode: string; name: string; picture: string };

export type ProjectDetail = ProjectCard & { description: string; pictures: string[]; products: UsedProduct[] };

type Translation = { locale: string; title: string; city: string; summary: string; description: string };
type Row = {
  slug: string;
  city: string;
  country: string;
  buildingType: BuildingType;
  year: number | null;
  pictures: unknown;
  updatedAt: Date;
  translations: Translation[];
};

/** The locale's texts when it has a title, else the source language's (never a mix of two languages). */
function textsFor(translations: Translation[], locale: Locale): Translation & { locale: Locale } {
  const own = translations.find((t) => t.locale === locale && t.title.trim());
  const source = translations.find((t) => t.locale === routing.defaultLocale);
  const chosen = own ?? source ?? translations[0];
  if (!chosen) return { locale: routing.defaultLocale, title: '', city: '', summary: '', description: '' };
  return { ...chosen, locale: chosen === own ? locale : routing.defaultLocale };
}

function toCard(row: Row, locale: Locale): ProjectCard & { description: string } {
  const texts = textsFor(row.translations, locale);
  const pictures = textListSchema.parse(row.pictures);
  return {
    slug: row.slug,
    title: texts.title,
    summary: texts.summary,
    description: texts.description,
    textLocale: texts.locale,
    // The city as this language writes it when the project gives it, else as typed (Project.city).
    city: row.translations.find((t) => t.locale === locale)?.city.trim() || row.city,
    countryCode: row.country,
    countryName: countryName(row.country, locale) ?? row.country,
    buildingType: row.buildingType,
    year: row.year,
    picture: pictures[0] ?? null,
    updatedAt: row.updatedAt,
  };
}

const cardOf = (row: Row, locale: Locale): ProjectCard => {
  const { description: _d, ...card } = toCard(row, locale);
  return card;
};

/** Every published project as a card, in the order staff set (then the most recent first). */
export const getPublishedProjects = cache(async (locale: Locale): Promise<ProjectCard[]> => {
  const rows = await db.project.findMany({ where: { published: true }, orderBy: [...PROJECT_ORDER], include: { translations: true } });
  return rows.map((row) => cardOf(row, locale));
});

const usedProducts = (locale: Locale) =>
  ({
    where: { published: true },
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { modelCode: 'asc' }],
    select: { slug: true, modelCode: true, pictures: true, translations: { where: { locale: { in: [locale, routing.defaultLocale] } }, select: { locale: true, name: true } } },
  }) as const satisfies Prisma.ProductFindManyArgs;
type UsedRow = Prisma.ProductGetPayload<{ select: ReturnType<typeof usedProducts>['select'] }>;

function toDetail(row: Row, products: UsedRow[], locale: Locale): ProjectDetail {
  return {
    ...toCard(row, locale),
    pictures: textListSchema.parse(row.pictures),
    products: products.map((product) => ({
      slug: product.slug,
      modelCode: product.modelCode,
      // The product's name in this language, else its Italian one (the catalogue requires only that), else its code.
      name: (product.translations.find((t) => t.locale === locale) ?? product.translations.find((t) => t.locale === routing.defaultLocale))?.name || product.modelCode,
      picture: textListSchema.parse(product.pictures)[0] ?? '/images/products/wall-split.svg',
    })),
  };
}

/** A published project with everything its page shows, or null (unknown or unpublished slug). */
export const getProject = cache(async (slug: string, locale: Locale): Promise<ProjectDetail | null> => {
  const row = await db.project.findFirst({ where: { slug, published: true }, include: { translations: true, products: usedProducts(locale) } });
  return row ? toDetail(row, row.products, locale) : null;
});

/**
 * A project as its preview shows it to staff (lib/admin/content/preview.ts decides who previews): published or
 * not, with its draft's fields, texts and products over its own.
 */
export async function getProjectPreview(slug: string, locale: Locale): Promise<ProjectDetail | null> {
  const row = await db.project.findFirst({ where: { slug }, include: { translations: true, products: usedProducts(locale) } });
  if (!row) return null;
  const draft = await readDraft(db, { entity: 'project', entityId: row.id });
  if (!draft) return toDetail(row, row.products, locale);
  const { productIds, slug: _slug, ...fields } = draft.fields;
  const products = await db.product.findMany({ ...usedProducts(locale), where: { published: true, id: { in: textListSchema.parse(productIds ?? []) } } });
  const translations = Object.entries(draft.texts).map(([textLocale, t]) => ({ locale: textLocale, title: '', city: '', summary: '', description: '', ...(t as object) }));
  return toDetail({ ...row, ...(fields as object), translations } as Row, products, locale);
}

/** The published projects that used a product (for its page's "Reference projects"). */
export const getProjectsForProduct = cache(async (productSlug: string, locale: Locale): Promise<ProjectCard[]> => {
  const rows = await db.project.findMany({
    where: { published: true, products: { some: { slug: productSlug, published: true } } },
    orderBy: [...PROJECT_ORDER],
    include: { translations: true },
  });
  return rows.map((row) => cardOf(row, locale));
});

/** Whether /projects has anything to show: the menus and sitemaps leave it out until then. */
export async function hasPublishedProjects(): Promise<boolean> {
  return (await db.project.count({ where: { published: true } })) > 0;
}

/** Every published project's slug (the pages' static params). */
export async function getPublishedProjectSlugs(): Promise<string[]> {
  const rows = await db.project.findMany({ where: { published: true }, select: { slug: true }, orderBy: { slug: 'asc' } });
  return rows.map((row) => row.slug);
}

/**
 * The sitemap's entries (internal paths without locale): the list and each project page, the list dated by
 * its latest project. Empty while no project is published (the list is then noindex).
 */
export async function projectSitemapEntries(): Promise<Array<{ path: string; lastModified: Date }>> {
  const rows = await db.project.findMany({ where: { published: true }, select: { slug: true, updatedAt: true }, orderBy: { slug: 'asc' } });
  if (rows.length === 0) return [];
  const latest = new Date(Math.max(...rows.map((row) => row.updatedAt.getTime())));
  return [{ path: '/projects', lastModified: latest }, ...rows.map((row) => ({ path: `/projects/${row.slug}`, lastModified: row.updatedAt }))];
}

import { routing, type Locale } from '@/i18n/routing';

// What each language of a public item must have before it may be published: one rule for the editor's checklist,
// the lists' completeness column and filter, the refusal to publish and the dashboard's count of published items
// that fall short. No zod and no server code: the edit forms import it in the browser.

export type ContentEntity = 'product' | 'category' | 'document' | 'project';

/** Each entity's texts every language must fill, in the order the checklist names them. */
export const REQUIRED_TEXTS = {
  product: ['name', 'shortDescription', 'description', 'keyFeatures'],
  category: ['name', 'description'],
  document: ['title'],
  project: ['title', 'summary', 'description'],
} as const satisfies Record<ContentEntity, readonly string[]>;

export type RequiredText<E extends ContentEntity = ContentEntity> = (typeof REQUIRED_TEXTS)[E][number];

/** A language's texts as stored: strings, and lists of strings (a product's key features). */
export type Texts = Readonly<Record<string, unknown>>;

const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.some((item) => String(item ?? '').trim() !== '') : typeof value === 'string' ? value.trim() !== '' : value != null;

/**
 * The required texts one language lacks: all of them when the language has no texts at all, or when its texts are
 * still the copy of another language's ("Copy from Italian", `copiedFrom`): a copy is where a translation starts,
 * never what a page in that language shows.
 */
export function missingTexts<E extends ContentEntity>(entity: E, texts: Texts | undefined): RequiredText<E>[] {
  const required = REQUIRED_TEXTS[entity] as readonly RequiredText<E>[];
  return texts && !isCopy(texts) ? required.filter((field) => !filled(texts[field])) : [...required];
}

/** Whether a language's texts are a copy nobody has edited yet. */
export const isCopy = (texts: Texts | undefined) => typeof texts?.copiedFrom === 'string';

/** Every language that falls short, with what it lacks; empty when the item may be published. */
export function incompleteLanguages<E extends ContentEntity>(
  entity: E,
  byLocale: Partial<Record<string, Texts>>,
): { locale: Locale; missing: RequiredText<E>[] }[] {
  return routing.locales
    .map((locale) => ({ locale, missing: missingTexts(entity, byLocale[locale]) }))
    .filter(({ missing }) => missing.length > 0);
}

/** The languages that fall short (the lists' column and their `missing` filter). */
export const missingLocales = (entity: ContentEntity, byLocale: Partial<Record<string, Texts>>): Locale[] =>
  incompleteLanguages(entity, byLocale).map(({ locale }) => locale);

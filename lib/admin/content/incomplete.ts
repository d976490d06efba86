import 'server-only';
import { db } from '@/lib/db';
import { missingLocales, type ContentEntity } from './completeness';

// What is public yet falls short of the completeness rule (./completeness.ts): items published before the rule, or
// by the seed. They stay published; the dashboard counts them per kind and links to the list that shows them.

const texts = (translations: { locale: string }[]) => Object.fromEntries(translations.map((t) => [t.locale, t]));
const short = (entity: ContentEntity, rows: { translations: { locale: string }[] }[]) => rows.filter((row) => missingLocales(entity, texts(row.translations)).length > 0).length;

/** Where each kind's incomplete public items are listed. */
export const INCOMPLETE_LISTS: Record<ContentEntity, string> = {
  product: '/admin/catalogue?published=yes&missing=any',
  category: '/admin/catalogue/categories',
  project: '/admin/projects?missing=any',
  document: '/admin/documents?missing=any',
};

/** How many public items of each kind lack a required text in some language (their own texts, not their drafts). */
export async function incompletePublic(): Promise<Record<ContentEntity, number>> {
  const published = { where: { published: true }, select: { translations: true } } as const;
  const [products, categories, projects, documents] = await Promise.all([
    db.product.findMany(published),
    // A category has no unpublished state: every one is public.
    db.category.findMany({ select: { translations: true } }),
    db.project.findMany(published),
    db.document.findMany(published),
  ]);
  return { product: short('product', products), category: short('category', categories), project: short('project', projects), document: short('document', documents) };
}

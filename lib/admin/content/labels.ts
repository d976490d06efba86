import 'server-only';
import { HISTORY } from '@/lib/admin/content/history';
import { getAdminT } from '@/lib/admin/i18n';

/** Fields whose label is not `fields.<name>` in their editor's messages, per kind. */
const SPECIAL: Record<string, Record<string, string>> = {
  product: { categoryId: 'fields.category', pictures: 'pictures.title', dimensionsAndWeight: 'form.parts', specifications: 'form.ownSpecs', specRows: 'form.sharedSpecs' },
  category: { parentId: 'categories.parent', picture: 'categories.picture', seoTitle: 'categories.seoTitle', seoDescription: 'categories.seoDescription' },
  project: { pictures: 'pictures.title', productIds: 'form.products' },
  document: { productIds: 'fields.products', categoryIds: 'fields.categories', fileKey: 'fields.file' },
};

type Lookup = { (key: string): string; has(key: string): boolean };

/**
 * A changed field's name in the staff member's language, as its editor labels it (the diff of the history and of
 * the audit log): the label in the messages of the kind's editor, else the catalogue's, else the field's own name.
 */
export async function fieldLabeller(): Promise<(field: string, entity?: string) => string> {
  // Looked up by name at run time: `has` says whether the messages hold it.
  const areas = { catalogue: (await getAdminT('catalogue')) as unknown as Lookup, projects: (await getAdminT('projects')) as unknown as Lookup, documents: (await getAdminT('documents')) as unknown as Lookup };
  return (field, entity = 'product') => {
    const kind = Object.hasOwn(HISTORY, entity) ? (entity as keyof typeof HISTORY) : 'product';
    const key = SPECIAL[kind]?.[field] ?? `fields.${field}`;
    for (const t of [areas[HISTORY[kind].area], areas.catalogue]) if (t.has(key)) return t(key);
    return field;
  };
}

import 'server-only';
import { getAdminT } from '@/lib/admin/i18n';

/** Fields whose label is not `fields.<name>` in their editor's messages. */
const SPECIAL: Record<string, string> = {
  categoryId: 'fields.category',
  pictures: 'pictures.title',
  dimensionsAndWeight: 'form.parts',
  specifications: 'form.specifications',
  productIds: 'form.products',
};

type Lookup = { (key: string): string; has(key: string): boolean };
const AREA_OF: Record<string, 'catalogue' | 'projects' | 'documents'> = { product: 'catalogue', category: 'catalogue', project: 'projects', document: 'documents' };

/**
 * A changed field's name in the staff member's language, as its editor labels it (the diff of the history and of
 * the audit log): the entity's editor's label, else the catalogue's, else the field's own name.
 */
export async function fieldLabeller(): Promise<(field: string, entity?: string) => string> {
  // Looked up by name at run time: `has` says whether the messages hold it.
  const [catalogue, projects, documents] = (await Promise.all([getAdminT('catalogue'), getAdminT('projects'), getAdminT('documents')])) as unknown as Lookup[];
  const areas = { catalogue: catalogue!, projects: projects!, documents: documents! };
  return (field, entity) => {
    const key = SPECIAL[field] ?? `fields.${field}`;
    for (const t of [areas[AREA_OF[entity ?? ''] ?? 'catalogue'], catalogue!]) if (t.has(key)) return t(key);
    return field;
  };
}

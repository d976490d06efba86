import 'server-only';
import { getAdminT } from '@/lib/admin/i18n';

/** Fields whose label is not `fields.<name>` in the catalogue's messages. */
const SPECIAL: Record<string, string> = {
  categoryId: 'fields.category',
  pictures: 'pictures.title',
  dimensionsAndWeight: 'form.parts',
  specifications: 'form.specifications',
};

/**
 * A changed field's name in the staff member's language, as its editor labels it (the diff of the history and of
 * the audit log); a field without a label shows its own name.
 */
export async function fieldLabeller(): Promise<(field: string) => string> {
  // Looked up by name at run time: `has` says whether the messages hold it.
  const t = (await getAdminT('catalogue')) as unknown as { (key: string): string; has(key: string): boolean };
  return (field) => {
    const key = SPECIAL[field] ?? `fields.${field}`;
    return t.has(key) ? t(key) : field;
  };
}

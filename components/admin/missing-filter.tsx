import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { routing } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';

type Props = {
  /** The list's path: the filter is a plain GET form to it (works without JavaScript). */
  action: string;
  id: string;
  value: string | undefined;
  /** The list's other URL state, kept (its order). */
  hidden?: Record<string, string>;
};

/**
 * The completeness filter of a list whose items are published in three languages (lib/admin/content/completeness.ts):
 * every item, those incomplete in any language, or in one; the `missing` URL parameter as the catalogue's list.
 */
export async function MissingFilter({ action, id, value, hidden = {} }: Props) {
  const common = await getAdminT('common');
  return (
    <form method="get" action={action} role="search" aria-label={common('translations.column')} className="mb-4 flex flex-wrap items-end gap-3">
      <div>
        <Label htmlFor={id}>{common('translations.column')}</Label>
        <Select id={id} name="missing" defaultValue={value ?? ''}>
          <option value="">{common('all')}</option>
          <option value="any">{common('translations.missingAny')}</option>
          {routing.locales.map((locale) => (
            <option key={locale} value={locale}>
              {common('translations.missingIn', { language: common(`languages.${locale}`) })}
            </option>
          ))}
        </Select>
      </div>
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <Button type="submit" size="sm" variant="outline">
        {common('filter')}
      </Button>
      {value ? (
        <Link href={action} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {common('resetFilters')}
        </Link>
      ) : null}
    </form>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/lib/catalogue/products';
import { specSections } from '@/lib/catalogue/spec-rows';

type Props = { product: ProductDetail };

/** Technical data grouped (performance, electrical, dimensions…), numbers aligned, units always shown. */
export async function SpecTable({ product }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Catalogue'), getLocale()]);
  const sections = specSections(product, locale, t);

  // Cell styles live once on `.spec-table` (globals.css), not on every row: the page's HTML and its React
  // payload both carry the table, so per-row class names cost twice.
  return (
    <div className="spec-table space-y-8" data-testid="spec-table">
      {sections.map(({ group, rows }) => (
        <table key={group}>
          <caption>{t(`specGroups.${group}`)}</caption>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.label}</th>
                <td>
                  {row.value}
                  {row.unit ? <span>{row.unit}</span> : null}
                  {row.alt ? <small>{row.alt}</small> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
